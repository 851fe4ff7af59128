/** The contract of search across people, companies and open job posts: `GET /api/search/list/`. */
import { z } from "zod";
import { messages } from "#app/forms/fields.ts";
import { SEARCH_MAX, SEARCH_TYPES, searchMessages } from "#app/forms/search/search.form.ts";
import { connectionStatus, id, masterItem, personSummary } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { jobFilterQueryShape, jobFiltersEcho, jobListViewField, jobPost, jobPostCard } from "./jobs.ts";
import { pageField } from "./paging.ts";

/** A member found: their summary, where the caller stands with them, the current job and city. */
export const searchPerson = z
  .strictObject({
    ...personSummary.shape,
    status: connectionStatus,
    /** The current "Title at Company", or null. */
    headline: z.string().nullable(),
    city: z.string().nullable(),
  })
  .meta({ id: "SearchPerson" });
export type SearchPerson = z.output<typeof searchPerson>;

/** A company found (`user_id` is the corporate account, for /profile/corporate/{user_id}). */
export const searchCompany = z
  .strictObject({
    user_id: id,
    company_id: id,
    name: z.string(),
    logo: z.string().nullable(),
    about: z.string(),
    sector: masterItem.nullable(),
    city: z.string().nullable(),
    /** Counted up to 1,000. */
    employee_count: z.number().int(),
    /** There are more than `employee_count` (1,000) employees. */
    employee_count_capped: z.boolean(),
  })
  .meta({ id: "SearchCompany" });
export type SearchCompany = z.output<typeof searchCompany>;

/** One result: a person, a company or an open job post. */
export const searchItem = z
  .discriminatedUnion("type", [
    z.strictObject({ type: z.literal("person"), id, person: searchPerson }),
    z.strictObject({ type: z.literal("company"), id, company: searchCompany }),
    /** `job`: the whole post, or with `view=card` what its card shows (decision 143). */
    z.strictObject({ type: z.literal("job"), id, job: z.union([jobPost, jobPostCard]) }),
  ])
  .meta({ id: "SearchItem" });
export type SearchItem = z.output<typeof searchItem>;

const countsShape = {
  all: z.number().int(),
  people: z.number().int(),
  companies: z.number().int(),
  jobs: z.number().int(),
};
/** How many results each type filter has. */
export const searchCounts = z.strictObject(countsShape);
export type SearchCounts = z.output<typeof searchCounts>;

/** Where a count stopped at the API's cap (there are more matches than it says). */
export const searchCountsCapped = z.strictObject({
  all: z.boolean(),
  people: z.boolean(),
  companies: z.boolean(),
  jobs: z.boolean(),
});
export type SearchCountsCapped = z.output<typeof searchCountsCapped>;

/** The query without the job filters (those apply with `typeFilter=jobs` only; app/forms/jobs/job-filters.form.ts reads them). */
export const searchQuery = z.object({
  search: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(SEARCH_MAX, { error: searchMessages.tooLong }),
  /** `all` by default; `type_filter` is the same. */
  typeFilter: z.enum(SEARCH_TYPES, { error: searchMessages.badType }).optional(),
  page: pageField,
  /** `card`: each job found as its card shows it (decision 143). */
  view: jobListViewField,
});

/** The answer: one page (10 a page) ranked by relevance, with the counts per type filter. */
export const searchAnswer = z.strictObject({
  result: z.literal(true),
  message: z.string(),
  data: z.array(searchItem),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  /** `total` stopped at the cap, or (with job filters) the text matches more posts than were filtered: "N+". */
  total_capped: z.boolean(),
  has_next: z.boolean(),
  counts: searchCounts,
  counts_capped: searchCountsCapped,
  /** The job filters as the API understood them. */
  filters: jobFiltersEcho,
});
export type SearchAnswer = z.output<typeof searchAnswer>;

export const searchApi = {
  list: endpoint({
    method: "GET",
    path: "/api/search/list/",
    summary:
      "Searches people, companies and open job posts (1–100 characters), ranked by relevance, 10 a page, with the counts per type; the job filters and sort need `typeFilter=jobs`.",
    auth: "member",
    query: searchQuery.extend({ type_filter: z.enum(SEARCH_TYPES).optional() }).extend(jobFilterQueryShape),
    response: searchAnswer,
  }),
};
