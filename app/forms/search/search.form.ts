/**
 * The search rules shared by the header's search box, the results page and the API
 * (`GET /api/search/list/`): what to search in, and the longest search. Plain values only.
 */

/** What to search in (`all` by default), in the order the screens show them. */
export const SEARCH_TYPES = ["all", "people", "companies", "jobs"] as const;
export type SearchTypeFilter = (typeof SEARCH_TYPES)[number];

/** The longest search, in characters after trimming. */
export const SEARCH_MAX = 100;

export const searchMessages = {
  tooLong: `Search must be at most ${SEARCH_MAX} characters.`,
  badType: "Choose all, people, companies or jobs.",
  jobFiltersOnly: "Job filters and sorting need typeFilter=jobs.",
} as const;
