/** `/api/seo/*` (public, decision 170): the sitemaps' lists and the job search feed's jobs. */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { feedJobsPageQuery, SEO_MESSAGES as M, seoApi as api } from "#app/contract/seo.ts";
import { ok, okAnswer, type AppEnv } from "#app/backend/lib/http.ts";
import { pageRequest, pagedBody } from "#app/backend/lib/paging.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseQuery } from "#app/backend/lib/validation.ts";
import { jobFiltersOf, resolveJobFilters } from "#app/backend/jobs/filters.ts";
import { openJobs } from "#app/backend/jobs/feeds.ts";
import { JOB_POST_MESSAGES, loadJobPosts, visiblePost } from "#app/backend/jobs/job-post.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { readSitemapPage, sitemapIndex } from "./sitemap.ts";

export function seoRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  on(api.sitemap, async (c) => ok(c, api.sitemap, M.sitemap, await sitemapIndex(s)));

  on(api.sitemapJobs, async (c, { query: { page, after, limit } }) => {
    return ok(c, api.sitemapJobs, M.listed, await readSitemapPage(s, "jobs", page, after, limit));
  });

  on(api.sitemapCompanies, async (c, { query: { page, after, limit } }) => {
    return ok(c, api.sitemapCompanies, M.listed, await readSitemapPage(s, "companies", page, after, limit));
  });

  // Read by chat apps' link previews: not a view of the post (decision 164).
  on(api.shareCard, async (c, { query: { job_post_id: id } }) => {
    await visiblePost(s.db, id, null);
    const [post] = await loadJobPosts(s.db, [id], null, s.now(), "card");
    if (!post) throw new ApiError(404, JOB_POST_MESSAGES.notFound);
    return ok(c, api.shareCard, M.card, post);
  });

  // Read by feed readers, not people: the jobs do not count as appearances (decision 164).
  on(api.feedJobs, async (c) => {
    const { page_size: pageSize } = parseQuery(c, feedJobsPageQuery);
    const filters = jobFiltersOf(c);
    const echo = await resolveJobFilters(s.db, filters);
    const paged = await openJobs(s, null, pageRequest(1, {}, pageSize), filters, "card");
    return okAnswer(c, api.feedJobs, { ...pagedBody(M.jobs, paged), filters: echo });
  });

  return app;
}
