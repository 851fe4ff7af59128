/** The job feeds as answers (Atom, decision 170): a job search's and a company's. */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { PAGE_SIZE } from "#app/contract/paging.ts";
import { FEED_ITEMS_MAX } from "#app/contract/seo.ts";
import { hasJobFilters } from "#app/forms/jobs/job-filters.form.ts";
import { readJobFilters } from "#app/features/jobs/job-filters.server.ts";
import { readJobSearchText } from "#app/forms/jobs/job-search.form.ts";
import { describeAlertFilters } from "#app/forms/jobs/job-alerts.form.ts";
import { formatMoney, jobDetailsPath } from "#app/features/jobs/job-card.tsx";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { publicUrlFor } from "#app/ui/share-meta.server.ts";
import { atomFeedXml, type FeedJob } from "./atom.ts";

type Args = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };

/** Feed readers poll: kept a quarter of an hour by caches. */
const FEED_CACHE_CONTROL = "public, max-age=900";

/** The address of a company's jobs feed. */
export function companyFeedPath(companyUserId: number): string {
  return `/profile/corporate/${companyUserId}/jobs.xml`;
}

/** The address of a job search's feed: the jobs page's query on `/jobs/feed.xml`. */
export function jobSearchFeedPath(search: string): string {
  return `/jobs/feed.xml${search}`;
}

function feedResponse(
  request: Request,
  title: string,
  self: string,
  alternate: string,
  jobs: readonly FeedJob[],
): Response {
  const xml = atomFeedXml({
    title,
    self,
    alternate,
    jobUrl: (id) => publicUrlFor(request, jobDetailsPath(id)),
    jobs,
    now: new Date(),
    money: formatMoney,
  });
  return new Response(request.method === "HEAD" ? null : xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": FEED_CACHE_CONTROL },
  });
}

const refused = (status: number, lines: readonly string[]) =>
  new Response(`${lines.join("\n")}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * `/jobs/feed.xml?<the keywords and job filters>`: the newest open jobs a search with those
 * keywords (`q`) and filters shows (the parameters of the job search; others are ignored). A bad
 * filter or keyword text is a 400 that says why.
 */
export async function jobSearchFeedResponse({ request, context }: Args): Promise<Response> {
  const { filters, errors } = readJobFilters(request);
  if (errors) return refused(400, Object.values(errors).flat());
  const url = new URL(request.url);
  const keywords = readJobSearchText(url.searchParams);
  if (keywords.error) return refused(400, [keywords.error]);
  const api = context.get(apiContext);
  try {
    // With keywords, the search's matches (its relaxation too, as the page shows them), newest
    // first: one page of the search (PAGE_SIZE), as a feed reader polls for what is new.
    const list = keywords.text
      ? await api.jobs.search({ q: keywords.text, page_size: PAGE_SIZE, filters: { ...filters, sort: "newest" } })
      : await api.seo.feedJobs({ page_size: FEED_ITEMS_MAX, filters });
    const described = hasJobFilters(filters) && list.filters ? describeAlertFilters(list.filters) : "";
    const about = [keywords.text && `“${keywords.text}”`, described].filter(Boolean).join(", ");
    const title = about ? `Jobs on JobLink: ${about}` : "Jobs on JobLink";
    return feedResponse(
      request,
      title,
      publicUrlFor(request, jobSearchFeedPath(url.search)),
      publicUrlFor(request, `/jobs${url.search}`),
      list.data,
    );
  } catch (error) {
    if (isUpstreamError(error) && error.status === 400) return refused(400, snackbarMessagesFor(error));
    throw error;
  }
}

/** `/profile/corporate/{id}/jobs.xml`: the company's open jobs, newest first. */
export async function companyFeedResponse({ request, params, context }: Args): Promise<Response> {
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id ?? "") || !Number.isSafeInteger(id) || id <= 0)
    return refused(404, ["No company was found at this address."]);
  const api = context.get(apiContext);
  const found = await Promise.all([api.companies.get({ user_id: id }), api.jobs.byUser({ user_id: id })]).catch(
    (error: unknown) => {
      if (isUpstreamError(error) && [400, 403, 404].includes(error.status)) return null;
      throw error;
    },
  );
  if (!found) return refused(404, [`No company was found with the id ${id}.`]);
  const [company, jobs] = found;
  const page = `/profile/corporate/${id}`;
  return feedResponse(
    request,
    `Jobs at ${company.company_name}`,
    publicUrlFor(request, companyFeedPath(id)),
    publicUrlFor(request, page),
    jobs.data,
  );
}
