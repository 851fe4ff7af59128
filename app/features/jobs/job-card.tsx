/**
 * JobCard: one job post in a list or at the top of a details page.
 *
 * Props (stable; other screens rely on them):
 * - `post: JobCardPost` — the post as the API gives it, less what cards do not show (card-post.ts).
 * - `headingLevel?: "h2" | "h3"` — the title's heading level (default h3: cards sit under a list heading).
 * - `detail?: ReactNode` — an extra line under the facts (referral status, who recommended it…).
 * - `actions?: ReactNode` — buttons below the card, usually `<JobActions … />`.
 * - `linkTitle?: boolean` — the title links to `/job-details/{id}` (default true).
 *
 * Shows the title, company (with its logo when the company's account has one, and on a company's
 * own post its "Verified" badge or the words that it has not verified its domain), locations, job type, employment type, experience (describeExperience),
 * the salary in the post's currency (or "Salary not disclosed"), when it was posted and by whom,
 * and the like count.
 */
import { Link } from "#app/ui/link.tsx";
import {
  describeExperience,
  EMPLOYMENT_TYPE_LABELS,
  JOB_TYPE_LABELS,
  skillMatchText,
} from "#app/forms/jobs/job-post-labels.ts";
import type { PostedBy } from "#app/contract/jobs.ts";
import type { JobCardPost } from "./card-post.ts";
import { profilePath } from "#app/ui/person-card.tsx";
import { badgeClass } from "#app/ui/static.tsx";
import { UserAvatar } from "#app/ui/user-avatar.tsx";
import { NotVerifiedNote, VerifiedBadge } from "#app/features/companies/verified-badge.tsx";

/** Where a job post is read. */
export const jobDetailsPath = (id: number) => `/job-details/${id}`;

/** The profile of a poster: a company's page or a member's profile. */
export function posterPath(poster: Pick<PostedBy, "id" | "username" | "type_of_user">): string {
  return poster.type_of_user === "corporate" ? `/profile/corporate/${poster.id}` : profilePath(poster);
}

/** One formatter per currency code (making one costs far more than using it). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Digit grouping as the currency's own readers write it: lakhs and crores for rupees
 * (28,00,000), thousands for every other currency (120,000).
 */
const groupingLocale = (code: string) => (code === "INR" ? "en-IN" : "en-US");

/** "₹28,00,000", "$120,000" (the currency's code before the number when Intl does not know it). */
export function formatMoney(amount: number, currency: { code: string }): string {
  try {
    let format = moneyFormats.get(currency.code);
    if (!format) {
      format = new Intl.NumberFormat(groupingLocale(currency.code), {
        style: "currency",
        currency: currency.code,
        maximumFractionDigits: 0,
      });
      if (moneyFormats.size < 500) moneyFormats.set(currency.code, format);
    }
    return format.format(amount);
  } catch {
    return `${currency.code} ${amount.toLocaleString(groupingLocale(currency.code))}`;
  }
}

/** "₹28,00,000 a year": the annual CTC in the post's currency. */
export function formatSalary(salary: number, currency: { code: string }): string {
  return `${formatMoney(salary, currency)} a year`;
}

/** What a card says of a post without a salary. */
export const NO_SALARY_TEXT = "Salary not disclosed";

export const likeCountText = (count: number) => `${count} ${count === 1 ? "like" : "likes"}`;

export function JobCard({
  post,
  headingLevel = "h3",
  detail,
  actions,
  linkTitle = true,
}: {
  post: JobCardPost;
  headingLevel?: "h2" | "h3";
  detail?: React.ReactNode;
  actions?: React.ReactNode;
  linkTitle?: boolean;
}) {
  const places = post.cities.join(", ");
  const poster = post.posted_by;
  const facts = [
    JOB_TYPE_LABELS[post.job_type] ?? post.job_type,
    EMPLOYMENT_TYPE_LABELS[post.employment_type] ?? post.employment_type,
    describeExperience(post.min_experience_years, post.min_experience_months),
  ];
  // Plain elements with the static `jl-job*` classes of static-classes.ts (served once in the global
  // stylesheet): cards come in lists, and Chakra style props cost a style serialisation each
  // per render (DESIGN.md, performance notes).
  const Title = headingLevel;
  return (
    <article className="jl-job">
      <div className="jl-job__head">
        <div className="jl-job__title-row">
          <Title className="jl-job__title">
            {linkTitle ? <Link to={jobDetailsPath(post.id)}>{post.title}</Link> : post.title}
          </Title>
          {post.status === "closed" ? <span className={badgeClass("subtle", "gray")}>Closed</span> : null}
        </div>
        <p className="jl-job__company">
          {/* The logo of the company's own account, when it has claimed the company. */}
          {post.company_logo ? (
            <img
              className="jl-job__logo"
              src={post.company_logo}
              alt=""
              width={20}
              height={20}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          {post.company_name}
          {post.employer_verified ? <VerifiedBadge /> : null}
        </p>
        {post.employer_verified === false ? <NotVerifiedNote className="jl-job__muted" /> : null}
        {places ? <p className="jl-job__muted">{places}</p> : null}
      </div>
      <p className="jl-job__small">{facts.join(" · ")}</p>
      <p className="jl-job__small" data-testid="salary">
        {post.salary != null ? (
          formatSalary(post.salary, { code: post.currency_code })
        ) : (
          <span className="jl-muted">{NO_SALARY_TEXT}</span>
        )}
      </p>
      {post.skill_match ? (
        <p className="jl-job__small" data-testid="skill-match">
          {skillMatchText(post.skill_match)}
        </p>
      ) : null}
      {detail ? <div className="jl-job__small">{detail}</div> : null}
      <div className="jl-job__byline">
        <UserAvatar name={poster.name} src={poster.profile_pic} size="xs" />
        <p className="jl-job__byline-text">
          {`Posted ${post.posted_time_ago} by `}
          <Link to={posterPath(poster)}>{poster.name}</Link>
          <span aria-hidden="true" className="jl-job__dot">
            ·
          </span>
          <span data-testid="like-count" className="jl-job__nowrap">
            {likeCountText(post.like_count)}
          </span>
        </p>
      </div>
      {actions ? <div>{actions}</div> : null}
    </article>
  );
}
