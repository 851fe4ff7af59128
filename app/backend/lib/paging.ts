/**
 * Paged lists: `?page=` (1-based, default 1), 20 items a page, answered as
 * `{ result, message, data: [...], page, page_size, total, has_next, next_cursor, prev_cursor }`.
 *
 * Lists that can grow long page by keyset (docs/decisions/102-queries-at-scale.md): each answer
 * carries `next_cursor` (after its last item) and `prev_cursor` (before its first item), and
 * `?cursor=` / `?before=` continue from there with an index range instead of an OFFSET, so page
 * 5,000 costs what page 1 costs. `page` then only numbers the page for people; without a cursor,
 * `?page=` still works by offset.
 */
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { PAGE_SIZE, type CursorKey, encodeCursor } from "#app/contract/paging.ts";
import type { Paged as ContractPaged } from "#app/contract/common.ts";
import type { Endpoint, ItemOf } from "#app/contract/endpoint.ts";
import { answerJson, type AppContext } from "./http.ts";
import { firstCompiled } from "#app/backend/lib/db/compiled.ts";

// The query fields and the cursors are the contract's (app/contract/paging.ts).
export {
  CURSOR_INVALID,
  PAGE_SIZE,
  cursorField,
  decodeCursor,
  encodeCursor,
  type CursorKey,
} from "#app/contract/paging.ts";

export type PageRequest = {
  page: number;
  limit: number;
  offset: number;
  /** Continue after this position (the next page). */
  after?: CursorKey;
  /** Continue before this position (the previous page). */
  before?: CursorKey;
};

export function pageRequest(
  page: number,
  cursors: { cursor?: CursorKey; before?: CursorKey } = {},
  pageSize = PAGE_SIZE,
): PageRequest {
  const request: PageRequest = { page, limit: pageSize, offset: (page - 1) * pageSize };
  if (cursors.cursor) return { ...request, offset: 0, after: cursors.cursor };
  if (cursors.before) return { ...request, offset: 0, before: cursors.before };
  return request;
}

export type Paged<T> = {
  items: T[];
  page: number;
  total: number;
  /** The total stopped at COUNT_CAP (there are more). */
  totalCapped?: boolean;
  /** Items a page holds when the list was asked for fewer (`page_size`). */
  pageSize?: number;
  /** Set by keyset lists (else has_next comes from the total). */
  hasNext?: boolean;
  nextCursor?: string | null;
  prevCursor?: string | null;
};

/**
 * One page of a list sorted newest first (or oldest first: `order` "asc") by (`time`, `id`) — both
 * columns of an index that starts with the list's filter — by keyset when the request carries a
 * cursor, else by offset. Reads one row more than a page to know whether another follows. Finish
 * with {@link keysetPage}.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function keysetQuery<QB extends SelectQueryBuilder<any, any, any>>(
  query: QB,
  time: string,
  id: string,
  request: PageRequest,
  order: "desc" | "asc" = "desc",
): QB {
  const key = sql`(${sql.ref(time)}, ${sql.ref(id)})`;
  // A previous page is read backwards from its cursor (keysetPage puts it back in order).
  const reverse = order === "desc" ? "asc" : "desc";
  const beyond = (direction: "desc" | "asc") => sql.raw(direction === "desc" ? "<" : ">");
  if (request.after) {
    return query
      .where(sql<boolean>`${key} ${beyond(order)} (${request.after[0]}, ${request.after[1]})`)
      .orderBy(time, order)
      .orderBy(id, order)
      .limit(request.limit + 1) as QB;
  }
  if (request.before) {
    return query
      .where(sql<boolean>`${key} ${beyond(reverse)} (${request.before[0]}, ${request.before[1]})`)
      .orderBy(time, reverse)
      .orderBy(id, reverse)
      .limit(request.limit + 1) as QB;
  }
  return query
    .orderBy(time, order)
    .orderBy(id, order)
    .limit(request.limit + 1)
    .offset(request.offset) as QB;
}

/**
 * The parameters {@link keysetQuery} adds after a statement's own, and the shape they give it
 * (after a cursor, before one, or by page number): a key suffix for `runCompiled`
 * (lib/db/compiled.ts). Change both together.
 */
export function keysetParameters(request: PageRequest): { shape: string; parameters: unknown[] } {
  if (request.after) return { shape: "after", parameters: [request.after[0], request.after[1], request.limit + 1] };
  if (request.before) return { shape: "before", parameters: [request.before[0], request.before[1], request.limit + 1] };
  return { shape: "page", parameters: [request.limit + 1, request.offset] };
}

/**
 * The request for one part of a list read as a union (e.g. a member's connections in either
 * direction): each part, through its own index, reads at most what the whole page could need
 * (offset + a page + 1 rows, from the cursor on), and {@link keysetQuery} on the union then takes
 * the page. Without it the union's order and limit would come after reading every row of both
 * parts (PostgreSQL does not carry the order into a union of joins).
 */
export function unionPartRequest(request: PageRequest): PageRequest {
  return { ...request, limit: request.offset + request.limit, offset: 0 };
}

/**
 * The page's rows in list order (newest first) from what {@link keysetQuery} read, whether
 * pages follow and precede it, and the cursors to reach them.
 */
export function keysetPage<Row>(
  rows: Row[],
  request: PageRequest,
  keyOf: (row: Row) => CursorKey,
): { rows: Row[]; hasNext: boolean; nextCursor: string | null; prevCursor: string | null } {
  const more = rows.length > request.limit;
  const page = rows.slice(0, request.limit);
  if (request.before) page.reverse();
  const hasNext = request.before ? true : more;
  const hasPrev = request.before ? more : request.after !== undefined || request.offset > 0;
  return {
    rows: page,
    hasNext: hasNext && page.length > 0,
    nextCursor: hasNext && page.length > 0 ? encodeCursor(keyOf(page[page.length - 1])) : null,
    prevCursor: hasPrev && page.length > 0 ? encodeCursor(keyOf(page[0])) : null,
  };
}

/** The answer of a paged list (app/contract/common.ts `pagedEnvelope`). */
export type PagedBody<T> = { result: true; message: string } & ContractPaged<T>;

/** Lists whose length grows with the community count their items up to this many. */
export const COUNT_CAP = 1000;

/**
 * How many rows a list has, reading no more than COUNT_CAP + 1 of them: `{ total, totalCapped }`.
 * Give it the list's query with a select of its own and no order or limit.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- any table, any query */
export async function cappedCount(
  db: Kysely<any>,
  query: SelectQueryBuilder<any, any, any>,
): Promise<{ total: number; totalCapped: boolean }> {
  /* eslint-enable @typescript-eslint/no-explicit-any */
  const row = await cappedCountQuery(db, query).executeTakeFirst();
  return cappedTotal(toCount(row?.n));
}

/**
 * The statement of a capped count: `n`, how many rows `query` has, up to COUNT_CAP + 1 (read it
 * with {@link cappedTotal}). Also a correlated subquery of a wider statement (`.as(name)`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function cappedCountQuery(db: Kysely<any>, query: SelectQueryBuilder<any, any, any>) {
  return db
    .selectFrom(query.limit(COUNT_CAP + 1).as("capped"))
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"));
}

/** What a count of up to COUNT_CAP + 1 rows says: the total shown and whether it is capped. */
export function cappedTotal(n: number): { total: number; totalCapped: boolean } {
  return { total: Math.min(n, COUNT_CAP), totalCapped: n > COUNT_CAP };
}

/**
 * {@link cappedCount} of a statement built once per `key` (lib/db/compiled.ts): `parameters` are
 * the query's own, in order (the cap's limit follows them).
 */
export async function cappedCountCompiled(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  key: string,
  parameters: readonly unknown[],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: () => SelectQueryBuilder<any, any, any>,
): Promise<{ total: number; totalCapped: boolean }> {
  const row = await firstCompiled<{ n: number | string | bigint }>(
    db,
    `capped-count:${key}`,
    [...parameters, COUNT_CAP + 1],
    () => cappedCountQuery(db, query()),
  );
  return cappedTotal(toCount(row?.n));
}

export function pagedBody<T>(message: string, paged: Paged<T>): PagedBody<T> {
  return {
    result: true,
    message,
    data: paged.items,
    page: paged.page,
    page_size: paged.pageSize ?? PAGE_SIZE,
    total: paged.total,
    has_next: paged.hasNext ?? paged.page * (paged.pageSize ?? PAGE_SIZE) < paged.total,
    next_cursor: paged.nextCursor ?? null,
    prev_cursor: paged.prevCursor ?? null,
    total_capped: paged.totalCapped ?? false,
  };
}

/** The success answer of paged endpoint `_endpoint`: its items must be the contract's (`ItemOf<E>`). */
export function okPaged<E extends Endpoint>(
  c: AppContext,
  _endpoint: E,
  message: string,
  paged: Paged<ItemOf<E>>,
): Response {
  return answerJson(c, pagedBody(message, paged));
}

/** A count as read from either database (PostgreSQL's `count(*)` arrives as a string). */
export function toCount(value: unknown): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}
