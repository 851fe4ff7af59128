import type { Route } from "./+types/profile.corporate.$id.jobs.xml";
import { companyFeedResponse } from "#app/features/seo/feed.server.ts";

/** `/profile/corporate/{id}/jobs.xml`: a company's open jobs as an Atom feed (decision 170). */
export const loader = (args: Route.LoaderArgs) => companyFeedResponse(args);
