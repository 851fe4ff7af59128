import type { UpstreamApi } from "~/upstream/api";
import type { ReferralAnswer } from "~/features/jobs/job-post-intent.form";
import type { PageQuery } from "~/upstream/paged";
import type { ApplicationFilter } from "~/contract/referrals";
import type { JobPostInput, JobPostUpdateInput } from "~/features/jobs/jobs.api";

/**
 * The calls the poster's screens need, over `api.jobs` (./jobs.api.ts) and `api.referrals`
 * (app/features/referrals/referrals.api.ts),
 * shaped as these screens use them (messages as strings, ids as numbers).
 */
export function posterApi(api: UpstreamApi) {
  const { jobs, referrals } = api;
  return {
    create: (body: JobPostInput) => jobs.create(body),
    read: (id: number) => jobs.read({ job_post_id: id }),
    update: (id: number, body: JobPostUpdateInput) => jobs.update({ job_post_id: id }, body),
    setStatus: (id: number, status: "open" | "closed") => jobs.setStatus({ job_post_id: id }, status),
    delete: async (id: number) => (await jobs.delete({ job_post_id: id })).message,
    /** The poster's own posts; pages by keyset (`position` from listPosition in ui/pagination). */
    mine: (position: PageQuery) => jobs.mine(position),
    /** The applications to the post by status filter; pages by keyset. */
    responses: (id: number, status: ApplicationFilter, position: PageQuery) => referrals.list({ job_post_id: id, status, ...position }),
    response: (referralId: number) => referrals.read({ referral_id: referralId }),
    /** The poster's answer to an application, from any screen that offers it: the API's message. */
    answer: async ({ intent, referral_id }: ReferralAnswer) => {
      if (intent === "refer") return (await referrals.refer({ referral_id })).message;
      if (intent === "ignore") return (await referrals.ignore({ referral_id })).message;
      return (await referrals.setStatus({ referral_id, status: "not_selected" })).message;
    },
    /** Who reposted the post; pages by keyset (`position` from listPosition in ui/pagination). */
    repostedBy: (id: number, position: PageQuery) => jobs.repostedBy({ job_post_id: id, ...position }),
  };
}
