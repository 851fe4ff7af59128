import type { Route } from "./+types/sitemaps.$kind.$file";
import { sitemapPageResponse } from "#app/features/seo/sitemap.server.ts";

/** `/sitemaps/{jobs|companies}/{n}.xml`: one sitemap page, streamed (decision 170); `/sitemaps/pages/1.xml`, the fixed public pages. */
export const loader = (args: Route.LoaderArgs) => sitemapPageResponse(args);
