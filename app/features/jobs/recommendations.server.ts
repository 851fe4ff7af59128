/** Jobs a member's connections recommended to them (`/individual/recommendations`, spec §2), with the job dialogs' connections. */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "~/context";
import { loadJobDialogConnections } from "~/features/jobs/jobs.server";
import { listPosition } from "~/ui/pagination";
import { CARDS_PER_PAGE, toCardPost } from "~/features/jobs/card-post";

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
