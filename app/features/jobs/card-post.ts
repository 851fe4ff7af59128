/**
 * What a job card shows of a post. Lists hand their loader data to the browser (and React Router
 * serialises it into the page), so a loader that shows posts as cards keeps only the fields a card
 * and its actions read: not the description (sanitised HTML, often kilobytes), the skills, the
 * sector and domain, the reposters, the poster's bio and connection state, the timestamps, nor
 * the location and currency details a card does not print (issue 9: HTML of a list page).
 * Whatever a list adds to its items (`applied_on`, `saved_at`, `reposted_by_connection`, …) stays.
 */
import type { Paged } from "~/contract/common";
import type { JobPost, JobPostCard } from "~/contract/jobs";

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
  | "is_mine"
  | "like_count"
  | "liked_by_me"
  | "reposted_by_me"
  | "saved_by_me"
  | "response_count"
  | "my_referral_status"
  | "my_application_status"
> & {
  company: { title: string; logo: string | null } | null;
  currency: { code: string };
  locations: { city: string }[];
  posted_by: Pick<JobPost["posted_by"], "id" | "username" | "type_of_user" | "name" | "profile_pic">;
};

/** The fields every job post has: a list's own additions are whatever else an item carries. */
type PostField = keyof JobPost;

/** A list's item as its card: the card's fields of the post, and the list's own fields as they are. */
export type CardOf<T> = T extends JobPostCard ? JobCardPost & Omit<T, PostField> : never;

const POST_FIELDS: ReadonlySet<string> = new Set<PostField>([
  "id",
  "job_post_id",
  "title",
  "company",
  "company_name",
  "job_type",
  "sector",
  "domain",
  "min_experience",
  "min_experience_years",
  "min_experience_months",
  "employment_type",
  "currency",
  "salary",
  "locations",
  "skills",
  "no_of_openings",
  "description",
  "status",
  "posted_by",
  "posted_time_ago",
  "created_at",
  "updated_at",
  "is_mine",
  "like_count",
  "liked_by_me",
  "repost_count",
  "reposted_by_me",
  "saved_by_me",
  "response_count",
  "my_referral_status",
  "my_application_status",
  "my_referral_id",
  "reposted_by",
] satisfies PostField[]);

export function toCardPost<T extends JobPostCard>(post: T): CardOf<T> {
  const poster = post.posted_by;
  const card: JobCardPost & Record<string, unknown> = {
    id: post.id,
    title: post.title,
    company: post.company ? { title: post.company.title, logo: post.company.logo } : null,
    company_name: post.company_name,
    job_type: post.job_type,
    employment_type: post.employment_type,
    min_experience_years: post.min_experience_years,
    min_experience_months: post.min_experience_months,
    currency: { code: post.currency.code },
    salary: post.salary,
    locations: post.locations.map((location) => ({ city: location.city })),
    status: post.status,
    posted_by: { id: poster.id, username: poster.username, type_of_user: poster.type_of_user, name: poster.name, profile_pic: poster.profile_pic },
    posted_time_ago: post.posted_time_ago,
    is_mine: post.is_mine,
    like_count: post.like_count,
    liked_by_me: post.liked_by_me,
    reposted_by_me: post.reposted_by_me,
    saved_by_me: post.saved_by_me,
    response_count: post.response_count,
    my_referral_status: post.my_referral_status,
    my_application_status: post.my_application_status,
  };
  for (const [key, value] of Object.entries(post)) if (!POST_FIELDS.has(key)) card[key] = value;
  return card as CardOf<T>;
}

/** A paged list of posts with only what its cards show. */
export function toCardList<T extends JobPostCard>(list: Paged<T>): Paged<CardOf<T>> {
  return { ...list, data: list.data.map((post) => toCardPost(post)) as CardOf<T>[] };
}
