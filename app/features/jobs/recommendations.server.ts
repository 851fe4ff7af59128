/** Jobs a member's connections recommended to them (`/individual/recommendations`, spec §2), with the job dialogs' connections. */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { loadJobDialogConnections } from "./jobs.server.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import { CARDS_PER_PAGE, toCardPost } from "./card-post.ts";

export type RecommendationsData = Awaited<ReturnType<typeof loadRecommendations>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadRecommendations({ request, context }: Args) {
  const [list, connections] = await Promise.all([
    context.get(apiContext).referrals.recommendations({ ...listPosition(request.url), page_size: CARDS_PER_PAGE }),
    loadJobDialogConnections(request, context),
  ]);
  return {
    list: { ...list, data: list.data.map((item) => ({ ...item, job_post: toCardPost(item.job_post) })) },
    connections,
  };
}
