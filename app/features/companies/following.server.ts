/** The companies a member follows (`/settings/following`, decision 177), paged by keyset. */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { listPosition } from "#app/ui/pagination.tsx";

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
