/** Openings at companies, newest first (`/individual/recent-openings`, spec §2), with the job dialogs' connections. */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { loadJobDialogConnections } from "./jobs.server.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import { CARDS_PER_PAGE, toCardList } from "./card-post.ts";

export type RecentOpeningsData = Awaited<ReturnType<typeof loadRecentOpenings>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadRecentOpenings({ request, context }: Args) {
  const [list, connections] = await Promise.all([
    // By keyset: `?page=&cursor=` / `&before=` from the Previous / Next links.
    context.get(apiContext).jobs.recent({ ...listPosition(request.url), page_size: CARDS_PER_PAGE }),
    loadJobDialogConnections(request, context),
  ]);
  return { list: toCardList(list), connections };
}
