/** The statuses of an application (decision 130), shared by the posts and the applications. */
import { APPLICATION_STATUSES, type ApplicationStatus, type ReferralStatus } from "#app/contract/jobs.ts";
import type { ApplicationFilter } from "#app/contract/referrals.ts";
import type { UserType } from "#app/backend/lib/db/schema.ts";

export { APPLICATION_STATUSES };
/** Open applications: the applicant may still withdraw, the poster still answer. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ["requested", "viewed", "in_review", "interview", "offer"];
/** What the poster's list shows unless asked otherwise (and what `response_count` counts). */
export const ACTIVE_STATUSES: readonly ApplicationStatus[] = [...OPEN_STATUSES, "hired", "referred"];
export type StatusFilter = ApplicationFilter;

/** The first contract's word for a status (`status` of the referral answers). */
export function legacyStatus(status: ApplicationStatus): ReferralStatus {
  if (OPEN_STATUSES.includes(status)) return "pending";
  if (status === "not_selected" || status === "position_closed") return "ignored";
  if (status === "hired") return "referred";
  return status as ReferralStatus;
}

/** Where the poster reads the applications to a post. */
export function applicationsPath(postId: number, posterType: UserType): string {
  return posterType === "corporate"
    ? `/corporate/posts/${postId}/applications`
    : `/post-details/${postId}?tab=responses`;
}
