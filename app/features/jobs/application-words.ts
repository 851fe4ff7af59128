import type { JobPost } from "#app/contract/jobs.ts";

/**
 * How the one application record reads by who posted (decision 165): a company's post is applied
 * to ("Apply"), a member's is a referral request ("Ask for a referral").
 */
export function applicationWords(post: { posted_by?: Pick<JobPost["posted_by"], "type_of_user"> }) {
  return post.posted_by?.type_of_user === "corporate"
    ? ({ action: "Apply", about: "to", submit: "Send application" } as const)
    : ({ action: "Ask for a referral", about: "for", submit: "Send request" } as const);
}
