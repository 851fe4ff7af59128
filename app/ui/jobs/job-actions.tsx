/**
 * JobActions: what a member can do with a job post, and the two job dialogs.
 *
 * `<JobActions post viewerType redirectTo />` — props (stable; other screens rely on them):
 * - `post: JobPost` — reads `id`, `title`, `status`, `is_mine`, `liked_by_me`, `reposted_by_me`,
 *   `my_referral_status`, `saved_by_me`.
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
 * `loadJobDialogConnections` from jobs.server.ts; null when not loaded).
 *
 * Every button works without JavaScript: plain forms posting to `/jobs/actions` with an `intent`
 * and links to URL dialogs. A refused dialog form is answered in place with JavaScript, and as a
 * page holding the same form without it.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Box, EmptyState, Link as ChakraLink, Text } from "@chakra-ui/react";
import { useFetcher, useLocation } from "react-router";
import { Link } from "~/ui/link";
import { recommendSchema, REFERRAL_MESSAGE_MAX, referRequestSchema } from "~/forms/job-actions";
import type { ApplicationStatus, JobPost, ReferralStatus } from "~/contract/job-post";
import { RESUME_ACCEPT } from "~/forms/upload";
import { ApplicationStatusBadge } from "./application";
import { FormError, SelectField, TextareaField } from "~/ui/fields";
import { IntentButton } from "~/ui/network/intent-form";
import type { PersonLike } from "~/ui/person-card";
import { DisclosureMenu } from "~/ui/disclosure-menu";
import { StaticIcon } from "~/ui/icons";
import { RouteDialog } from "~/ui/route-dialog";
import { badgeClass, buttonClass, type Palette, SrOnly, StaticButton } from "~/ui/static";
import { JOB_ACTIONS, jobDialogTarget, withJobDialog, withoutJobDialogParams } from "./dialog-params";
import type { UserType } from "~/forms/fields";

/** What a job dialog form needs of a post. */
export type JobPostRef = Pick<JobPost, "id" | "title">;

/** What `/jobs/actions` answers when a dialog form is refused (read by the dialog). */
export type JobFormReply = { reply: SubmissionResult<string[]> };

/** The applicant's words for a referral request's status. */
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: "Pending",
  referred: "Referred",
  ignored: "Not selected",
  withdrawn: "Withdrawn",
};

const STATUS_PALETTE: Record<ReferralStatus, Palette> = { pending: "orange", referred: "green", ignored: "gray", withdrawn: "gray" };

// The buttons and badges below are plain elements with the static `jl-btn` / `jl-badge` classes
// of theme.ts: they come with every job card of a list.

/** The status of your referral request, as a badge. */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  return <span className={badgeClass("subtle", STATUS_PALETTE[status])}>Referral: {REFERRAL_STATUS_LABELS[status]}</span>;
}

const About = SrOnly;

/** An item of a card's "More" menu: a ghost button as wide as the menu, icon and text at the start. */
const MENU_ITEM_CLASS = buttonClass({ variant: "ghost", size: "sm", className: "jl-btn--start jl-menu__item" });

export function JobActions({
  post,
  viewerType,
  redirectTo,
}: {
  post: Pick<JobPost, "id" | "title" | "status" | "is_mine" | "liked_by_me" | "reposted_by_me" | "my_referral_status"> & {
    my_application_status?: ApplicationStatus | null;
    saved_by_me?: boolean;
  };
  viewerType: UserType | null;
  redirectTo: string;
}) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const back = withoutJobDialogParams(redirectTo);
  const open = post.status === "open";
  const fields = { job_post_id: post.id };

  if (viewerType === null) {
    return (
      <Link to={`/login?redirectTo=${encodeURIComponent(back)}`} className={buttonClass({ size: "sm", palette: "brand" })}>
        Log in to apply
      </Link>
    );
  }

  const individual = viewerType === "individual" && !post.is_mine;
  const like = post.liked_by_me ? (
    <IntentButton action={JOB_ACTIONS} intent="unlike" fields={fields} redirectTo={back} variant="ghost" className={MENU_ITEM_CLASS}>
      <StaticIcon name="like" />
      Unlike<About> {post.title}</About>
    </IntentButton>
  ) : open ? (
    <IntentButton action={JOB_ACTIONS} intent="like" fields={fields} redirectTo={back} variant="ghost" className={MENU_ITEM_CLASS}>
      <StaticIcon name="like" />
      Like<About> {post.title}</About>
    </IntentButton>
  ) : null;

  // Companies and a member's own posts: Like is all there is, as a button of its own.
  if (!individual) {
    if (!like) return null;
    return (
      <div className="jl-job__actions">
        {post.liked_by_me ? (
          <IntentButton action={JOB_ACTIONS} intent="unlike" fields={fields} redirectTo={back} variant="subtle" colorPalette="brand">
            <StaticIcon name="like" />
            Unlike<About> {post.title}</About>
          </IntentButton>
        ) : (
          <IntentButton action={JOB_ACTIONS} intent="like" fields={fields} redirectTo={back} variant="outline">
            <StaticIcon name="like" />
            Like<About> {post.title}</About>
          </IntentButton>
        )}
      </div>
    );
  }

  // A member and another's post: one primary action (ask for a referral, or where the
  // application is), Save, and the rest in a menu that opens without JavaScript too.
  const repost = post.reposted_by_me ? (
    <IntentButton action={JOB_ACTIONS} intent="unrepost" fields={fields} redirectTo={back} variant="ghost" className={MENU_ITEM_CLASS}>
      <StaticIcon name="repost" />
      Undo repost<About> of {post.title}</About>
    </IntentButton>
  ) : open ? (
    <IntentButton action={JOB_ACTIONS} intent="repost" fields={fields} redirectTo={back} variant="ghost" className={MENU_ITEM_CLASS}>
      <StaticIcon name="repost" />
      Repost<About> {post.title}</About>
    </IntentButton>
  ) : null;
  const recommend = open ? (
    <Link to={withJobDialog(here, "recommend", post.id)} preventScrollReset className={MENU_ITEM_CLASS}>
      <StaticIcon name="send" />
      Recommend<About> {post.title} to a connection</About>
    </Link>
  ) : null;
  return (
    <div className="jl-job__actions">
      {post.my_application_status ? (
        <ApplicationStatusBadge status={post.my_application_status} />
      ) : post.my_referral_status ? (
        <ReferralStatusBadge status={post.my_referral_status} />
      ) : open ? (
        <Link to={withJobDialog(here, "ask-referral", post.id)} preventScrollReset className={buttonClass({ size: "sm", palette: "brand" })}>
          Ask for a referral<About> for {post.title}</About>
        </Link>
      ) : null}
      {post.saved_by_me ? (
        <IntentButton action={JOB_ACTIONS} intent="unsave" fields={fields} redirectTo={back} variant="subtle" colorPalette="brand">
          <StaticIcon name="bookmark-check" />
          Saved<About> {post.title}: remove from saved jobs</About>
        </IntentButton>
      ) : open ? (
        <IntentButton action={JOB_ACTIONS} intent="save" fields={fields} redirectTo={back} variant="outline">
          <StaticIcon name="bookmark" />
          Save<About> {post.title}</About>
        </IntentButton>
      ) : null}
      {like || repost || recommend ? (
        <DisclosureMenu
          label={`More actions for ${post.title}`}
          summary={
            <>
              <StaticIcon name="more" />
              <span className="jl-job__more-label">More</span>
            </>
          }
          summaryClassName={buttonClass({ variant: "ghost", size: "sm" })}
        >
          {like}
          {repost}
          {recommend}
        </DisclosureMenu>
      ) : null}
    </div>
  );
}

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
  if (ask) {
    return (
      <RouteDialog title="Ask for a referral" closeTo={closeTo}>
        <RequestReferralForm post={ask} redirectTo={back} cancelTo={closeTo} />
      </RouteDialog>
    );
  }
  const recommend = find(jobDialogTarget(location.search, "recommend"));
  if (recommend) {
    return (
      <RouteDialog title="Recommend this job" closeTo={closeTo}>
        <RecommendForm post={recommend} connections={connections ?? []} redirectTo={back} cancelTo={closeTo} />
      </RouteDialog>
    );
  }
  return null;
}

function Actions({ cancelTo, pending, label, pendingLabel }: { cancelTo: string; pending: boolean; label: string; pendingLabel: string }) {
  return (
    <div className="jl-hstack jl-justify-end">
      <Link to={cancelTo} preventScrollReset className={buttonClass({ variant: "outline" })}>
        Cancel
      </Link>
      <StaticButton type="submit" palette="brand" loading={pending} loadingText={pendingLabel}>
        {label}
      </StaticButton>
    </div>
  );
}

/** The request-referral dialog's form: an optional message (at most 500 characters) to the poster. */
export function RequestReferralForm({
  post,
  redirectTo,
  cancelTo,
  lastResult,
}: {
  post: JobPostRef;
  redirectTo: string;
  cancelTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<JobFormReply>({ key: `ask-referral-${post.id}` });
  const [form, fields] = useForm({
    id: `ask-referral-${post.id}`,
    lastResult: fetcher.data?.reply ?? lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: referRequestSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <fetcher.Form method="post" action={JOB_ACTIONS} encType="multipart/form-data" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value="refer-request" />
      <input type="hidden" name="job_post_id" value={post.id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Box display="flex" flexDirection="column" gap="4">
        <FormError id={form.errorId} errors={form.errors} />
        <Text>
          Ask the poster of <strong>{post.title}</strong> to refer you. Say why you are a good fit: the poster reads your note with your application.
        </Text>
        <TextareaField meta={fields.message} label="Note to the poster (optional)" helperText={`Up to ${REFERRAL_MESSAGE_MAX} characters.`} rows={5} />
        <div className="jl-stack jl-gap-1">
          <label className="jl-hstack" htmlFor={fields.attach_resume.id}>
            <input
              type="checkbox"
              id={fields.attach_resume.id}
              name={fields.attach_resume.name}
              defaultChecked={fields.attach_resume.initialValue === "on"}
              aria-invalid={fields.attach_resume.errors ? true : undefined}
              aria-describedby={fields.attach_resume.errors ? fields.attach_resume.errorId : undefined}
            />
            Attach my resume (the one on my profile)
          </label>
          {fields.attach_resume.errors ? (
            <p id={fields.attach_resume.errorId} className="jl-field__error" aria-live="polite">
              {fields.attach_resume.errors[0]}
            </p>
          ) : null}
        </div>
        <div className="jl-stack jl-gap-1">
          <label htmlFor={fields.file.id}>Or upload a resume for this application (PDF, optional)</label>
          <input
            type="file"
            id={fields.file.id}
            name={fields.file.name}
            accept={RESUME_ACCEPT}
            aria-invalid={fields.file.errors ? true : undefined}
            aria-describedby={fields.file.errors ? fields.file.errorId : `${fields.file.id}-hint`}
          />
          {fields.file.errors ? (
            <p id={fields.file.errorId} className="jl-field__error" aria-live="polite">
              {fields.file.errors[0]}
            </p>
          ) : (
            <p id={`${fields.file.id}-hint`} className="jl-text-sm jl-muted">
              Up to 10 MB. It goes with this application only; your profile keeps its resume.
            </p>
          )}
        </div>
        <Actions cancelTo={cancelTo} pending={fetcher.state !== "idle"} label="Send request" pendingLabel="Sending" />
      </Box>
    </fetcher.Form>
  );
}

/** The referral dialog's form: recommend the post to one of your connections. */
export function RecommendForm({
  post,
  connections,
  redirectTo,
  cancelTo,
  lastResult,
}: {
  post: JobPostRef;
  connections: PersonLike[];
  redirectTo: string;
  cancelTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<JobFormReply>({ key: `recommend-${post.id}` });
  const [form, fields] = useForm({
    id: `recommend-${post.id}`,
    lastResult: fetcher.data?.reply ?? lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: recommendSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!connections.length) {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Title as="h3">No connections yet</EmptyState.Title>
          <EmptyState.Description color="fg.muted">
            You can recommend jobs to your connections.{" "}
            <ChakraLink asChild color="brand.primary" textDecoration="underline">
              <Link to="/individual/network">Grow your network</Link>
            </ChakraLink>
            .
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <fetcher.Form method="post" action={JOB_ACTIONS} preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value="recommend" />
      <input type="hidden" name="job_post_id" value={post.id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Box display="flex" flexDirection="column" gap="4">
        <FormError id={form.errorId} errors={form.errors} />
        <Text>
          Recommend <strong>{post.title}</strong> to a connection. They will see it in their recommendations.
        </Text>
        <SelectField
          meta={fields.user_id}
          label="Connection"
          required
          placeholder="Choose a connection"
          options={connections.map((person) => ({ value: person.id, label: `${person.first_name} ${person.last_name}`.trim() }))}
        />
        <Actions cancelTo={cancelTo} pending={fetcher.state !== "idle"} label="Recommend" pendingLabel="Sending" />
      </Box>
    </fetcher.Form>
  );
}
