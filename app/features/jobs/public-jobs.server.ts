/**
 * The public job search (`/jobs`, issue 33): for visitors and members, the keywords (`q`) and the
 * job filters of the address, one page of open posts by relevance (or newest first without
 * keywords), the filter panel, and the connections the recommend dialog lists.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { filterErrorsOf, loadFilterPanel, readJobFilters } from "./job-filters.server.ts";
import { readJobSearchText } from "#app/forms/jobs/job-search.form.ts";
import { loadJobDialogConnections, viewerTypeOf } from "./jobs.server.ts";
import { CARDS_PER_PAGE, toCardList } from "./card-post.ts";
import { JOB_FILTER_PARAMS, type JobFilterErrors, type JobFilters } from "#app/forms/jobs/job-filters.form.ts";
import type { Share } from "#app/ui/share-meta.ts";
import { publicUrlFor } from "#app/ui/share-meta.server.ts";
import { isUpstreamError } from "#app/upstream/errors.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import { JOB_SEARCH_PARAM } from "#app/forms/jobs/job-search.form.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * One page of the job search for the address's keywords and filters, or the messages of values
 * that cannot be used (the keywords' next to the box, the filters' next to the panel's fields).
 */
export async function searchJobsFor(
  { request, context }: Args,
  filters: JobFilters,
  filterErrors: JobFilterErrors | null,
) {
  const url = new URL(request.url);
  const keywords = readJobSearchText(url.searchParams);
  if (filterErrors || keywords.error) return { list: null, keywords, errors: filterErrors };
  const position = listPosition(request.url);
  try {
    const found = await context.get(apiContext).jobs.search({
      q: keywords.text,
      ...(filters.sort === "salary" ? { page: position.page } : position),
      page_size: CARDS_PER_PAGE,
      filters,
    });
    return { list: { ...toCardList(found), filters: found.filters, query: found.query }, keywords, errors: null };
  } catch (error) {
    const refused = filterErrorsOf(error);
    if (refused) return { list: null, keywords, errors: refused };
    // The keywords refused by the API (the same rule as the page's): next to the box.
    if (isUpstreamError(error) && error.status === 400 && error.fieldErrors[JOB_SEARCH_PARAM]?.length) {
      return {
        list: null,
        keywords: { text: keywords.text, error: error.fieldErrors[JOB_SEARCH_PARAM][0]! },
        errors: null,
      };
    }
    throw error;
  }
}

export type PublicJobsData = Awaited<ReturnType<typeof loadPublicJobs>>;

export async function loadPublicJobs(args: Args) {
  const { request, context } = args;
  const { filters, errors } = readJobFilters(request);
  const [found, connections, panel] = await Promise.all([
    searchJobsFor(args, filters, errors),
    loadJobDialogConnections(request, context),
    loadFilterPanel(context.get(apiContext), request),
  ]);
  const feed = feedOf(request);
  return {
    ...found,
    filters,
    connections,
    panel,
    viewerType: viewerTypeOf(context),
    feed,
    share: shareOf(request, found.keywords.text, feed.href),
  };
}

/** The address's search: its keywords and job filters, without the order and the page. */
function searchOf(request: Request): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URL(request.url).searchParams) {
    const searched =
      name === JOB_SEARCH_PARAM || ((JOB_FILTER_PARAMS as readonly string[]).includes(name) && name !== "sort");
    if (searched && value) kept.append(name, value);
  }
  return kept.size ? `?${kept.toString()}` : "";
}

/**
 * The Atom feed of the newest jobs with the address's keywords and job filters (decision 170;
 * newest first whatever the page's order), as the page's <link rel="alternate"> and link.
 */
function feedOf(request: Request): { path: string; href: string } {
  const path = `${JOBS_FEED_PATH}${searchOf(request)}`;
  return { path, href: publicUrlFor(request, path) };
}

/** What a shared link shows, and the canonical address: the search without its order and page. */
function shareOf(request: Request, keywords: string, feedHref: string): Share {
  return {
    url: publicUrlFor(request, `/jobs${searchOf(request)}`),
    title: keywords ? `“${keywords}” jobs on JobLink` : "Jobs on JobLink",
    description:
      "Open jobs on JobLink: search by keyword, place, skills and company, then apply or ask a member for a referral.",
    feeds: [{ title: "JobLink jobs", href: feedHref }],
  };
}

/** The job search's feed (app/routes/jobs.feed.xml.tsx). */
export const JOBS_FEED_PATH = "/jobs/feed.xml";
