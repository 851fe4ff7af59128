import type { Route } from "./+types/robots.txt";
import { robotsResponse } from "~/features/seo/sitemap.server";

/** `/robots.txt`: the member's own screens kept out, the sitemap named (decision 170). */
export const loader = (args: Route.LoaderArgs) => robotsResponse(args);
