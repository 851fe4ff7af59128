/**
 * Loader helpers for the job filters (issue 13, decision 129) of `/individual/jobs` and the jobs
 * filter of `/search-results`: the filters read from the address (a GET form's empty fields are
 * cleaned away with a redirect, so the address is short to share), the options of the filter
 * panel (the currencies; locations, skills, companies, sectors and domains found by name), and an API
 * refusal of a filter turned into messages next to the panel's fields.
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
} from "#app/forms/jobs/job-filters.form.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import { isUpstreamError } from "#app/upstream/errors.ts";
import { SEARCH_FILTERS, SEARCH_PARAMS, type FilterPanelData, type SearchFilter } from "./job-filters.tsx";

/** The longest name search the panel sends (the master lists' titles are at most 100). */
const SEARCH_MAX = 100;
/** Entries offered for one search. */
const MATCHES = 8;

/** The master list each search field of the panel looks in, by the filter it adds to. */
const SEARCHED = {
  locations: "location",
  skills: "skill",
  company: "company",
  sector: "sector",
  domain: "domain",
} as const;

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

/**
 * The options of the filter panel (the currencies), and the entries of the other lists (locations,
 * skills, companies, sectors, domains) that match what was typed in their search field
 * (`location_search`, `skill_search`, `company_search`, `sector_search`, `domain_search`).
 */
export async function loadFilterPanel(api: UpstreamApi, request: Request): Promise<FilterPanelData> {
  const params = new URL(request.url).searchParams;
  const searches: FilterPanelData["searches"] = {};
  for (const name of SEARCH_FILTERS) {
    const search = (params.get(SEARCH_PARAMS[name]) ?? "").trim().slice(0, SEARCH_MAX);
    if (search) searches[name] = search;
  }
  const matches: FilterPanelData["matches"] = {};
  const find = async (name: SearchFilter, search: string) => {
    const found = await api.master.list(SEARCHED[name], { search, limit: MATCHES });
    matches[name] = found.map((item) => ({
      value: item.id,
      label: "city" in item ? `${item.city}, ${item.state}` : (item as { title: string }).title,
    }));
  };
  const [currencies] = await Promise.all([
    currencyOptions(api),
    ...SEARCH_FILTERS.map((name) => {
      const search = searches[name];
      return search ? find(name, search) : null;
    }),
  ]);
  return {
    options: { currencies },
    searches,
    matches,
  };
}

/**
 * How long this process reuses the currency options. The list is master data that changes only
 * with a release (the master lists are loaded at start-up); asking the API for it on every view of
 * a jobs tab cost a call per page (issue 9).
 */
export const CURRENCY_OPTIONS_TTL_MS = 60_000;
let currencyCache: { until: number; options: Promise<FilterPanelData["options"]["currencies"]> } | null = null;

function currencyOptions(api: UpstreamApi): Promise<FilterPanelData["options"]["currencies"]> {
  const now = Date.now();
  if (currencyCache && currencyCache.until > now) return currencyCache.options;
  const options = api.master
    .currencies()
    .then((list) => list.map((currency) => ({ value: currency.id, label: currency.code })));
  const entry = { until: now + CURRENCY_OPTIONS_TTL_MS, options };
  currencyCache = entry;
  // A failed read is not kept: the next page asks again.
  options.catch(() => {
    if (currencyCache === entry) currencyCache = null;
  });
  return options;
}

/** Forgets the currency options (tests). */
export function forgetCurrencyOptions(): void {
  currencyCache = null;
}
