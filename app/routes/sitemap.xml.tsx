import type { Route } from "./+types/sitemap.xml";
import { sitemapIndexResponse } from "#app/features/seo/sitemap.server.ts";

/** `/sitemap.xml`: the index of the sitemap pages of the job search, open jobs and company pages (decision 170). */
export const loader = (args: Route.LoaderArgs) => sitemapIndexResponse(args);
