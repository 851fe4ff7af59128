import type { Route } from "./+types/robots.txt";
import { robotsResponse } from "#app/features/seo/sitemap.server.ts";

/** `/robots.txt`: the member's own screens kept out, the sitemap named (decision 170). */
export const loader = (args: Route.LoaderArgs) => robotsResponse(args);
