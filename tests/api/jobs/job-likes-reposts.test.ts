/**
 * Likes (idempotent, undo) and reposts (individuals only, not your own post, 409 twice, undo,
 * the poster's reposted-by list, a member's reposts, the `repost` notification) of job posts.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, signUp, startTestApi, TEST_PASSWORD, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, notifications, paged, type Company } from "#tests/api/jobs-harness.ts";
import { expectKeysetWalk } from "#tests/api/keyset.ts";
import { JOB_POST_MESSAGES } from "#app/backend/jobs/job-post.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const read = async (id: number, who?: { token: string }) =>
  (await api.get(`/api/job-post/read/?job_post_id=${id}`, who ? { token: who.token } : {})).body.data;

describe("likes", () => {
  test("like, like again (no change), undo, undo again; counts and liked_by_me", async () => {
    const poster = await member(api);
    const fan = await member(api);
    const acme = await company(api);
    const post = await createPost(api, poster);

    const liked = await api.post("/api/job-post/like/", { job_post_id: post.id }, { token: fan.token });
    expect(liked.status).toBe(200);
    expect(liked.body).toEqual({
      result: true,
      message: "Job post liked.",
      data: { job_post_id: post.id, like_count: 1, liked_by_me: true },
    });
    const twice = await api.post("/api/job-post/like/", { job_post_id: String(post.id) }, { token: fan.token });
    expect(twice.body.data).toEqual({ job_post_id: post.id, like_count: 1, liked_by_me: true });
    // Companies like too, and so may the poster.
    expect(
      (await api.post("/api/job-post/like/", { job_post_id: post.id }, { token: acme.token })).body.data.like_count,
    ).toBe(2);
    expect(
      (await api.post("/api/job-post/like/", { job_post_id: post.id }, { token: poster.token })).body.data.like_count,
    ).toBe(3);

    expect(await read(post.id, fan)).toMatchObject({ like_count: 3, liked_by_me: true });
    expect(await read(post.id)).toMatchObject({ like_count: 3, liked_by_me: false });

    const undone = await api.post(
      "/api/job-post/like/",
      { job_post_id: post.id, action: "undo" },
      { token: fan.token },
    );
    expect(undone.body).toEqual({
      result: true,
      message: "Like removed.",
      data: { job_post_id: post.id, like_count: 2, liked_by_me: false },
    });
    expect(
      (await api.post("/api/job-post/like/", { job_post_id: post.id, action: "undo" }, { token: fan.token })).body.data
        .like_count,
    ).toBe(2);
    // `action=undo` (and the id) may come in the query string.
    expect(
      (await api.post(`/api/job-post/like/?job_post_id=${post.id}&action=undo`, undefined, { token: acme.token })).body
        .data,
    ).toEqual({
      job_post_id: post.id,
      like_count: 1,
      liked_by_me: false,
    });
    expect(await read(post.id, fan)).toMatchObject({ like_count: 1, liked_by_me: false });
  });

  test("refusals: no token, unknown or closed post, bad bodies", async () => {
    const poster = await member(api);
    const fan = await member(api);
    const post = await createPost(api, poster);
    expect((await api.post("/api/job-post/like/", { job_post_id: post.id })).status).toBe(401);
    expect((await api.post("/api/job-post/like/", { job_post_id: 999_999 }, { token: fan.token })).status).toBe(404);
    expect((await api.post("/api/job-post/like/", {}, { token: fan.token })).body.errors).toEqual({
      job_post_id: ["This is Required."],
    });
    expect((await api.post("/api/job-post/like/", { job_post_id: "x" }, { token: fan.token })).body.errors).toEqual({
      job_post_id: ["Enter a valid job post id."],
    });
    expect(
      (await api.post("/api/job-post/like/", { job_post_id: post.id, action: "love" }, { token: fan.token })).body
        .errors,
    ).toEqual({
      action: ["Send action as undo to remove a like."],
    });
    // A closed post stays readable (decision 130) but takes no new like, as it takes no repost
    // (issue 37, decision 173); a like given before it closed can still be taken back.
    expect((await api.post("/api/job-post/like/", { job_post_id: post.id }, { token: poster.token })).status).toBe(200);
    await api.put(`/api/job-post/update/?job_post_id=${post.id}`, { status: "closed" }, { token: poster.token });
    const closed = await api.post("/api/job-post/like/", { job_post_id: post.id }, { token: fan.token });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe("This job post is closed.");
    const undone = await api.post(
      "/api/job-post/like/",
      { job_post_id: post.id, action: "undo" },
      { token: poster.token },
    );
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ liked_by_me: false, like_count: 0 });
  });

  test("an account that has not finished onboarding cannot like (it cannot repost or apply either)", async () => {
    const poster = await member(api);
    const post = await createPost(api, poster);
    const { access_token } = await signUp(api);
    const refused = await api.post("/api/job-post/like/", { job_post_id: post.id }, { token: access_token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Complete your profile before liking jobs.");
  });
});

describe("counts kept on the post (migration 0023)", () => {
  test("a deleted account's likes and reposts leave the counts, as an undo does", async () => {
    const poster = await member(api);
    const fans = [await member(api), await member(api), await member(api)];
    const post = await createPost(api, poster);
    for (const fan of fans) {
      expect((await api.post("/api/job-post/like/", { job_post_id: post.id }, { token: fan.token })).status).toBe(200);
      expect(
        (await api.post("/api/job-post/repost/create/", { job_post_id: post.id }, { token: fan.token })).status,
      ).toBe(201);
    }
    expect(await read(post.id)).toMatchObject({ like_count: 3, repost_count: 3 });

    const gone = await api.del("/api/user/delete/", { password: TEST_PASSWORD }, { token: fans[0].token });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await read(post.id)).toMatchObject({ like_count: 2, repost_count: 2 });
    expect(
      (await api.del(`/api/job-post/repost/delete/?job_post_id=${post.id}`, undefined, { token: fans[1].token }))
        .status,
    ).toBe(200);
    expect(
      (await api.post("/api/job-post/like/", { job_post_id: post.id, action: "undo" }, { token: fans[2].token })).body
        .data.like_count,
    ).toBe(1);
    expect(await read(post.id, fans[1])).toMatchObject({
      like_count: 1,
      liked_by_me: true,
      repost_count: 1,
      reposted_by_me: false,
    });
  });
});

describe("reposts", () => {
  let acme: Company;
  let asha: Member;
  let rahul: Member;
  beforeAll(async () => {
    acme = await company(api, { company_name: "Acme Reposts" });
    asha = await member(api, { first_name: "Asha", last_name: "Verma" });
    rahul = await member(api, { first_name: "Rahul", last_name: "Nair" });
  });

  test("an individual reposts a company's post: counts, reposted_by, the Reposts tab, the poster's notification; undo", async () => {
    const post = await createPost(api, acme, { title: "Platform Engineer" });
    expect(post.reposted_by).toEqual([]);

    const reposted = await api.post("/api/job-post/repost/create/", { job_post_id: post.id }, { token: asha.token });
    expect(reposted.status).toBe(201);
    expect(reposted.body).toEqual({
      result: true,
      message: "Job post reposted.",
      data: { repost_id: expect.any(Number), job_post_id: post.id, repost_count: 1 },
    });
    const twice = await api.post("/api/job-post/repost/create/", { job_post_id: post.id }, { token: asha.token });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ result: false, message: "You already reposted this job post." });
    api.clock.advance(2 * 60 * 60 * 1000);
    expect(
      (await api.post("/api/job-post/repost/create/", { job_post_id: post.id }, { token: rahul.token })).status,
    ).toBe(201);

    expect(await read(post.id, asha)).toMatchObject({ repost_count: 2, reposted_by_me: true });
    const seen = await read(post.id);
    expect(seen).toMatchObject({ repost_count: 2, reposted_by_me: false });
    expect(seen.reposted_by.map((p: { username: string }) => p.username)).toEqual(["rahul-nair", "asha-verma"]);
    expect(seen.reposted_by[0]).toEqual({
      id: rahul.id,
      first_name: "Rahul",
      last_name: "Nair",
      bio: expect.any(String),
      profile_pic: null,
      username: "rahul-nair",
    });

    // The poster's Reposts tab; nobody else's.
    const tab = await paged(api, `/api/job-post/reposted-by/list/?job_post_id=${post.id}`, acme);
    expect(tab).toMatchObject({ message: "Reposts of this job post loaded.", total: 2 });
    expect(tab.data).toEqual([
      expect.objectContaining({
        id: rahul.id,
        username: "rahul-nair",
        reposted_time_ago: "just now",
        reposted_at: expect.any(String),
      }),
      expect.objectContaining({ id: asha.id, username: "asha-verma", reposted_time_ago: "2 hours ago" }),
    ]);
    expect(
      (await api.get(`/api/job-post/reposted-by/list/?job_post_id=${post.id}`, { token: asha.token })).status,
    ).toBe(404);
    expect((await api.get(`/api/job-post/reposted-by/list/?job_post_id=${post.id}`)).status).toBe(401);
    expect((await api.get(`/api/job-post/list/?type=mine`, { token: acme.token })).body.data[0]).toMatchObject({
      id: post.id,
      repost_count: 2,
      response_count: 0,
    });

    // The company is told, once per repost.
    const told = (await notifications(api, acme)).filter((n) => n.type === "repost");
    expect(told.map((n) => n.message)).toEqual([
      'Rahul Nair reposted your job post "Platform Engineer".',
      'Asha Verma reposted your job post "Platform Engineer".',
    ]);
    expect(told[0]).toMatchObject({ actor: { id: rahul.id }, link: `/job-details/${post.id}`, is_read: false });

    // Undo: the repost and its notification go; a second undo is a 404.
    const removed = await api.del(`/api/job-post/repost/delete/?job_post_id=${post.id}`, undefined, {
      token: rahul.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      result: true,
      message: "Repost removed.",
      data: { job_post_id: post.id, repost_count: 1 },
    });
    const again = await api.del(`/api/job-post/repost/delete/?job_post_id=${post.id}`, undefined, {
      token: rahul.token,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("You have not reposted this job post.");
    expect((await notifications(api, acme)).filter((n) => n.type === "repost")).toHaveLength(1);
    expect((await read(post.id)).reposted_by.map((p: { id: number }) => p.id)).toEqual([asha.id]);
    // Reposting after an undo is allowed.
    expect(
      (await api.post("/api/job-post/repost/create/", { job_post_id: post.id }, { token: rahul.token })).status,
    ).toBe(201);
  });

  test("a member's reposts: my_reposts (own) and user_id (public), newest first, open posts only, paged", async () => {
    const reposter = await member(api, { first_name: "Kiran", last_name: "Das" });
    const posts = [];
    for (let i = 1; i <= 3; i += 1) {
      posts.push(await createPost(api, acme, { title: `Repostable ${i}` }));
      expect(
        (await api.post("/api/job-post/repost/create/", { job_post_id: posts[i - 1].id }, { token: reposter.token }))
          .status,
      ).toBe(201);
      api.clock.advance(60_000);
    }
    await api.put(`/api/job-post/update/?job_post_id=${posts[0].id}`, { status: "closed" }, { token: acme.token });

    const mine = await paged(api, "/api/job-post/repost/list/?my_reposts=true", reposter);
    expect(mine).toMatchObject({ message: "Reposts loaded.", total: 2 });
    expect(mine.data.map((p: { title: string }) => p.title)).toEqual(["Repostable 3", "Repostable 2"]);
    expect(mine.data[0]).toMatchObject({
      reposted_by_me: true,
      reposted_time_ago: "1 minute ago",
      reposted_at: expect.any(String),
      posted_by: { id: acme.id },
    });

    const visitor = await paged(api, `/api/job-post/repost/list/?user_id=${reposter.id}&page=1`);
    expect(visitor.data.map((p: { title: string; reposted_by_me: boolean }) => [p.title, p.reposted_by_me])).toEqual([
      ["Repostable 3", false],
      ["Repostable 2", false],
    ]);
    expect((await paged(api, `/api/job-post/repost/list/?user_id=${reposter.id}&page=2`)).data).toEqual([]);

    expect((await api.get("/api/job-post/repost/list/", { token: reposter.token })).body.errors).toEqual({
      user_id: ["This is Required."],
    });
    expect((await api.get("/api/job-post/repost/list/?my_reposts=true")).status).toBe(401);
    expect((await api.get("/api/job-post/repost/list/?user_id=999999")).status).toBe(404);
    expect(
      (await api.get("/api/job-post/repost/list/?my_reposts=maybe", { token: reposter.token })).body.errors,
    ).toEqual({
      my_reposts: ["Send my_reposts as true or false."],
    });
  });

  test("who may repost: individuals with a profile, not their own post, only open posts", async () => {
    const own = await createPost(api, asha);
    const self = await api.post("/api/job-post/repost/create/", { job_post_id: own.id }, { token: asha.token });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({
      result: false,
      message: "You cannot repost your own job post.",
      errors: { job_post_id: ["You cannot repost your own job post."] },
    });

    const companyPost = await createPost(api, acme);
    const byCompany = await api.post("/api/job-post/repost/create/", { job_post_id: own.id }, { token: acme.token });
    expect(byCompany.status).toBe(403);
    expect(byCompany.body.message).toBe("This is only available to individual accounts.");
    expect(
      (await api.del(`/api/job-post/repost/delete/?job_post_id=${own.id}`, undefined, { token: acme.token })).status,
    ).toBe(403);

    const bare = await signUp(api, { type_of_user: "individual" });
    const noProfile = await api.post(
      "/api/job-post/repost/create/",
      { job_post_id: companyPost.id },
      { token: bare.access_token },
    );
    expect(noProfile.status).toBe(403);
    expect(noProfile.body.message).toBe("Complete your profile before reposting jobs.");

    expect(
      (await api.post("/api/job-post/repost/create/", { job_post_id: 999_999 }, { token: rahul.token })).status,
    ).toBe(404);
    expect((await api.post("/api/job-post/repost/create/", {}, { token: rahul.token })).body.errors).toEqual({
      job_post_id: ["This is Required."],
    });
    expect((await api.post("/api/job-post/repost/create/", { job_post_id: companyPost.id })).status).toBe(401);

    // A closed post is readable (decision 130) but no longer spread: 400 with the reason, not 404.
    await api.put(`/api/job-post/update/?job_post_id=${companyPost.id}`, { status: "closed" }, { token: acme.token });
    const closed = await api.post(
      "/api/job-post/repost/create/",
      { job_post_id: companyPost.id },
      { token: rahul.token },
    );
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe(JOB_POST_MESSAGES.closedPost);
  });

  test("the Reposts tab pages by 20", async () => {
    const post = await createPost(api, acme, { title: "Popular" });
    for (let i = 0; i < 21; i += 1) {
      const fan = await member(api);
      expect(
        (await api.post("/api/job-post/repost/create/", { job_post_id: post.id }, { token: fan.token })).status,
      ).toBe(201);
    }
    const first = await paged(api, `/api/job-post/reposted-by/list/?job_post_id=${post.id}`, acme);
    expect(first).toMatchObject({ total: 21, has_next: true });
    expect(first.data).toHaveLength(20);
    expect((await paged(api, `/api/job-post/reposted-by/list/?job_post_id=${post.id}&page=2`, acme)).data).toHaveLength(
      1,
    );
    const shown = await read(post.id);
    expect(shown.repost_count).toBe(21);
    expect(shown.reposted_by).toHaveLength(10);
    // All at one time: the repost id orders them; by keyset as by number.
    await expectKeysetWalk(api, `/api/job-post/reposted-by/list/?job_post_id=${post.id}`, acme.token);
  });

  test("a member's reposts page by keyset: cursor and before give the pages by number", async () => {
    const reposter = await member(api);
    const posts = [];
    for (let i = 0; i < 23; i += 1) {
      posts.push(await createPost(api, acme, { title: `Keyset ${i}` }));
      expect(
        (await api.post("/api/job-post/repost/create/", { job_post_id: posts[i].id }, { token: reposter.token }))
          .status,
      ).toBe(201);
      if (i % 3 === 2) api.clock.advance(60_000);
    }
    const pages = await expectKeysetWalk(api, `/api/job-post/repost/list/?user_id=${reposter.id}`);
    expect(pages[1].data.map((p: { title: string }) => p.title)).toEqual(["Keyset 2", "Keyset 1", "Keyset 0"]);
    await expectKeysetWalk(api, "/api/job-post/repost/list/?my_reposts=true", reposter.token);

    // page_size (1–20) as the other lists take it: the profile shows ten a page.
    const ten = (await api.get(`/api/job-post/repost/list/?user_id=${reposter.id}&page_size=10`)).body;
    expect(ten).toMatchObject({ result: true, page: 1, page_size: 10, total: 23, has_next: true });
    expect(ten.data.map((p: { title: string }) => p.title)).toEqual(
      pages[0].data.slice(0, 10).map((p: { title: string }) => p.title),
    );
    const next = (
      await api.get(`/api/job-post/repost/list/?user_id=${reposter.id}&page=2&page_size=10&cursor=${ten.next_cursor}`)
    ).body;
    expect(next.data.map((p: { title: string }) => p.title)).toEqual(
      pages[0].data.slice(10, 20).map((p: { title: string }) => p.title),
    );
    const refused = await api.get(`/api/job-post/repost/list/?user_id=${reposter.id}&page_size=21`);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(["page_size"]);
  });
});
