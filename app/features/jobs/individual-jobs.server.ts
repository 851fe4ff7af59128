/**
 * A member's jobs (`/individual/jobs`, spec §2): one of the lists (suggested, applied, my
 * company, saved) narrowed by the address's filters and sort, the filter panel, and the
 * connections the recommend dialog lists. With keywords (`q`, issue 33) the first tab is the job
 * search instead of the suggestions (the same as `/jobs`); the other tabs leave them aside.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { hasJobFilters, type JobFilterErrors } from "#app/forms/jobs/job-filters.form.ts";
import type { FilteredPaged } from "./jobs.api.ts";
import type { AppliedJobPostCard, JobPostCard, SavedJobPostCard } from "#app/contract/jobs.ts";
import { filterErrorsOf, loadFilterPanel, readJobFilters } from "./job-filters.server.ts";
import { loadJobDialogConnections } from "./jobs.server.ts";
import { jobTabOf } from "./job-tabs.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import { CARDS_PER_PAGE, toCardList } from "./card-post.ts";
import { readJobSearchText } from "#app/forms/jobs/job-search.form.ts";
import { searchJobsFor } from "./public-jobs.server.ts";

export type IndividualJobsData = Awaited<ReturnType<typeof loadIndividualJobs>>;

export async function loadIndividualJobs({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const api = context.get(apiContext);
  const tab = jobTabOf(request.url);
  // The filters and sort of the address (issue 13); bad values are shown next to the panel's
  // fields, and the list is not asked for.
  const { filters, errors } = readJobFilters(request);
  const keywords = readJobSearchText(new URL(request.url).searchParams);
  if (tab === "suggested" && (keywords.text || keywords.error)) {
    const [found, connections, panel] = await Promise.all([
      searchJobsFor({ request, context }, filters, errors),
      loadJobDialogConnections(request, context),
      loadFilterPanel(api, request),
    ]);
    const list = found.list ? { ...found.list, filters: hasJobFilters(filters) ? found.list.filters : null } : null;
    return {
      tab,
      list,
      connections,
      filters,
      errors: found.errors,
      panel,
      keywords: found.keywords,
      query: found.list?.query ?? null,
    };
  }
  // Applied, my company and saved page by keyset (`?page=&cursor=` / `&before=`); suggested (ranked),
  // and any list sorted by salary, by number.
  const position = listPosition(request.url);
  const query = {
    ...(filters.sort === "salary" ? { page: position.page } : position),
    page_size: CARDS_PER_PAGE,
    filters,
  };
  const listing = async (): Promise<{
    list: FilteredPaged<JobPostCard | AppliedJobPostCard | SavedJobPostCard> | null;
    errors: JobFilterErrors | null;
  }> => {
    if (errors) return { list: null, errors };
    try {
      const list =
        tab === "applied"
          ? await api.jobs.applied(query)
          : tab === "my_company"
            ? await api.jobs.myCompany(query)
            : tab === "saved"
              ? await api.jobs.saved(query)
              : tab === "following"
                ? await api.jobs.following(query)
                : await api.jobs.suggested({ page: position.page, page_size: CARDS_PER_PAGE, filters });
      return { list, errors: null };
    } catch (error) {
      const refused = filterErrorsOf(error);
      if (!refused) throw error;
      return { list: null, errors: refused };
    }
  };
  const [listed, connections, panel] = await Promise.all([
    listing(),
    loadJobDialogConnections(request, context),
    loadFilterPanel(api, request),
  ]);
  // Applied items also carry `applied_on` and the application (card-post.ts `CardOf`).
  // The API's echo of the filters (their titles, for the active filters' chips) only when there are some.
  const list = listed.list
    ? { ...toCardList(listed.list), filters: hasJobFilters(filters) ? listed.list.filters : null }
    : null;
  return {
    tab,
    list,
    connections,
    filters,
    errors: listed.errors,
    panel,
    keywords: { text: "", error: null as string | null },
    query: null,
  };
}
