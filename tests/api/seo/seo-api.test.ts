/**
 * `/api/seo/*` (decision 170), public: the sitemap index and its pages read by keyset in id
 * ranges of 50,000, and the newest open jobs of a job search for its feed.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#app/backend/lib/db/index.ts";
import { startTestApi, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, ids, type Company } from "#tests/api/jobs-harness.ts";

let api: TestApi;
let acme: Company;
let posts: Array<{ id: number; updated_at: string }>;

beforeAll(async () => {
  api = await startTestApi();
  acme = await company(api);
  const m = await ids(api);
  posts = [];
  for (const [i, job_type] of (["remote", "hybrid", "in-office", "remote"] as const).entries()) {
    posts.push(await createPost(api, acme, { title: `Crawled ${i}`, job_type, locations: [m.cities.Pune] }));
    api.clock.advance(60_000);
  }
  const closed = await api.put(
    `/api/job-post/update/?job_post_id=${posts[1].id}`,
    { status: "closed", close_reason: "filled" },
    { token: acme.token },
  );
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
});
afterAll(async () => {
  await api?.close();
});

describe("sitemap lists", () => {
  test("the index names the pages that list anything; a page reads open posts in id order, a bounded read at a time", async () => {
    const index = await api.get("/api/seo/sitemap/");
    expect(index.status).toBe(200);
    expect(index.body.data).toEqual({ jobs: [1], companies: [1] });

    const open = [posts[0], posts[2], posts[3]].map((post) => post.id);
    const first = await api.get("/api/seo/sitemap/jobs/?page=1&limit=2");
    expect(first.body.data.items.map((item: { id: number }) => item.id)).toEqual(open.slice(0, 2));
    expect(first.body.data.next_after).toBe(open[1]);
    const rest = await api.get(`/api/seo/sitemap/jobs/?page=1&limit=2&after=${first.body.data.next_after}`);
    expect(rest.body.data).toEqual({
      items: [{ id: open[2], lastmod: expect.stringMatching(/Z$/) }],
      next_after: null,
    });
    expect(first.body.data.items[0].lastmod).toBe(new Date(posts[0].updated_at).toISOString());

    const companies = await api.get("/api/seo/sitemap/companies/?page=1");
    expect(companies.body.data.items.map((item: { id: number }) => item.id)).toContain(acme.id);
    expect((await api.get("/api/seo/sitemap/jobs/?page=2")).body.data).toEqual({ items: [], next_after: null });
  });

  test("page n holds the ids from (n − 1) × 50,000 + 1 to n × 50,000; empty ranges are left out of the index", async () => {
    const { db, close } = openDatabase(api.databaseUrl, { poolSize: 1 });
    try {
      const { id: _id, ...row } = await db
        .selectFrom("job_posts")
        .selectAll()
        .where("id", "=", posts[0].id)
        .executeTakeFirstOrThrow();
      await db
        .insertInto("job_posts")
        .values({ ...row, id: 120_001 } as never)
        .execute();
    } finally {
      await close();
    }
    expect((await api.get("/api/seo/sitemap/")).body.data.jobs).toEqual([1, 3]);
    expect(
      (await api.get("/api/seo/sitemap/jobs/?page=3")).body.data.items.map((item: { id: number }) => item.id),
    ).toEqual([120_001]);
    expect(
      (await api.get("/api/seo/sitemap/jobs/?page=1")).body.data.items.map((item: { id: number }) => item.id),
    ).not.toContain(120_001);
  });

  test("bad parameters are a 400 that says which", async () => {
    for (const [query, field] of [
      ["", "page"],
      ["page=0", "page"],
      ["page=abc", "page"],
      ["page=1&limit=5001", "limit"],
      ["page=1&after=-3", "after"],
    ] as const) {
      const res = await api.get(`/api/seo/sitemap/jobs/?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(field);
    }
  });
});

describe("a job search's jobs", () => {
  test("the newest open jobs of every poster meeting the filters, with the filters understood", async () => {
    const all = await api.get("/api/seo/jobs/?page_size=50");
    expect(all.status).toBe(200);
    const titles = all.body.data.map((post: { title: string }) => post.title);
    expect(titles.slice(0, 2)).toEqual(["Crawled 3", "Crawled 2"]);
    expect(titles).not.toContain("Crawled 1");
    const remote = await api.get("/api/seo/jobs/?job_type=remote");
    expect(remote.status, JSON.stringify(remote.body)).toBe(200);
    expect(remote.body.data.map((post: { title: string }) => post.title)).toEqual(
      expect.arrayContaining(["Crawled 3", "Crawled 0"]),
    );
    expect(remote.body.data.every((post: { job_type: string }) => post.job_type === "remote")).toBe(true);
    expect(remote.body.filters.job_type).toEqual(["remote"]);
    expect((await api.get("/api/seo/jobs/?job_type=moon")).status).toBe(400);
    expect((await api.get("/api/seo/jobs/?page_size=51")).status).toBe(400);
  });
});

describe("a share card's post", () => {
  test("as a visitor sees it, for any post that exists; 404 for one that does not", async () => {
    const card = await api.get(`/api/seo/card/?job_post_id=${posts[0].id}`);
    expect(card.status).toBe(200);
    expect(card.body.data).toMatchObject({ id: posts[0].id, title: "Crawled 0", job_type: "remote", is_mine: false });
    expect((await api.get(`/api/seo/card/?job_post_id=${posts[1].id}`)).body.data.status).toBe("closed");
    expect((await api.get("/api/seo/card/?job_post_id=99999999")).status).toBe(404);
    expect((await api.get("/api/seo/card/?job_post_id=x")).status).toBe(400);
  });
});
