import { describe, expect, test } from "vitest";
import {
  CURSOR_INVALID,
  cursorField,
  decodeCursor,
  encodeCursor,
  keysetPage,
  pageRequest,
  PAGE_SIZE,
  unionPartRequest,
} from "./paging.ts";

describe("cursors", () => {
  test("round-trip a (time, id) key", () => {
    const cursor = encodeCursor(["2026-11-23T10:00:00.000Z", 42]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(["2026-11-23T10:00:00.000Z", 42]);
  });

  test.each([
    ["not base64", "%%%"],
    ["not JSON", Buffer.from("nope").toString("base64url")],
    ["wrong shape", Buffer.from(JSON.stringify({ a: 1 })).toString("base64url")],
    ["id not an integer", Buffer.from(JSON.stringify(["x", 1.5])).toString("base64url")],
    ["negative id", Buffer.from(JSON.stringify(["x", -1])).toString("base64url")],
    ["NUL in the key", Buffer.from(JSON.stringify(["a\0b", 1])).toString("base64url")],
    ["too long", "a".repeat(401)],
  ])("refuse %s", (_name, value) => {
    expect(decodeCursor(value)).toBeNull();
    const parsed = cursorField.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(CURSOR_INVALID);
  });

  test("absent or empty is no cursor", () => {
    expect(cursorField.parse(undefined)).toBeUndefined();
    expect(cursorField.parse("")).toBeUndefined();
  });
});

describe("keysetPage", () => {
  const rows = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ at: `t${String(from - i).padStart(4, "0")}`, id: from - i }));
  const key = (row: { at: string; id: number }): [string, number] => [row.at, row.id];

  test("first page by offset: a next cursor after the last row, no previous", () => {
    const page = keysetPage(rows(100, PAGE_SIZE + 1), pageRequest(1), key);
    expect(page.rows).toHaveLength(PAGE_SIZE);
    expect(page.hasNext).toBe(true);
    expect(decodeCursor(page.nextCursor!)).toEqual(key(page.rows[PAGE_SIZE - 1]));
    expect(page.prevCursor).toBeNull();
  });

  test("after a cursor: the last page has no next, a previous cursor before its first row", () => {
    const request = pageRequest(2, { cursor: ["t0080", 80] });
    const page = keysetPage(rows(79, 5), request, key);
    expect(page.hasNext).toBe(false);
    expect(page.nextCursor).toBeNull();
    expect(decodeCursor(page.prevCursor!)).toEqual(["t0079", 79]);
  });

  test("before a cursor: rows read oldest first come back newest first", () => {
    const request = pageRequest(2, { before: ["t0050", 50] });
    const ascending = Array.from({ length: PAGE_SIZE + 1 }, (_, i) => ({
      at: `t${String(51 + i).padStart(4, "0")}`,
      id: 51 + i,
    }));
    const page = keysetPage(ascending, request, key);
    expect(page.rows.map((row) => row.id)).toEqual(Array.from({ length: PAGE_SIZE }, (_, i) => 70 - i));
    expect(page.hasNext).toBe(true);
    expect(decodeCursor(page.nextCursor!)).toEqual(["t0051", 51]);
    expect(decodeCursor(page.prevCursor!)).toEqual(["t0070", 70]);
  });

  test("an empty page links nowhere", () => {
    const page = keysetPage([], pageRequest(3, { cursor: ["t", 1] }), key);
    expect(page).toEqual({ rows: [], hasNext: false, nextCursor: null, prevCursor: null });
  });
});

describe("unionPartRequest", () => {
  test("a part of a union reads from the cursor on, at most what the page could need, with no offset of its own", () => {
    expect(unionPartRequest(pageRequest(3))).toEqual({ page: 3, limit: 3 * PAGE_SIZE, offset: 0 });
    expect(unionPartRequest(pageRequest(3, { cursor: ["t", 7] }))).toEqual({
      page: 3,
      limit: PAGE_SIZE,
      offset: 0,
      after: ["t", 7],
    });
    expect(unionPartRequest(pageRequest(2, { before: ["t", 7] }))).toEqual({
      page: 2,
      limit: PAGE_SIZE,
      offset: 0,
      before: ["t", 7],
    });
  });
});
