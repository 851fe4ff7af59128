import type { Route } from "./+types/sitemap.xml";
import { sitemapIndexResponse } from "~/features/seo/sitemap.server";

/** `/sitemap.xml`: the index of the sitemap pages of the job search, open jobs and company pages (decision 170). */
export const loader = (args: Route.LoaderArgs) => sitemapIndexResponse(args);
