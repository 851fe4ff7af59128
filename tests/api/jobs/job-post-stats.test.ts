/**
 * What the poster sees of a post (issue 32, decision 164): `GET /api/job-post/stats/` for the
 * poster only (404 for anyone else), views and unique viewers counted from reads after a flush
 * (the backend's `settled()` flushes), never the poster's own, appearances from the lists that
 * show the post, applications per day, and two instances flushing into one database.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, startTestApi, type TestApi } from "#tests/api/harness.ts";
import { company, createPost } from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const today = () => api.clock.now().toISOString().slice(0, 10);

async function stats(id: number, who: { token: string }) {
  await api.backend.settled();
  const response = await api.get(`/api/job-post/stats/?job_post_id=${id}`, { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const read = (id: number, who?: { token: string }, ip?: string) =>
  api.get(`/api/job-post/read/?job_post_id=${id}`, { ...(who ? { token: who.token } : {}), ...(ip ? { ip } : {}) });

describe("GET /api/job-post/stats/", () => {
  test("the poster gets 30 zero days for a new post; anyone else 404, a visitor 401, bad ids 400", async () => {
    const poster = await member(api);
    const other = await member(api);
    const acme = await company(api);
    const post = await createPost(api, poster);
    const data = await stats(post.id, poster);
    expect(data.job_post_id).toBe(post.id);
    expect(data.days).toHaveLength(30);
    expect(data.to).toBe(today());
    expect(data.days.at(-1)).toEqual({ day: today(), views: 0, unique_viewers: 0, appearances: 0, applications: 0 });
    expect(data.totals).toEqual({ views: 0, unique_viewers: 0, appearances: 0, applications: 0 });

    for (const who of [other, acme]) {
      const refused = await api.get(`/api/job-post/stats/?job_post_id=${post.id}`, { token: who.token });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ result: false, message: "Job post not found." });
    }
    expect((await api.get(`/api/job-post/stats/?job_post_id=999999`, { token: poster.token })).status).toBe(404);
    expect((await api.get(`/api/job-post/stats/?job_post_id=${post.id}`)).status).toBe(401);
    expect((await api.get(`/api/job-post/stats/?job_post_id=x`, { token: poster.token })).status).toBe(400);
    expect((await api.get(`/api/job-post/stats/`, { token: poster.token })).status).toBe(400);
  });

  test("views and unique viewers count after a flush; the poster's own reads never; a reload within 30 s once", async () => {
    const poster = await member(api);
    const [asha, rahul] = [await member(api), await member(api)];
    const acme = await company(api);
    const post = await createPost(api, poster);

    await read(post.id, poster);
    await read(post.id, poster);
    await read(post.id, asha);
    await read(post.id, asha); // a reload: the same view
    await read(post.id, rahul);
    await read(post.id, acme);
    // Visitors: two addresses, one of them twice.
    await read(post.id, undefined, "198.51.100.1");
    await read(post.id, undefined, "198.51.100.1");
    await read(post.id, undefined, "198.51.100.2");
    let data = await stats(post.id, poster);
    expect(data.days.at(-1)).toMatchObject({ day: today(), views: 5, unique_viewers: 5 });
    expect(data.totals).toMatchObject({ views: 5, unique_viewers: 5 });

    // Past the repeat window, asha's read is another view but not another viewer.
    api.clock.advance(31_000);
    await read(post.id, asha);
    await read(post.id, poster);
    data = await stats(post.id, poster);
    expect(data.totals).toMatchObject({ views: 6, unique_viewers: 5 });
    // A 404 read (an unknown post) counts nothing and fails nothing.
    expect((await read(999_999, asha)).status).toBe(404);
    await api.backend.settled();
  });

  test("appearances: each list page that shows the post, not the poster's own lists", async () => {
    const poster = await member(api);
    const viewer = await member(api);
    const post = await createPost(api, poster, { title: "Appearance Counter Engineer" });

    const profile = await api.get(`/api/job-post/list/?user_id=${poster.id}`, { token: viewer.token });
    expect(profile.body.data.map((p: { id: number }) => p.id)).toContain(post.id);
    // A visitor's list counts too (the cards' view as well as the full posts).
    const visitor = await api.get(`/api/job-post/list/?user_id=${poster.id}&view=card`);
    expect(visitor.body.data.map((p: { id: number }) => p.id)).toContain(post.id);
    const searched = await api.get(
      `/api/search/list/?search=${encodeURIComponent("Appearance Counter")}&typeFilter=jobs`,
      { token: viewer.token },
    );
    expect(searched.body.data.map((item: { id: number }) => item.id)).toContain(post.id);
    // The poster's own lists do not count.
    await api.get("/api/job-post/list/?type=mine", { token: poster.token });
    await api.get(`/api/job-post/list/?user_id=${poster.id}`, { token: poster.token });

    const data = await stats(post.id, poster);
    expect(data.totals).toMatchObject({ appearances: 3, views: 0 });
    expect(data.days.at(-1).appearances).toBe(3);
    // Appearances are not views: nobody opened the post.
    expect(data.totals.unique_viewers).toBe(0);
  });

  test("applications per day", async () => {
    const poster = await member(api);
    const post = await createPost(api, poster);
    for (const who of [await member(api), await member(api)]) {
      const applied = await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: who.token });
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    }
    const data = await stats(post.id, poster);
    expect(data.days.at(-1).applications).toBe(2);
    expect(data.totals.applications).toBe(2);
  });

  test("two instances on one database add their counts (at once on PostgreSQL)", async () => {
    const second = await startTestApi({ databaseUrl: api.databaseUrl, accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
    try {
      const poster = await member(api);
      const post = await createPost(api, poster);
      const viewers = await Promise.all(Array.from({ length: 6 }, () => member(api)));
      for (const [i, who] of viewers.entries()) {
        await read(post.id, who);
        // Half the viewers are seen by both instances: unique once.
        if (i % 2 === 0)
          expect((await second.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: who.token })).status).toBe(
            200,
          );
      }
      await second.get(`/api/job-post/list/?user_id=${poster.id}`, { token: viewers[0]!.token });
      // node:sqlite waits for a lock synchronously, so two backends in one process flush one after the other there.
      if (api.dialect === "postgres") await Promise.all([api.backend.settled(), second.backend.settled()]);
      else {
        await api.backend.settled();
        await second.backend.settled();
      }
      const data = await stats(post.id, poster);
      expect(data.totals).toMatchObject({ views: 9, unique_viewers: 6, appearances: 1 });
    } finally {
      await second.close();
    }
  });

  test("a deleted post's counts are dropped at the flush, without an error", async () => {
    const poster = await member(api);
    const viewer = await member(api);
    const post = await createPost(api, poster);
    await read(post.id, viewer);
    expect(
      (await api.del(`/api/job-post/delete/?job_post_id=${post.id}`, undefined, { token: poster.token })).status,
    ).toBe(200);
    await api.backend.settled();
    expect((await api.get(`/api/job-post/stats/?job_post_id=${post.id}`, { token: poster.token })).status).toBe(404);
  });
});
