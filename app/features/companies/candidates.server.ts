/**
 * The company accounts' search of members open to work (`/corporate/candidates`, decision 184):
 * the job filters' skills, locations and experience from the address (the same parameters and
 * search fields as the job filters), the matches of what was typed in a search field, and a page
 * of candidates. A bad filter shows its message next to its field instead of a list.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { filterErrorsOf, loadFilterPanel, readJobFilters } from "#app/features/jobs/job-filters.server.ts";
import { listPosition } from "#app/ui/pagination.tsx";

export type CandidatesData = Awaited<ReturnType<typeof loadCandidates>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadCandidates({ request, context }: Args) {
  const api = context.get(apiContext);
  const { filters, errors } = readJobFilters(request);
  const { skills, locations, experience } = filters;
  const panel = await loadFilterPanel(api, request);
  if (errors) return { candidates: null, errors, panel, filters: { skills, locations, experience } };
  try {
    const candidates = await api.companies.candidates({ skills, locations, experience, ...listPosition(request.url) });
    return { candidates, errors: null, panel, filters: { skills, locations, experience } };
  } catch (error) {
    const refused = filterErrorsOf(error);
    if (!refused) throw error;
    return { candidates: null, errors: refused, panel, filters: { skills, locations, experience } };
  }
}
