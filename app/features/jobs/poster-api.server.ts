import type { ScreeningFilter } from "#app/forms/jobs/screening.form.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import type { PageQuery } from "#app/upstream/paged.ts";
import type { ApplicationFilter, ApplicationSort } from "#app/contract/referrals.ts";
import type { JobPostInput, JobPostUpdateInput } from "./jobs.api.ts";
import type { JobPostStatus } from "#app/contract/jobs.ts";
import type { PosterCloseReason } from "./jobs.api.ts";

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
    setStatus: (id: number, status: JobPostStatus, reason?: PosterCloseReason) =>
      jobs.setStatus({ job_post_id: id }, status, undefined, reason),
    extend: (id: number) => jobs.extend({ job_post_id: id }),
    repostAsNew: (id: number) => jobs.repostAsNew({ job_post_id: id }),
    delete: async (id: number) => (await jobs.delete({ job_post_id: id })).message,
    /** The poster's own posts; pages by keyset (`position` from listPosition in ui/pagination). */
    mine: (position: PageQuery) => jobs.mine(position),
    /** The applications to the post by status filter and screening (decision 167), newest or oldest first; pages by keyset. */
    responses: (
      id: number,
      status: ApplicationFilter,
      sort: ApplicationSort,
      position: PageQuery,
      screening: ScreeningFilter = "all",
    ) =>
      referrals.list({ job_post_id: id, status, sort, ...(screening === "meets" ? { screening } : {}), ...position }),
    /** Who reposted the post; pages by keyset (`position` from listPosition in ui/pagination). */
    repostedBy: (id: number, position: PageQuery) => jobs.repostedBy({ job_post_id: id, ...position }),
    /** The post's views, viewers, appearances and applications of the last 30 days. */
    stats: (id: number) => jobs.stats({ job_post_id: id }),
  };
}
