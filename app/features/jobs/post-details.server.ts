import { data, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { describeExperience, EMPLOYMENT_TYPE_LABELS, JOB_TYPE_LABELS } from "#app/forms/jobs/job-post.form.ts";
import { sanitizeRichText } from "#app/server/sanitize-html.server.ts";
import { applicationFilterOf, applicationSortOf } from "#app/features/referrals/application.tsx";
import { screeningFilterOf } from "#app/features/referrals/screening-answers.tsx";
import { hasRequirement } from "#app/forms/jobs/screening.form.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import { notFoundFor } from "#app/features/profiles/profile.server.ts";
import { loadJobPostDialog } from "./job-post.server.ts";
import type { JobPost } from "#app/contract/jobs.ts";
import { posterApi } from "./poster-api.server.ts";
import { formatMoney } from "./job-card.tsx";
import { endsIn, extendedEnd, formatEndDate } from "#app/forms/jobs/end-date.ts";
import { skillMatchText } from "#app/forms/jobs/job-post-labels.ts";

export type PostTab = "overview" | "responses" | "reposts";

/** The post as the overview shows it: labels resolved, description sanitised again (spec §5). */
export function overviewOf(post: JobPost) {
  return {
    id: post.id,
    title: post.title,
    company: post.company?.title ?? post.company_name,
    /** A company's own post: whether it verified its domain (null on a member's post, decision 176). */
    employerVerified: post.employer_verified,
    status: post.status,
    /** "Ends in 24 days (2 Jan 2027)" while open; why it closed once closed (decision 166). */
    endNote: endNoteOf(post),
    /** The poster may extend it now (open, and more than a day short of the 90-day limit). */
    canExtend: post.status === "open" && extendedEnd(post.valid_through, new Date()) !== null,
    posterName: post.posted_by.name,
    posterType: post.posted_by.type_of_user,
    postedAgo: post.posted_time_ago,
    /** When it was posted (the page's `<time>`: what its JSON-LD's datePosted says, decision 170). */
    postedAt: post.created_at,
    facts: [
      { label: "Job type", value: JOB_TYPE_LABELS[post.job_type] ?? post.job_type },
      { label: "Employment type", value: EMPLOYMENT_TYPE_LABELS[post.employment_type] ?? post.employment_type },
      { label: "Sector", value: post.sector.title },
      { label: "Domain", value: post.domain.title },
      { label: "Minimum experience", value: describeExperience(post.min_experience_years, post.min_experience_months) },
      {
        label: "Salary (annual CTC)",
        value: post.salary === null ? "Not disclosed" : formatMoney(post.salary, post.currency),
      },
      { label: "Openings", value: String(post.no_of_openings) },
      { label: "Locations", value: post.locations.map((l) => `${l.city}, ${l.state}`).join("; ") || "—" },
    ],
    skills: post.skills.map((s) => s.title),
    /** The viewer's match (decision 179): "4 of 6 skills match" and the titles of the skills they have; null when not shown. */
    skillMatch: post.skill_match?.total
      ? {
          text: skillMatchText(post.skill_match),
          have: post.skills.filter((s) => post.skill_match!.matched_skill_ids.includes(s.id)).map((s) => s.title),
        }
      : null,
    descriptionHtml: sanitizeRichText(post.description ?? ""),
    likeCount: post.like_count,
    repostCount: post.repost_count,
    responseCount: post.response_count,
  };
}
export type PostOverview = ReturnType<typeof overviewOf>;

const CLOSED_AS: Record<NonNullable<JobPost["close_reason"]>, string> = {
  filled: "Closed: the position has been filled",
  no_longer_hiring: "Closed: no longer hiring",
  expired: "Closed: it reached its end date",
};

function endNoteOf(post: JobPost): string {
  if (post.status === "open") return `${endsIn(post.valid_through, new Date())} (${formatEndDate(post.valid_through)})`;
  const when = post.closed_at ? ` on ${formatEndDate(post.closed_at)}` : "";
  return `${CLOSED_AS[post.close_reason ?? "no_longer_hiring"]}${when}.`;
}

export type PostDetailsData = Awaited<ReturnType<typeof loadPostDetails>>;

function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw data("No job post was found.", { status: 404 });
  return id;
}

/**
 * The post-details sheet (`/post-details/:id`, `/my-company-post/:id`): the post for anyone who
 * may read it; for its poster also the tab's list (responses or reposts), and the dialog the
 * URL opens (`?edit=<id>`, `?delete=1`, `?ignore=<referral id>`).
 */
export async function loadPostDetails({
  request,
  params,
  context,
}: {
  request: Request;
  params: { id?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const id = idParam(params.id);
  const api = context.get(apiContext);
  const jobs = posterApi(api);
  const post = await jobs.read(id).catch((error: unknown) => notFoundFor(error, "No job post was found."));
  const url = new URL(request.url);
  const { auth } = context.get(sessionContext);
  const overview = overviewOf(post);
  if (!post.is_mine) return { post: overview, mine: false as const, loggedIn: Boolean(auth) };

  const corporate = post.posted_by.type_of_user === "corporate";
  const asked = url.searchParams.get("tab");
  const tab: PostTab =
    asked === "responses" && !corporate ? "responses" : asked === "reposts" && corporate ? "reposts" : "overview";
  const filter = applicationFilterOf(url);
  const sort = applicationSortOf(url);
  const [responses, reposts, dialog, stats] = await Promise.all([
    tab === "responses" ? jobs.responses(id, filter, sort, listPosition(url), screeningFilterOf(url)) : null,
    // Both lists page by keyset (`?page=&cursor=` / `&before=`).
    tab === "reposts" ? jobs.repostedBy(id, listPosition(url)) : null,
    // The post is the viewer's: its poster's account type is theirs.
    loadJobPostDialog(api, url.searchParams, post.posted_by.type_of_user, post),
    // The overview's activity chart (decision 164); the page shows without it if it fails.
    tab === "overview" ? jobs.stats(id).catch(() => null) : null,
  ]);
  return {
    post: overview,
    mine: true as const,
    loggedIn: true,
    tab,
    corporate,
    responses: responses
      ? {
          items: responses.data,
          page: responses.page,
          hasNext: responses.has_next,
          nextCursor: responses.next_cursor,
          prevCursor: responses.prev_cursor,
          filter,
          sort,
          showCommon: !corporate,
          templates: null,
          screening: post.questions.some(hasRequirement) ? screeningFilterOf(url) : null,
        }
      : null,
    reposts: reposts
      ? {
          items: reposts.data,
          page: reposts.page,
          hasNext: reposts.has_next,
          nextCursor: reposts.next_cursor,
          prevCursor: reposts.prev_cursor,
        }
      : null,
    dialog,
    stats,
    confirmDelete: url.searchParams.get("delete") === "1",
  };
}
