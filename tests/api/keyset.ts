/**
 * Keyset paging checks (issue 9) shared by the API tests of the lists that page by cursor.
 */
import { expect } from "vitest";
import type { TestApi } from "./harness.ts";

export const CURSOR_INVALID = "This page link is no longer valid: go back to the first page.";

/**
 * Walks a keyset list both ways and checks it against the pages by number: every page by
 * `?page=n`, then from page 1 each next page by `cursor` (the same items, total and has_next as
 * `?page=n`), then back by `before` to page 1 (the same items again; no prev_cursor on page 1).
 * A cursor or before that is not one is a 400 on its field. `path` may carry other parameters.
 * Returns the pages by number.
 */
export async function expectKeysetWalk(api: TestApi, path: string, token?: string): Promise<any[]> {
  const url = (query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;
  const get = async (query: string) => {
    const response = await api.get(url(query), token ? { token } : {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  const byNumber = [await get("page=1")];
  while (byNumber[byNumber.length - 1].has_next) byNumber.push(await get(`page=${byNumber.length + 1}`));
  const last = byNumber.length;
  expect(last, "the list should have more than one page").toBeGreaterThan(1);
  expect(byNumber[0].prev_cursor).toBeNull();
  expect(byNumber[last - 1].next_cursor).toBeNull();
  const total = byNumber[0].total;
  expect(byNumber.flatMap((page) => page.data)).toHaveLength(total);

  let current = byNumber[0];
  for (let n = 2; n <= last; n += 1) {
    expect(current.next_cursor, `next_cursor of page ${n - 1}`).toEqual(expect.any(String));
    current = await get(`page=${n}&cursor=${current.next_cursor}`);
    expect(current.data, `page ${n} by cursor`).toEqual(byNumber[n - 1].data);
    expect(current).toMatchObject({ page: n, total, has_next: n < last });
  }
  expect(current.next_cursor).toBeNull();

  for (let n = last - 1; n >= 1; n -= 1) {
    expect(current.prev_cursor, `prev_cursor of page ${n + 1}`).toEqual(expect.any(String));
    current = await get(`page=${n}&before=${current.prev_cursor}`);
    expect(current.data, `page ${n} by before`).toEqual(byNumber[n - 1].data);
    expect(current).toMatchObject({ page: n, total, has_next: true });
  }
  expect(current.prev_cursor).toBeNull();
  expect(current.next_cursor).toBe(byNumber[0].next_cursor);

  for (const field of ["cursor", "before"]) {
    const broken = await api.get(url(`page=2&${field}=not-a-cursor`), token ? { token } : {});
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toEqual({ [field]: [CURSOR_INVALID] });
  }
  return byNumber;
}
