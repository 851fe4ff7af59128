import type { z } from "zod";
import type { Paged } from "#app/contract/common.ts";
import type { ItemOf, QueryInput } from "#app/contract/endpoint.ts";
import type { ContractEndpoint } from "#app/contract/index.ts";
import type { keysetFields, pageSizeField } from "#app/contract/paging.ts";
import type { RequestOptions, UpstreamClient } from "./client.ts";

/** A paged list as the wrappers resolve it: the items plus the paging fields of the envelope (app/contract/common.ts). */
export type { Paged };

/**
 * Where a list page starts: its number, and the cursor of a keyset list (see ListPosition in
 * ui/pagination); and the page size. The paging parameters of app/contract/paging.ts.
 */
export type PageQuery = QueryInput<z.ZodObject<typeof keysetFields & { page_size: typeof pageSizeField }>>;

/** The query parameters of a {@link PageQuery} (absent ones left out). */
export function position(query: PageQuery): PageQuery {
  return { page: query.page, cursor: query.cursor, before: query.before, page_size: query.page_size };
}

type PageFields = Omit<Paged<unknown>, "data">;

/**
 * GETs a paged list (spec: lists take a page parameter) of an endpoint, like `client.send`:
 * `getPaged(client, referralApi.list, …)`. Fills paging fields the API left out.
 */
export async function getPaged<E extends ContractEndpoint & { method: "GET" }>(
  client: UpstreamClient,
  endpoint: E,
  query: RequestOptions["query"],
  options?: { signal?: AbortSignal },
): Promise<Paged<ItemOf<E>>> {
  return pagedOf<ItemOf<E>>(await client.send(endpoint, { query, signal: options?.signal }), query);
}

/** A paged list from its envelope, with the paging fields the API left out filled in. */
export function pagedOf<T>(
  envelope: { data?: unknown } & Partial<PageFields>,
  query: RequestOptions["query"],
): Paged<T> {
  const data = (Array.isArray(envelope.data) ? envelope.data : []) as T[];
  const asked = Number((query as Record<string, unknown> | undefined)?.page ?? 1) || 1;
  return {
    data,
    page: typeof envelope.page === "number" ? envelope.page : asked,
    page_size: envelope.page_size ?? data.length,
    total: envelope.total ?? data.length,
    has_next: envelope.has_next ?? false,
    next_cursor: typeof envelope.next_cursor === "string" ? envelope.next_cursor : null,
    prev_cursor: typeof envelope.prev_cursor === "string" ? envelope.prev_cursor : null,
    total_capped: envelope.total_capped === true,
  };
}
