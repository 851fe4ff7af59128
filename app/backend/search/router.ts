/** `/api/search/list/` (bearer, either account type). */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { searchApi, searchQuery } from "#app/contract/search.ts";
import { fieldError } from "#app/backend/lib/envelope.ts";
import { okAnswer, type AppEnv } from "#app/backend/lib/http.ts";
import { jobFiltersOf, resolveJobFilters } from "#app/backend/jobs/filters.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseWith } from "#app/backend/lib/validation.ts";
import { filtersJobs, SEARCH_MESSAGES as M, search } from "./service.ts";

export function searchRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  on(searchApi.list, async (c, { viewer }) => {
    const raw = c.req.query();
    // `type_filter` is an alias of `typeFilter`; empty means the default.
    const typeFilter = raw.typeFilter ?? raw.type_filter;
    const query = parseWith(searchQuery, {
      search: raw.search,
      typeFilter: typeFilter === undefined || typeFilter.trim() === "" ? undefined : typeFilter.trim(),
      page: raw.page,
      view: raw.view,
    });
    // Job filters and sort (docs/decisions/129-job-filters.md) apply to a search of jobs only.
    const filters = jobFiltersOf(c);
    const type = query.typeFilter ?? "all";
    if (type !== "jobs" && filtersJobs(filters)) throw fieldError("typeFilter", M.jobFiltersOnly);
    const echo = await resolveJobFilters(s.db, filters);
    const result = await search(s, viewer.userId, query.search, type, query.page, filters, query.view);
    // Each job shown counts an appearance for its poster (decision 164).
    s.postStats.appeared(result.items.flatMap((item) => (item.type === "job" ? [item.job] : [])));
    return okAnswer(c, searchApi.list, {
      result: true,
      message: M.listed,
      data: result.items,
      page: result.page,
      page_size: result.page_size,
      total: result.total,
      total_capped: result.total_capped,
      has_next: result.has_next,
      counts: result.counts,
      counts_capped: result.counts_capped,
      filters: echo,
    });
  });

  return app;
}
