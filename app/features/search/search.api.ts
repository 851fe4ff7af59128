import type { UpstreamClient } from "#app/upstream/client.ts";
import type { CallOptions } from "#app/upstream/calls.ts";
import type { SuccessEnvelope } from "#app/contract/common.ts";
import type { JobFilters } from "#app/forms/jobs/job-filters.form.ts";
import type { JobFiltersEcho } from "#app/contract/jobs.ts";
import type { z } from "zod";
import type { QueryOf } from "#app/contract/endpoint.ts";
import {
  type SearchAnswer,
  searchApi as searchContract,
  type SearchCounts,
  type SearchItem,
  type searchQuery,
} from "#app/contract/search.ts";
import { filterQuery } from "#app/features/jobs/jobs.api.ts";

/** What `list` takes: `search` is 1..100 characters after trimming; `filters` (job filters and sort) only with `typeFilter: "jobs"`. */
export type SearchQuery = Pick<z.input<typeof searchQuery>, "search" | "typeFilter"> &
  Pick<QueryOf<typeof searchContract.list>, "page"> & { filters?: JobFilters };

/** What `list` resolves with: one page (10 a page) plus the counts per type (`filters` null when the API did not say). */
export type SearchResults = Omit<SearchAnswer, "result" | "message" | "filters"> & { filters: JobFiltersEcho | null };

/** The answer's fields beside `data`, each read defensively (a remote API may leave one out). */
type PageFields = Partial<Omit<SearchAnswer, "result" | "message" | "data" | "counts" | "counts_capped">> & {
  counts?: Partial<SearchCounts>;
  counts_capped?: Partial<SearchAnswer["counts_capped"]>;
};

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0);

/**
 * Search across people, companies and open job posts (issue 5, either account type).
 * See app/contract/search.ts. Rejects with an `UpstreamError` on 400–599 (400
 * `errors.search` "This is Required." / "Search must be at most 100 characters.", or
 * `errors.typeFilter`).
 */
export function searchCalls(client: UpstreamClient) {
  return {
    /**
     * One page of results (10 a page), ranked by relevance, with the counts per type filter.
     * `search` is sent trimmed; `typeFilter` defaults to `all` on the server; jobs come as cards (`view=card`).
     */
    list: async (query: SearchQuery, options?: CallOptions): Promise<SearchResults> => {
      const envelope: SuccessEnvelope<SearchItem[]> & PageFields = await client.send(searchContract.list, {
        // The results show each job as its card: only what a card shows is asked for (decision 143).
        query: {
          search: query.search.trim(),
          typeFilter: query.typeFilter,
          page: query.page,
          view: "card",
          ...filterQuery(query.filters),
        },
        signal: options?.signal,
      });
      const data = Array.isArray(envelope.data) ? envelope.data : [];
      const counts = envelope.counts ?? {};
      const capped = envelope.counts_capped ?? {};
      return {
        data,
        page: typeof envelope.page === "number" ? envelope.page : Number(query.page ?? 1),
        page_size: envelope.page_size ?? data.length,
        total: envelope.total ?? data.length,
        total_capped: envelope.total_capped === true,
        has_next: envelope.has_next ?? false,
        counts: {
          all: count(counts.all),
          people: count(counts.people),
          companies: count(counts.companies),
          jobs: count(counts.jobs),
        },
        counts_capped: {
          all: capped.all === true,
          people: capped.people === true,
          companies: capped.companies === true,
          jobs: capped.jobs === true,
        },
        filters: envelope.filters ?? null,
      };
    },
  };
}
