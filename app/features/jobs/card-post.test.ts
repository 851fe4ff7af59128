import { describe, expect, test } from "vitest";
import type { JobPost } from "~/contract/jobs";
import { toCardList, toCardPost } from "./card-post";

const post = {
  id: 7,
  title: "Engineer",
  description: "<p>" + "x".repeat(5000) + "</p>",
  skills: [{ id: 1, title: "React" }],
  sector: { id: 1, title: "IT" },
  domain: { id: 2, title: "Web" },
  reposted_by: [{ id: 3 }],
  like_count: 2,
} as unknown as JobPost;

describe("job cards", () => {
  test("keep what a card shows, drop the rest (extra fields of the list stay)", () => {
    const card = toCardPost({ ...post, applied_on: "2026-11-01" } as JobPost & { applied_on: string });
    expect(card).toEqual({ id: 7, title: "Engineer", like_count: 2, applied_on: "2026-11-01" });
  });

  test("a paged list keeps its paging fields", () => {
    const list = { data: [post], page: 2, page_size: 20, total: 21, has_next: false, next_cursor: null, prev_cursor: "a", total_capped: false };
    expect(toCardList(list)).toEqual({ ...list, data: [{ id: 7, title: "Engineer", like_count: 2 }] });
  });
});
