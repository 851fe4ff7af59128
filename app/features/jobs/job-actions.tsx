/**
 * JobActions: what a member can do with a job post, and the two job dialogs.
 *
 * `<JobActions post viewerType redirectTo />` — props (stable; other screens rely on them):
 * - `post: JobPost` — reads `id`, `title`, `status`, and the viewer's `is_mine`, `liked_by_me`,
 *   `reposted_by_me`, `my_referral_status`, `my_application_status`, `saved_by_me` (each may be
 *   left out when not set, as a card's data does).
 * - `viewerType: "individual" | "corporate" | null` — who is looking (null: a visitor, who gets a
 *   log-in link). Companies may only like; individuals also repost, ask for a referral, recommend.
 * - `redirectTo: string` — the same-site page the endpoint returns to (usually the current URL);
 *   the dialog parameters are dropped from it.
 *
 * For a member and another's post: one primary action, **Ask for a referral** (opens the
 * request-referral dialog, `?ask-referral=<id>`; once asked, the application's status shows
 * instead), then **Save** / **Saved** (a saved post's button removes it, decision 132), then a
 * **More** menu (a `<details>` disclosure, so it opens without JavaScript) with **Like** /
 * **Unlike**, **Repost** / **Undo repost** and **Recommend** (the referral dialog,
 * `?recommend=<id>`, to pick a connection). Companies and a member's own posts get Like alone;
 * closed posts only keep the undo buttons.
 *
 * `<JobDialogs posts connections redirectTo />` renders the dialog the URL asks for, once per
 * page (for any of `posts`); `connections` are the viewer's connections (load them with
 * `loadJobDialogConnections` from jobs.server.ts; null when not loaded). The dialogs' forms
 * (job-dialogs.tsx, with Zod) are loaded by the browser only when one opens (decision 139).
 *
 * Every button works without JavaScript: plain forms posting to `/jobs/actions` with an `intent`
 * and links to URL dialogs. A refused dialog form is answered in place with JavaScript, and as a
 * page holding the same form without it.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import type { ApplicationStatus, JobPost, ReferralStatus } from "#app/contract/jobs.ts";
import { ApplicationStatusBadge } from "#app/features/referrals/application.tsx";
import { applicationWords } from "./application-words.ts";
import type { PersonLike } from "#app/ui/person-card.tsx";
import { DisclosureMenu } from "#app/ui/disclosure-menu.tsx";
import type { CssIcon } from "#app/ui/icon-set.ts";
import { lazyComponent } from "#app/ui/lazy.tsx";
import { badgeClass, buttonClass, type ButtonVariant, type Palette, SrOnly, StaticButton } from "#app/ui/static.tsx";
import { JOB_ACTIONS, jobDialogTarget, withJobDialog, withoutJobDialogParams } from "./dialog-params.ts";
import type { UserType } from "#app/forms/fields.ts";

/** What a job dialog form needs of a post: the apply form asks its screening questions (decision 167; a card has them only when there are some). */
export type JobPostRef = Pick<JobPost, "id" | "title"> & {
  questions?: JobPost["questions"];
  posted_by?: Pick<JobPost["posted_by"], "type_of_user">;
};

/** What `/jobs/actions` answers when a dialog form is refused (read by the dialog). */
export type JobFormReply = { reply: SubmissionResult<string[]> };

/** The applicant's words for a referral request's status. */
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: "Pending",
  referred: "Referred",
  ignored: "Not selected",
  withdrawn: "Withdrawn",
};

const STATUS_PALETTE: Record<ReferralStatus, Palette> = {
  pending: "orange",
  referred: "green",
  ignored: "gray",
  withdrawn: "gray",
};

// The buttons and badges below are plain elements with the static `jl-btn` / `jl-badge` classes
// of static-classes.ts: they come with every job card of a list.

/** The status of your referral request, as a badge. */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  return (
    <span
      className={badgeClass("subtle", STATUS_PALETTE[status])}
    >{`Referral: ${REFERRAL_STATUS_LABELS[status]}`}</span>
  );
}

const About = SrOnly;

/** Recommend, an item of a card's "More" menu: a ghost button as wide as the menu, icon and text at the start. */
const RECOMMEND_CLASS = buttonClass({ variant: "menu", icon: "send" });
/** The "More" button: its icon drawn by the stylesheet (decision 144). */
const MORE_CLASS = buttonClass({ variant: "ghost", size: "sm", icon: "more" });

export function JobActions({
  post,
  viewerType,
  redirectTo,
}: {
  /** The viewer's own state may be left out when not set (a card's data: card-post.ts). */
  post: Pick<JobPost, "id" | "title" | "status"> &
    Partial<Pick<JobPost, "is_mine" | "liked_by_me" | "reposted_by_me" | "my_referral_status">> & {
      my_application_status?: ApplicationStatus | null;
      saved_by_me?: boolean;
      posted_by?: Pick<JobPost["posted_by"], "type_of_user">;
    };
  viewerType: UserType | null;
  redirectTo: string;
}) {
  const location = useLocation();
  // One form for the card's buttons (each posts its own `intent`): a list of cards renders one
  // fetcher and one pair of hidden fields a card, not one a button (issue 9: list pages' size and
  // render time). While one of them is on its way the others wait, so a second click cannot
  // cancel the first.
  const fetcher = useFetcher();
  const here = location.pathname + location.search;
  const back = withoutJobDialogParams(redirectTo);
  const open = post.status === "open";
  const words = applicationWords(post);

  if (viewerType === null) {
    return (
      <Link
        to={`/login?redirectTo=${encodeURIComponent(back)}`}
        className={buttonClass({ size: "sm", palette: "brand" })}
      >
        Log in to apply
      </Link>
    );
  }

  const busy = fetcher.state !== "idle";
  const sending = busy ? fetcher.formData?.get("intent") : null;
  const button = (
    intent: string,
    look: { variant: ButtonVariant; palette?: Palette; className?: string },
    icon: CssIcon,
    children: React.ReactNode,
  ) => (
    <StaticButton
      type={null}
      name="intent"
      value={intent}
      size="sm"
      variant={look.variant}
      palette={look.palette}
      className={look.className}
      icon={icon}
      loading={sending === intent}
      disabled={busy}
    >
      {children}
    </StaticButton>
  );
  const form = (children: React.ReactNode) => (
    <fetcher.Form method="post" action={JOB_ACTIONS} preventScrollReset className="jl-job__actions">
      <input type="hidden" name="job_post_id" value={post.id} />
      <input type="hidden" name="redirectTo" value={back} />
      {children}
    </fetcher.Form>
  );

  const individual = viewerType === "individual" && !post.is_mine;
  const menuItem = { variant: "menu" } as const;
  const like = post.liked_by_me
    ? button(
        "unlike",
        menuItem,
        "like",
        <>
          Unlike<About>{` ${post.title}`}</About>
        </>,
      )
    : open
      ? button(
          "like",
          menuItem,
          "like",
          <>
            Like<About>{` ${post.title}`}</About>
          </>,
        )
      : null;

  // Companies and a member's own posts: Like is all there is, as a button of its own.
  if (!individual) {
    if (!like) return null;
    return form(
      post.liked_by_me
        ? button(
            "unlike",
            { variant: "subtle", palette: "brand" },
            "like",
            <>
              Unlike<About>{` ${post.title}`}</About>
            </>,
          )
        : button(
            "like",
            { variant: "outline" },
            "like",
            <>
              Like<About>{` ${post.title}`}</About>
            </>,
          ),
    );
  }

  // A member and another's post: one primary action (ask for a referral, or where the
  // application is), Save, and the rest in a menu that opens without JavaScript too.
  const repost = post.reposted_by_me
    ? button(
        "unrepost",
        menuItem,
        "repost",
        <>
          Undo repost<About>{` of ${post.title}`}</About>
        </>,
      )
    : open
      ? button(
          "repost",
          menuItem,
          "repost",
          <>
            Repost<About>{` ${post.title}`}</About>
          </>,
        )
      : null;
  const recommend = open ? (
    <Link to={withJobDialog(here, "recommend", post.id)} preventScrollReset className={RECOMMEND_CLASS}>
      Recommend<About>{` ${post.title} to a connection`}</About>
    </Link>
  ) : null;
  return form(
    <>
      {post.my_application_status ? (
        <ApplicationStatusBadge status={post.my_application_status} />
      ) : post.my_referral_status ? (
        <ReferralStatusBadge status={post.my_referral_status} />
      ) : open ? (
        <Link
          to={withJobDialog(here, "ask-referral", post.id)}
          preventScrollReset
          className={buttonClass({
            size: "sm",
            palette: "brand",
            icon: words.action === "Apply" ? "apply" : "referral",
          })}
        >
          {words.action}
          <About>{` ${words.about} ${post.title}`}</About>
        </Link>
      ) : null}
      {post.saved_by_me
        ? button(
            "unsave",
            { variant: "subtle", palette: "brand" },
            "bookmark-check",
            <>
              Saved<About>{` ${post.title}: remove from saved jobs`}</About>
            </>,
          )
        : open
          ? button(
              "save",
              { variant: "outline" },
              "bookmark",
              <>
                Save<About>{` ${post.title}`}</About>
              </>,
            )
          : null}
      {like || repost || recommend ? (
        <DisclosureMenu
          label={`More actions for ${post.title}`}
          summary={<span className="jl-job__more-label">More</span>}
          summaryClassName={MORE_CLASS}
        >
          {like}
          {repost}
          {recommend}
        </DisclosureMenu>
      ) : null}
    </>,
  );
}

/** The dialogs' forms, loaded when one opens (job-dialogs.tsx). */
const JobDialog = lazyComponent(() => import("./job-dialogs.tsx"));

/**
 * The job dialog the URL asks for (`?ask-referral=` or `?recommend=`), for whichever of `posts`
 * it names; nothing otherwise. Render it once per page.
 */
export function JobDialogs({
  posts,
  connections,
  redirectTo,
}: {
  posts: JobPostRef[];
  connections: PersonLike[] | null;
  redirectTo: string;
}) {
  const location = useLocation();
  const closeTo = withoutJobDialogParams(location.pathname + location.search);
  const back = withoutJobDialogParams(redirectTo);
  const find = (id: number | null) => (id === null ? undefined : posts.find((post) => post.id === id));

  const ask = find(jobDialogTarget(location.search, "ask-referral"));
  if (ask) return <JobDialog kind="ask-referral" post={ask} connections={null} redirectTo={back} closeTo={closeTo} />;
  const recommend = find(jobDialogTarget(location.search, "recommend"));
  if (recommend)
    return (
      <JobDialog
        kind="recommend"
        post={recommend}
        connections={connections ?? []}
        redirectTo={back}
        closeTo={closeTo}
      />
    );
  return null;
}
