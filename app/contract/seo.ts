/**
 * The contract of what crawlers and feed readers read (issue 33, decision 170): `/api/seo/*`,
 * public. The sitemaps' lists of open jobs and company pages, in ranges of ids, and the newest
 * open jobs of a job search for its feed.
 */
import { z } from "zod";
import { envelope, id, pagedEnvelope, timestamp } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { jobFilterQueryShape, jobFiltersEcho, jobPostCard, jobPostIdQuery } from "./jobs.ts";

/**
 * A sitemap holds at most 50,000 URLs (sitemaps.org): sitemap page `n` of a kind lists the
 * pages of the ids from (n − 1) × 50,000 + 1 to n × 50,000, so no page can pass the limit.
 */
export const SITEMAP_URLS_PER_PAGE = 50_000;
/** The most rows one read of a sitemap page answers (a page is streamed in reads of this many). */
export const SITEMAP_READ_MAX = 5_000;
/** The most jobs a feed carries. */
export const FEED_ITEMS_MAX = 50;

export const SEO_MESSAGES = {
  sitemap: "Sitemap pages listed.",
  listed: "Pages listed.",
  jobs: "Jobs listed.",
  card: "Job post loaded.",
  page: "Enter a sitemap page from 1 to 100000.",
  after: "Enter a valid id.",
  limit: `Enter a limit from 1 to ${SITEMAP_READ_MAX}.`,
  pageSize: `Enter a page size from 1 to ${FEED_ITEMS_MAX}.`,
} as const;

/** A whole number from 1 to `max` as query text; absent is `fallback` (undefined: required). */
function wholeNumberQuery(max: number, message: string, fallback?: number) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if ((value === undefined || value === "") && fallback !== undefined) return fallback;
      const n = Number(value);
      if (value === undefined || !/^\d{1,7}$/.test(value) || n < 1 || n > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });
}

export const sitemapKinds = ["jobs", "companies"] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

/** The index: the pages of each kind that list at least one URL. */
export const sitemapIndex = z
  .strictObject({
    jobs: z.array(z.number().int().positive()),
    companies: z.array(z.number().int().positive()),
  })
  .meta({ id: "SitemapIndex" });
export type SitemapIndex = z.output<typeof sitemapIndex>;

/** A URL of a sitemap page: the job post's or company page's id, and when it last changed. */
export const sitemapEntry = z.strictObject({ id, lastmod: timestamp }).meta({ id: "SitemapEntry" });
export type SitemapEntry = z.output<typeof sitemapEntry>;

export const sitemapPageQuery = z.object({
  page: wholeNumberQuery(100_000, SEO_MESSAGES.page),
  /** Continue after this id (the previous read's `next_after`). */
  after: wholeNumberQuery(2_147_483_647, SEO_MESSAGES.after, 0),
  limit: wholeNumberQuery(SITEMAP_READ_MAX, SEO_MESSAGES.limit, 1000),
});

export const sitemapRead = z
  .strictObject({
    items: z.array(sitemapEntry),
    /** Where the next read of the same page starts; null: the page is done. */
    next_after: id.nullable(),
  })
  .meta({ id: "SitemapRead" });
export type SitemapRead = z.output<typeof sitemapRead>;

/** The feed's page size (what the backend parses; the job filters are read as job lists read them). */
export const feedJobsPageQuery = z.object({ page_size: wholeNumberQuery(FEED_ITEMS_MAX, SEO_MESSAGES.pageSize, 20) });
export const feedJobsQuery = feedJobsPageQuery.extend(jobFilterQueryShape);

export const seoApi = {
  sitemap: endpoint({
    method: "GET",
    path: "/api/seo/sitemap/",
    summary:
      "The sitemap pages of open jobs and of company pages that list any URL (page n: the ids from (n − 1) × 50000 + 1 to n × 50000).",
    auth: "public",
    response: envelope(sitemapIndex),
  }),
  sitemapJobs: endpoint({
    method: "GET",
    path: "/api/seo/sitemap/jobs/",
    summary: "One read of a sitemap page of open jobs: ids after `after`, in id order, with when each last changed.",
    auth: "public",
    query: sitemapPageQuery,
    response: envelope(sitemapRead),
  }),
  sitemapCompanies: endpoint({
    method: "GET",
    path: "/api/seo/sitemap/companies/",
    summary: "One read of a sitemap page of company pages (ids of the corporate accounts), in id order.",
    auth: "public",
    query: sitemapPageQuery,
    response: envelope(sitemapRead),
  }),
  shareCard: endpoint({
    method: "GET",
    path: "/api/seo/card/",
    summary:
      "A post as its share card shows it (as a visitor sees it): read by chat apps' previews, not counted as a view.",
    auth: "public",
    query: jobPostIdQuery,
    response: envelope(jobPostCard),
  }),
  feedJobs: endpoint({
    method: "GET",
    path: "/api/seo/jobs/",
    summary:
      "The newest open jobs that meet the job filters (every poster), as cards: what a job search's feed carries.",
    auth: "public",
    query: feedJobsQuery,
    response: pagedEnvelope(jobPostCard, { filters: jobFiltersEcho }),
  }),
};
