import type { Route } from "./+types/profile.user";
import { loadMemberProfile, memberProfileAction } from "#app/features/profiles/member-profile.server.ts";
import { MemberProfile } from "#app/features/profiles/member-profile.tsx";
import { shareMeta } from "#app/ui/share-meta.ts";
import { pageTitle } from "#app/ui/title.ts";
import { publicPageHeaders } from "#app/server/http-cache.ts";

/** The same page for every visitor: cacheable for a minute (private again for members; decision 101). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: pageTitle(
      loaderData ? `${loaderData.profile.first_name} ${loaderData.profile.last_name}`.trim() : "Profile",
    ),
  },
  ...shareMeta(loaderData?.share),
];

export const loader = (args: Route.LoaderArgs) => loadMemberProfile(args);
export const action = (args: Route.ActionArgs) => memberProfileAction(args);

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return <MemberProfile loaderData={loaderData} actionData={actionData} />;
}
