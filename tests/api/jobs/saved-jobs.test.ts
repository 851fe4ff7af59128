/**
 * Saved jobs (issue 13, decision 132): save and unsave (idempotent, individuals only, not your
 * own post, not a closed one), `saved_by_me` on every JobPost, and `list/?type=saved` — newest
 * saved first, by keyset, with the job filters, keeping posts closed since.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, startTestApi, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, ids, paged } from "#tests/api/jobs-harness.ts";
import { expectKeysetWalk } from "#tests/api/keyset.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const save = (token: string, body: Record<string, unknown>) => api.post("/api/job-post/save/", body, { token });

describe("saving a job", () => {
  test("save, save again, the flag on the post, undo, undo again", async () => {
    const poster = await member(api);
    const seeker = await member(api);
    const post = await createPost(api, poster);

    const saved = await save(seeker.token, { job_post_id: post.id });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      result: true,
      message: "Job saved.",
      data: { job_post_id: post.id, saved_by_me: true, saved_at: expect.any(String) },
    });
    const again = await save(seeker.token, { job_post_id: String(post.id) });
    expect(again.body.data).toEqual(saved.body.data);
    expect(
      (await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: seeker.token })).body.data.saved_by_me,
    ).toBe(true);
    expect(
      (await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: poster.token })).body.data.saved_by_me,
    ).toBe(false);
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`)).body.data.saved_by_me).toBe(false);

    const undone = await save(seeker.token, { job_post_id: post.id, action: "undo" });
    expect(undone.body).toEqual({
      result: true,
      message: "Job removed from your saved jobs.",
      data: { job_post_id: post.id, saved_by_me: false, saved_at: null },
    });
    // The id and the action may come in the query string, as for likes.
    expect(
      (await api.post(`/api/job-post/save/?job_post_id=${post.id}&action=undo`, undefined, { token: seeker.token }))
        .body.data.saved_by_me,
    ).toBe(false);
    expect(
      (await api.post(`/api/job-post/save/?job_post_id=${post.id}`, undefined, { token: seeker.token })).body.data
        .saved_by_me,
    ).toBe(true);
  });

  test("refusals: no token, a company, unknown, own or closed post, bad bodies", async () => {
    const poster = await member(api);
    const seeker = await member(api);
    const acme = await company(api);
    const post = await createPost(api, poster);
    expect((await api.post("/api/job-post/save/", { job_post_id: post.id })).status).toBe(401);
    expect((await save(acme.token, { job_post_id: post.id })).status).toBe(403);
    expect((await save(seeker.token, { job_post_id: 999_999 })).status).toBe(404);
    expect((await save(seeker.token, {})).body.errors).toEqual({ job_post_id: ["This is Required."] });
    expect((await save(seeker.token, { job_post_id: "x" })).body.errors).toEqual({
      job_post_id: ["Enter a valid job post id."],
    });
    const badAction = await save(seeker.token, { job_post_id: post.id, action: "keep" });
    expect(badAction.status).toBe(400);
    expect(badAction.body.errors).toEqual({ action: ["Send action as save, or undo to remove a saved job."] });
    const own = await save(poster.token, { job_post_id: post.id });
    expect(own.status).toBe(400);
    expect(own.body.errors).toEqual({ job_post_id: ["You cannot save your own job post."] });

    // Saved while open, it stays saved once closed; a closed post cannot be saved anew.
    const other = await member(api);
    expect((await save(seeker.token, { job_post_id: post.id })).status).toBe(200);
    await api.put(`/api/job-post/update/?job_post_id=${post.id}`, { status: "closed" }, { token: poster.token });
    const closed = await save(other.token, { job_post_id: post.id });
    expect(closed.status).toBe(400);
    expect(closed.body.errors).toEqual({
      job_post_id: ["This job is no longer accepting applications, so it cannot be saved."],
    });
    expect((await save(seeker.token, { job_post_id: post.id })).body.data.saved_by_me).toBe(true);
    expect((await save(seeker.token, { job_post_id: post.id, action: "undo" })).body.data.saved_by_me).toBe(false);
  });
});

describe("the saved list", () => {
  test("newest saved first, by keyset, with filters; closed posts stay, deleted ones go", async () => {
    const poster = await member(api);
    const seeker = await member(api);
    const m = await ids(api);
    const posts: any[] = [];
    for (let i = 0; i < 23; i++) {
      posts.push(
        await createPost(api, poster, {
          title: `Saved ${i}`,
          job_type: i % 2 === 0 ? "remote" : "in-office",
          locations: [i % 3 === 0 ? m.cities.Pune : m.cities.Bengaluru],
        }),
      );
    }
    // Saved in an order other than the posts' own.
    const order = [...posts].reverse().sort((a, b) => (a.id % 5) - (b.id % 5));
    for (const post of order) {
      expect((await save(seeker.token, { job_post_id: post.id })).status).toBe(200);
      api.clock.advance(1000);
    }
    const first = await paged(api, "/api/job-post/list/?type=saved", seeker);
    expect(first.total).toBe(23);
    expect(first.data.map((p: { id: number }) => p.id)).toEqual(
      order
        .reverse()
        .slice(0, 20)
        .map((p) => p.id),
    );
    expect(first.data[0]).toMatchObject({ saved_by_me: true, saved_at: expect.any(String) });
    await expectKeysetWalk(api, "/api/job-post/list/?type=saved", seeker.token);

    const remote = await paged(
      api,
      `/api/job-post/list/?type=saved&job_type=remote&locations=${m.cities.Pune}`,
      seeker,
    );
    const expected = posts
      .filter((_, i) => i % 2 === 0 && i % 3 === 0)
      .map((p) => p.id)
      .sort((a, b) => a - b);
    expect(remote.data.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual(expected);
    expect(remote.filters.job_type).toEqual(["remote"]);
    // The salary sort pages by number, like every other list.
    expect((await paged(api, "/api/job-post/list/?type=saved&sort=salary", seeker)).next_cursor).toBeNull();

    await api.put(`/api/job-post/update/?job_post_id=${posts[0].id}`, { status: "closed" }, { token: poster.token });
    await api.del(`/api/job-post/delete/?job_post_id=${posts[1].id}`, undefined, { token: poster.token });
    const after = await paged(api, "/api/job-post/list/?type=saved&page_size=20", seeker);
    expect(after.total).toBe(22);
    const all = [
      ...after.data,
      ...(await paged(api, `/api/job-post/list/?type=saved&page=2&cursor=${after.next_cursor}`, seeker)).data,
    ];
    expect(all.find((p: { id: number }) => p.id === posts[0].id)).toMatchObject({ status: "closed" });
    expect(all.some((p: { id: number }) => p.id === posts[1].id)).toBe(false);

    // Only individuals have a saved list; another member's saves are their own.
    expect((await api.get("/api/job-post/list/?type=saved", { token: (await company(api)).token })).status).toBe(403);
    expect((await paged(api, "/api/job-post/list/?type=saved", poster)).total).toBe(0);
    expect(
      (await api.get("/api/job-post/list/?type=saved&sort=cheapest", { token: seeker.token })).body.errors,
    ).toEqual({
      sort: ["Choose relevance, newest or salary."],
    });
  });
});
