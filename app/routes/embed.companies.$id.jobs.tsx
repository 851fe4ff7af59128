import type { Route } from "./+types/embed.companies.$id.jobs";
import { widgetResponse } from "#app/features/seo/widget.server.ts";

/** A company's open jobs as a widget for its own site, in an iframe (decision 170). */
export const loader = (args: Route.LoaderArgs) => widgetResponse(args);
