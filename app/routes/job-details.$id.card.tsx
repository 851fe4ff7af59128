import type { Route } from "./+types/job-details.$id.card";
import { shareCardResponse } from "#app/features/seo/share-card.server.ts";

/** A job's share card, PNG (decision 170): what a link to the job previews in chat apps. */
export const loader = (args: Route.LoaderArgs) => shareCardResponse(args);
