/**
 * Follow / Following for a company (decision 177): a plain POST form to `/companies/follow`, so it
 * works without JavaScript; a visitor gets a link to log in and come back. Companies do not
 * follow companies: they see the count only. Static classes: company and job pages load no Chakra.
 */
import { Form, useLocation, useNavigation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { buttonClass, StaticButton } from "#app/ui/static.tsx";
import type { UserType } from "#app/forms/fields.ts";

export const followersText = (count: number) =>
  `${count.toLocaleString("en-IN")} ${count === 1 ? "follower" : "followers"}`;

export function FollowButton({
  companyId,
  companyName,
  following,
  viewerType,
}: {
  companyId: number;
  companyName: string;
  following: boolean;
  viewerType: UserType | null;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const here = location.pathname + location.search;
  if (viewerType === "corporate") return null;
  if (viewerType === null) {
    return (
      <Link
        to={`/login?redirectTo=${encodeURIComponent(here)}`}
        className={buttonClass({ variant: "outline", size: "sm", palette: "brand" })}
      >
        Follow
      </Link>
    );
  }
  const intent = following ? "unfollow" : "follow";
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("company_id") === String(companyId) &&
    navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" action="/companies/follow" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="company_id" value={companyId} />
      <input type="hidden" name="redirectTo" value={here} />
      <StaticButton
        type="submit"
        size="sm"
        variant={following ? "outline" : "solid"}
        palette="brand"
        loading={pending}
        aria-label={following ? `Unfollow ${companyName}` : `Follow ${companyName}`}
        aria-pressed={following}
      >
        {following ? "Following" : "Follow"}
      </StaticButton>
    </Form>
  );
}
