/**
 * What a job card shows of a post. Lists hand their loader data to the browser (and React Router
 * serialises it into the page), so a loader that shows posts as cards keeps only the fields a card
 * and its actions read: not the description (sanitised HTML, often kilobytes), the skills, the
 * sector and domain, the reposters, the poster's bio and connection state, the timestamps, nor
 * the location and currency details a card does not print (issue 9: HTML of a list page). What
 * it keeps it keeps flat (the company's name and logo, the currency's code, the cities) and the
 * viewer's own state only when set: every field and object costs bytes in every card.
 * Whatever a list adds to its items (`applied_on`, `saved_at`, `reposted_by_connection`, …) stays.
 */
import type { Paged } from "#app/contract/common.ts";
import { jobPost, type JobPost, type JobPostCard, type MyApplication } from "#app/contract/jobs.ts";

/**
 * How many job cards a screen shows a page (decision 141): a card carries its actions as forms that
 * work without JavaScript, so twenty made a list page of 90 kB and more; search already showed ten.
 * The API's own default stays twenty.
 */
export const CARDS_PER_PAGE = 10;

/** A post as a card shows it. */
export type JobCardPost = Pick<
  JobPost,
  | "id"
  | "title"
  | "company_name"
  | "job_type"
  | "employment_type"
  | "min_experience_years"
  | "min_experience_months"
  | "salary"
  | "status"
  | "posted_time_ago"
  | "like_count"
> &
  // The viewer's own state, only when set (a card of a list sends no `false` nor `null`; the
  // actions read a missing one as not mine, not liked, not asked).
  Partial<
    Pick<
      JobPost,
      "is_mine" | "liked_by_me" | "reposted_by_me" | "saved_by_me" | "my_referral_status" | "my_application_status"
    >
  > & {
    /** The logo of the company's own account, when it has claimed the company. */
    company_logo?: string;
    /** A company's own post: whether the company verified its domain (absent on a member's post; decision 176). */
    employer_verified?: boolean;
    /** The currency's code (the salary is written in it). */
    currency_code: string;
    /** The locations' cities, in the post's order. */
    cities: string[];
    posted_by: Pick<JobPost["posted_by"], "id" | "username" | "type_of_user" | "name" | "profile_pic">;
    /** How many of the post's skills the viewer has (decision 179), only when the post has skills and the viewer any. */
    skill_match?: { matched: number; total: number };
    /** The screening questions the apply dialog asks (decision 167), only when the post has some. */
    questions?: JobPost["questions"];
  };

/** The fields every job post has: a list's own additions are whatever else an item carries. */
type PostField = keyof JobPost;

/**
 * An applied item's application as its card reads it (MyApplicationDetail): its status is the
 * card's `my_application_status`, and the history says when it changed.
 */
export type CardApplication = Omit<MyApplication, "status" | "status_at">;

/**
 * A list's item as its card: the card's fields of the post, and the list's own fields as they
 * are — but an applied item's: its `referral_id` is its application's, kept there only.
 */
export type CardOf<T> = T extends JobPostCard
  ? JobCardPost &
      (T extends { application: MyApplication }
        ? Omit<T, PostField | "referral_id" | "application"> & { application: CardApplication }
        : Omit<T, PostField>)
  : never;

/** A job post's own fields (the contract's), which a card keeps only as listed above. */
const POST_FIELDS: ReadonlySet<string> = new Set(Object.keys(jobPost.shape));

export function toCardPost<T extends JobPostCard>(post: T): CardOf<T> {
  const poster = post.posted_by;
  const card: JobCardPost & Record<string, unknown> = {
    id: post.id,
    title: post.title,
    // The company's own name (a post names its company, or the one typed in: decision 135).
    company_name: post.company?.title ?? post.company_name,
    job_type: post.job_type,
    employment_type: post.employment_type,
    min_experience_years: post.min_experience_years,
    min_experience_months: post.min_experience_months,
    currency_code: post.currency.code,
    salary: post.salary,
    cities: post.locations.map((location) => location.city),
    status: post.status,
    posted_by: {
      id: poster.id,
      username: poster.username,
      type_of_user: poster.type_of_user,
      name: poster.name,
      profile_pic: poster.profile_pic,
    },
    posted_time_ago: post.posted_time_ago,
    like_count: post.like_count,
  };
  if (post.company?.logo) card.company_logo = post.company.logo;
  if (post.employer_verified !== null) card.employer_verified = post.employer_verified;
  if (post.questions.length) card.questions = post.questions;
  if (post.skill_match?.total) card.skill_match = { matched: post.skill_match.matched, total: post.skill_match.total };
  if (post.is_mine) card.is_mine = true;
  if (post.liked_by_me) card.liked_by_me = true;
  if (post.reposted_by_me) card.reposted_by_me = true;
  if (post.saved_by_me) card.saved_by_me = true;
  // The actions show the application's status when there is one, else the referral's.
  if (post.my_application_status) card.my_application_status = post.my_application_status;
  else if (post.my_referral_status) card.my_referral_status = post.my_referral_status;
  const application = "application" in post ? (post.application as MyApplication | null) : null;
  for (const [key, value] of Object.entries(post)) {
    if (POST_FIELDS.has(key) || (application && (key === "referral_id" || key === "application"))) continue;
    card[key] = value;
  }
  if (application) {
    const { status: _status, status_at: _statusAt, ...read } = application;
    card.application = read satisfies CardApplication;
  }
  return card as CardOf<T>;
}

/** A paged list of posts with only what its cards show. */
export function toCardList<T extends JobPostCard>(list: Paged<T>): Paged<CardOf<T>> {
  return { ...list, data: list.data.map((post) => toCardPost(post)) as CardOf<T>[] };
}
