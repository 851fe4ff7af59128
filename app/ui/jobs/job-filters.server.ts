/**
 * Loader helpers for the job filters (issue 13, decision 129) of `/individual/jobs` and the jobs
 * filter of `/search-results`: the filters read from the address (a GET form's empty fields are
 * cleaned away with a redirect, so the address is short to share), the options of the filter
 * panel (master lists; companies found by name with `company_search`), and an API refusal of a
 * filter turned into messages next to the panel's fields.
 */
import { redirect } from "react-router";
import {
  JOB_FILTER_PARAMS,
  jobFilterInput,
  NO_JOB_FILTERS,
  parseJobFilters,
  withoutEmptyParams,
  type JobFilterErrors,
  type JobFilters,
} from "~/forms/job-filters";
import type { UpstreamApi } from "~/upstream/api";
import { isUpstreamError } from "~/upstream/errors";
import { masterOptions } from "~/ui/profile/profile.server";
import type { FilterOptions, FilterPanelData } from "./job-filters";

/** The longest company name search the panel sends (the master list's titles are at most 100). */
const COMPANY_SEARCH_MAX = 100;
/** Companies offered for one search. */
const COMPANY_MATCHES = 8;

/**
 * The filters of the address. Throws a redirect to the same address without its empty values
 * (`salary_min=&locations=` from a form sent without JavaScript). `errors` holds the messages of
 * bad values (the list is then not asked for).
 */
export function readJobFilters(request: Request): { filters: JobFilters; errors: JobFilterErrors | null } {
  const url = new URL(request.url);
  const cleaned = withoutEmptyParams(url.searchParams);
  if (cleaned && !url.pathname.endsWith(".data")) {
    const search = cleaned.toString();
    throw redirect(search ? `${url.pathname}?${search}` : url.pathname);
  }
  const parsed = parseJobFilters(jobFilterInput(url.searchParams));
  return parsed.ok ? { filters: parsed.filters, errors: null } : { filters: NO_JOB_FILTERS, errors: parsed.errors };
}

/** The filter messages of an API refusal (400 with errors on filter parameters), else null. */
export function filterErrorsOf(error: unknown): JobFilterErrors | null {
  if (!isUpstreamError(error) || error.status !== 400) return null;
  const errors: JobFilterErrors = {};
  for (const name of JOB_FILTER_PARAMS) {
    const messages = error.fieldErrors[name];
    if (messages?.length) errors[name] = messages;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The options of the filter panel, and the companies matching `company_search` when it is set. */
export async function loadFilterPanel(api: UpstreamApi, request: Request): Promise<FilterPanelData> {
  const companySearch = (new URL(request.url).searchParams.get("company_search") ?? "").trim().slice(0, COMPANY_SEARCH_MAX);
  const [locations, skills, sectors, domains, currencies, companies] = await Promise.all([
    masterOptions(api, "location"),
    masterOptions(api, "skill"),
    masterOptions(api, "sector"),
    masterOptions(api, "domain"),
    api.master.currencies(),
    companySearch ? api.master.companies({ search: companySearch, limit: COMPANY_MATCHES }) : Promise.resolve([]),
  ]);
  const options: FilterOptions = {
    locations,
    skills,
    sectors,
    domains,
    currencies: currencies.map((currency) => ({ value: currency.id, label: `${currency.code} (${currency.title})`, code: currency.code })),
  };
  return { options, companySearch, companyMatches: companies.map((company) => ({ value: company.id, label: company.title })) };
}
