/**
 * My network (`/individual/network`, spec §2): received and sent requests, people you may know
 * and connections, each list paged on its own.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { listPosition, pageParam } from "#app/ui/pagination.tsx";
import { PAGE_PARAMS } from "./network.tsx";

export type NetworkData = Awaited<ReturnType<typeof loadNetwork>>;

/**
 * People per list on this screen: four lists of twenty made a 100 kB page for a member with
 * hundreds of connections and requests, four of ten still 67 kB (issue 9: a list page ≤ 50 kB).
 * The two request lists show the newest five, as LinkedIn's My network shows a few invitations,
 * and page on here; All requests (/individual/requests) has them ten at a time (decision 142).
 */
const SECTION_SIZE = { received: 5, suggested: 10, sent: 5, connected: 10 } as const;

export async function loadNetwork({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const api = context.get(apiContext).network;
  const position = (name: keyof typeof PAGE_PARAMS) => ({
    ...listPosition(request.url, PAGE_PARAMS[name]),
    page_size: SECTION_SIZE[name],
  });
  const [received, suggested, sent, connected] = await Promise.all([
    api.receivedRequests(position("received")),
    api.suggestions({ page: pageParam(request.url, PAGE_PARAMS.suggested), page_size: SECTION_SIZE.suggested }),
    api.sentRequests(position("sent")),
    api.connections(position("connected")),
  ]);
  return { received, suggested, sent, connected };
}
