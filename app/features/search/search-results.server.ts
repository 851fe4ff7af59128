/**
 * The search results page's data (`/search-results`, spec §2 and §9): the search, the type
 * filter, the job filters (Jobs only) and the page of results, or why there are none.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext, memberOf } from "#app/context.ts";
import type { SearchItem } from "#app/contract/search.ts";
import { SEARCH_MAX, SEARCH_TYPES, searchMessages, type SearchTypeFilter } from "#app/forms/search/search.form.ts";
import { isUpstreamError } from "#app/upstream/errors.ts";
import { optional } from "#app/features/dashboards/dashboard.server.ts";
import { loadJobDialogConnections } from "#app/features/jobs/jobs.server.ts";
import { pageParam } from "#app/ui/pagination.tsx";
import { toCardPost, type JobCardPost } from "#app/features/jobs/card-post.ts";
import { NO_JOB_FILTERS } from "#app/forms/jobs/job-filters.form.ts";
import { filterErrorsOf, loadFilterPanel, readJobFilters } from "#app/features/jobs/job-filters.server.ts";

/** A search result as the page shows it: a job as its card. */
export type CardSearchItem = Exclude<SearchItem, { type: "job" }> | { type: "job"; id: number; job: JobCardPost };

function typeFilterOf(value: string | null): SearchTypeFilter {
  return SEARCH_TYPES.find((filter) => filter === value) ?? "all";
}

export async function loadSearchResults({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const url = new URL(request.url);
  const search = (url.searchParams.get("search") ?? "").trim();
  const typeFilter = typeFilterOf(url.searchParams.get("typeFilter") ?? url.searchParams.get("type_filter"));
  const page = pageParam(request.url);
  // The jobs filter takes the job filters and sort of the address (issue 13); the others ignore them.
  const jobs = typeFilter === "jobs";
  const read = jobs ? readJobFilters(request) : { filters: NO_JOB_FILTERS, errors: null };
  const base = { search, typeFilter, filters: read.filters };
  if (!search) return { ...base, state: "prompt" as const };
  // The API says the same; checking first spares a call and keeps the message exact.
  if (search.length > SEARCH_MAX) return { ...base, state: "invalid" as const, message: searchMessages.tooLong };

  const api = context.get(apiContext);
  const viewerType = memberOf(context).type_of_user;
  const panel = jobs ? loadFilterPanel(api, request) : Promise.resolve(null);
  // Awaited below on every path that shows it; a failure on the others must not go unhandled.
  panel.catch(() => {});
  if (read.errors) return { ...base, state: "filters" as const, errors: read.errors, panel: await panel };
  try {
    const [results, me, connections, filterPanel] = await Promise.all([
      api.search.list({ search, typeFilter, page, filters: jobs ? read.filters : undefined }),
      // Your own id, so you are not offered a Connect button with yourself.
      viewerType === "individual" ? optional(api.accounts.me()) : Promise.resolve(null),
      loadJobDialogConnections(request, context),
      panel,
    ]);
    // Job results as cards (the description and the rest are for the job's own page).
    const data = results.data.map((item): CardSearchItem =>
      item.type === "job" ? { ...item, job: toCardPost(item.job) } : item,
    );
    return {
      ...base,
      state: "results" as const,
      results: { ...results, data },
      viewerType,
      myId: me?.id ?? null,
      connections,
      panel: filterPanel,
    };
  } catch (error) {
    if (!isUpstreamError(error) || error.status === 401) throw error;
    const refused = filterErrorsOf(error);
    if (jobs && refused) return { ...base, state: "filters" as const, errors: refused, panel: await panel };
    const fieldMessage = error.fieldErrors.search?.[0] ?? error.fieldErrors.typeFilter?.[0];
    if (error.status === 400 && fieldMessage) return { ...base, state: "invalid" as const, message: fieldMessage };
    console.warn(`Search failed: ${error.status} ${error.message}`);
    return { ...base, state: "unavailable" as const };
  }
}

export type SearchResultsData = Awaited<ReturnType<typeof loadSearchResults>>;
