/** The companies a member follows (`/settings/following`, decision 177), paged by keyset. */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "~/context";
import { listPosition } from "~/ui/pagination";

export type FollowingData = Awaited<ReturnType<typeof loadFollowing>>;

export async function loadFollowing({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  return { following: await context.get(apiContext).companies.following(listPosition(request.url)) };
}
