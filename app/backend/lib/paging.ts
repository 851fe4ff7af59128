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
import { z } from "zod";
import type { AppContext } from "./http.ts";

export const PAGE_SIZE = 20;
/** Pages beyond this are refused (a guard against absurd offsets). */
export const MAX_PAGE = 10_000;

export const PAGE_INVALID = "Enter a valid page number.";

/** `?page=`: a whole number from 1 to 10 000; absent or empty is 1. */
export const pageField = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return 1;
    const n = Number(value);
    if (!/^\d{1,5}$/.test(value) || n < 1 || n > MAX_PAGE) {
      ctx.addIssue({ code: "custom", message: PAGE_INVALID });
      return z.NEVER;
    }
    return n;
  });

export const CURSOR_INVALID = "This page link is no longer valid: go back to the first page.";

/** A position in a list sorted by (a time or text, an id), newest first. */
export type CursorKey = [string, number];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

export function decodeCursor(value: string): CursorKey | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(value)) return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      typeof key[0] === "string" &&
      key[0].length <= 100 &&
      !key[0].includes("\0") &&
      Number.isSafeInteger(key[1]) &&
      key[1] > 0
    ) {
      return [key[0], key[1]];
    }
  } catch {
    // not a cursor
  }
  return null;
}

/** `?cursor=` / `?before=`: a position handed out by an earlier page (absent or empty: none). */
export const cursorField = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return undefined;
    const key = decodeCursor(value);
    if (!key) {
      ctx.addIssue({ code: "custom", message: CURSOR_INVALID });
      return z.NEVER;
    }
    return key;
  });

/** The query fields of a list that pages by keyset. */
export const keysetFields = { page: pageField, cursor: cursorField, before: cursorField };

export type PageRequest = {
  page: number;
  limit: number;
  offset: number;
  /** Continue after this position (the next page). */
  after?: CursorKey;
  /** Continue before this position (the previous page). */
  before?: CursorKey;
};

/**
 * `?page_size=`: fewer items than a page (a dashboard section shows a few); absent is PAGE_SIZE.
 * Only the lists that name it accept it.
 */
export const pageSizeField = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return PAGE_SIZE;
    const n = Number(value);
    if (!/^\d{1,2}$/.test(value) || n < 1 || n > PAGE_SIZE) {
      ctx.addIssue({ code: "custom", message: `Enter a page size from 1 to ${PAGE_SIZE}.` });
      return z.NEVER;
    }
    return n;
  });

export function pageRequest(page: number, cursors: { cursor?: CursorKey; before?: CursorKey } = {}, pageSize = PAGE_SIZE): PageRequest {
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
 * One page of a list sorted newest first by (`time`, `id`) — both columns of an index that starts
 * with the list's filter — by keyset when the request carries a cursor, else by offset. Reads one
 * row more than a page to know whether another follows. Finish with {@link keysetPage}.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function keysetQuery<QB extends SelectQueryBuilder<any, any, any>>(query: QB, time: string, id: string, request: PageRequest): QB {
  const key = sql`(${sql.ref(time)}, ${sql.ref(id)})`;
  if (request.after) {
    return query
      .where(sql<boolean>`${key} < (${request.after[0]}, ${request.after[1]})`)
      .orderBy(time, "desc")
      .orderBy(id, "desc")
      .limit(request.limit + 1) as QB;
  }
  if (request.before) {
    return query
      .where(sql<boolean>`${key} > (${request.before[0]}, ${request.before[1]})`)
      .orderBy(time, "asc")
      .orderBy(id, "asc")
      .limit(request.limit + 1) as QB;
  }
  return query
    .orderBy(time, "desc")
    .orderBy(id, "desc")
    .limit(request.limit + 1)
    .offset(request.offset) as QB;
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

export type PagedBody<T> = {
  result: true;
  message: string;
  data: T[];
  page: number;
  page_size: number;
  total: number;
  has_next: boolean;
  /** The next page of a keyset list (null on the last page, and on lists that page by number only). */
  next_cursor: string | null;
  /** The previous page of a keyset list (null on the first page). */
  prev_cursor: string | null;
  /** `total` stopped at COUNT_CAP: there are more (shown as "1,000+"). */
  total_capped: boolean;
};

/** Lists whose length grows with the community count their items up to this many. */
export const COUNT_CAP = 1000;

/**
 * How many rows a list has, reading no more than COUNT_CAP + 1 of them: `{ total, totalCapped }`.
 * Give it the list's query with a select of its own and no order or limit.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function cappedCount(db: Kysely<any>, query: SelectQueryBuilder<any, any, any>): Promise<{ total: number; totalCapped: boolean }> {
  const row = await db
    .selectFrom(query.limit(COUNT_CAP + 1).as("capped"))
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst();
  const n = toCount(row?.n);
  return { total: Math.min(n, COUNT_CAP), totalCapped: n > COUNT_CAP };
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

export function okPaged<T>(c: AppContext, message: string, paged: Paged<T>): Response {
  return c.json(pagedBody(message, paged));
}

/** A count as read from either database (PostgreSQL's `count(*)` arrives as a string). */
export function toCount(value: unknown): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}
