/**
 * Types of the search part of the API contract (docs/api-contract.md "Messages, search and
 * dashboards (issue 5)", section Search).
 */
import type { JobFilters } from "../forms/job-filters.ts";
import type { JobFiltersEcho, JobPost } from "../contract/job-post.ts";
import type { ConnectionStatus, PersonSummary } from "../contract/common.ts";
import type { MasterItem } from "./types.ts";

/** What to search in (spec §9: `all` by default). */
export type SearchTypeFilter = "all" | "people" | "companies" | "jobs";

/** Every type filter, in the order the screens show them. */
export const SEARCH_TYPE_FILTER_VALUES: readonly SearchTypeFilter[] = ["all", "people", "companies", "jobs"];

/** Query of GET /api/search/list/: `search` is 1..100 characters after trimming; `filters` (job filters and sort) only with `typeFilter: "jobs"`. */
export type SearchQuery = { search: string; typeFilter?: SearchTypeFilter; page?: number; filters?: JobFilters };

/** A member found: their summary, where the viewer stands with them, the current job and city. */
export type SearchPerson = PersonSummary & {
  status: ConnectionStatus;
  /** The current "Title at Company", or null. */
  headline: string | null;
  city: string | null;
};

/** A company found (`user_id` is the corporate account, for /profile/corporate/{user_id}). */
export type SearchCompany = {
  user_id: number;
  company_id: number;
  name: string;
  logo: string | null;
  about: string | null;
  sector: MasterItem | null;
  city: string | null;
  employee_count: number;
};

/** One result: a person, a company or an open job post. */
export type SearchItem =
  | { type: "person"; id: number; person: SearchPerson }
  | { type: "company"; id: number; company: SearchCompany }
  | { type: "job"; id: number; job: JobPost };

/** How many results each type filter has for the search. */
export type SearchCounts = { all: number; people: number; companies: number; jobs: number };

/** What `api.search.list` resolves with: one page (10 a page) plus the counts per type. */
export type SearchResults = {
  data: SearchItem[];
  page: number;
  page_size: number;
  total: number;
  /** `total` stopped at the cap, or (with job filters) the text matches more posts than were filtered: "N+". */
  total_capped: boolean;
  has_next: boolean;
  counts: SearchCounts;
  /** Where a count stopped at the API's cap (there are more matches than it says). */
  counts_capped: { [K in keyof SearchCounts]: boolean };
  /** The job filters as the API understood them (null when it did not say). */
  filters: JobFiltersEcho | null;
};
