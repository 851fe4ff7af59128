import type { UpstreamClient } from "#app/upstream/client.ts";
import { dataOf, publicCall, type CallOptions } from "#app/upstream/calls.ts";
import { pagedOf } from "#app/upstream/paged.ts";
import type { QueryOf } from "#app/contract/endpoint.ts";
import type { Paged } from "#app/contract/common.ts";
import type { JobFiltersEcho, JobPostCard } from "#app/contract/jobs.ts";
import { type SitemapKind, seoApi } from "#app/contract/seo.ts";
import type { JobFilters } from "#app/forms/jobs/job-filters.form.ts";
import { filterQuery } from "#app/features/jobs/jobs.api.ts";

type SitemapQuery = QueryOf<typeof seoApi.sitemapJobs>;

/** What crawlers and feed readers read: `/api/seo/` (decision 170), public. See app/contract/seo.ts. */
export function seoCalls(client: UpstreamClient) {
  return {
    /** The sitemap pages of each kind that list any URL. */
    sitemap: (options?: CallOptions) => dataOf(client.send(seoApi.sitemap, publicCall(options))),

    /** One read of a sitemap page: up to `limit` URLs after `after`, and where the next read starts. */
    sitemapPage: (kind: SitemapKind, query: SitemapQuery, options?: CallOptions) => {
      const init = publicCall(options, { query: { page: query.page, after: query.after, limit: query.limit } });
      return kind === "jobs"
        ? dataOf(client.send(seoApi.sitemapJobs, init))
        : dataOf(client.send(seoApi.sitemapCompanies, init));
    },

    /** A post as its share card shows it (not counted as a view). */
    shareCard: (query: QueryOf<typeof seoApi.shareCard>, options?: CallOptions) =>
      dataOf(client.send(seoApi.shareCard, publicCall(options, { query: { job_post_id: query.job_post_id } }))),

    /** The newest open jobs that meet the filters (every poster), as cards: a job search's feed. */
    feedJobs: async (
      query: { page_size?: number; filters?: JobFilters },
      options?: CallOptions,
    ): Promise<Paged<JobPostCard> & { filters: JobFiltersEcho | null }> => {
      const params = { page_size: query.page_size, ...filterQuery(query.filters) };
      const envelope = await client.send(seoApi.feedJobs, publicCall(options, { query: params }));
      return { ...pagedOf<JobPostCard>(envelope, params), filters: envelope.filters ?? null };
    },
  };
}
