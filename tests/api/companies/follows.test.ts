/**
 * Following companies (issue 38, decision 177): follow and unfollow, the follower count, the
 * companies one follows, the dashboard's feed of their new posts, and the mail of their new jobs
 * (a daily job alert).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { onboardedIndividual, startTestApi, TEST_PASSWORD, type TestApi } from "#tests/api/harness.ts";
import { company, createPost } from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function member() {
  const { session } = await onboardedIndividual(api);
  return { token: session.access_token, id: session.user.id };
}

async function followCall(who: { token: string }, body: Record<string, unknown>) {
  return api.post("/api/corporate/follow/", body, { token: who.token });
}

describe("who may follow", () => {
  test("401 without a token, 403 for a company account; an unknown company is 404", async () => {
    const acme = await company(api);
    for (const [method, path, body] of [
      ["POST", "/api/corporate/follow/", { company_id: acme.id }],
      ["GET", "/api/corporate/following/", undefined],
    ] as const) {
      expect((await api.request(method, path, { body })).status, path).toBe(401);
      expect((await api.request(method, path, { body, token: acme.token })).status, path).toBe(403);
    }
    const asha = await member();
    expect((await followCall(asha, { company_id: 999_999 })).status).toBe(404);
    // A member's account is not a company.
    const other = await member();
    expect((await followCall(asha, { company_id: other.id })).status).toBe(404);
    expect((await followCall(asha, { company_id: "x" })).body.errors).toEqual({
      company_id: ["Choose a company to follow."],
    });
    expect((await followCall(asha, { company_id: acme.id, action: "stop" })).body.errors).toEqual({
      action: ["Send action as undo, or leave it out."],
    });
  });
});

describe("follow and unfollow", () => {
  test("the count and the member's view follow each change; twice changes nothing", async () => {
    const acme = await company(api);
    const asha = await member();
    const rahul = await member();
    const page = async (who?: { token: string }) =>
      (await api.get(`/api/corporate/get/?user_id=${acme.id}`, who ? { token: who.token } : {})).body.data;
    expect(await page()).toMatchObject({ follower_count: 0, followed_by_me: false });

    const followed = await followCall(asha, { company_id: acme.id });
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    expect(followed.body).toMatchObject({
      message: `You follow ${acme.name}.`,
      data: { company_id: acme.id, following: true, follower_count: 1, mail: false },
    });
    expect((await followCall(asha, { company_id: String(acme.id) })).body.data.follower_count).toBe(1);
    await followCall(rahul, { company_id: acme.id });
    expect(await page(asha)).toMatchObject({ follower_count: 2, followed_by_me: true });
    expect(await page()).toMatchObject({ follower_count: 2, followed_by_me: false });

    const list = await api.get("/api/corporate/following/", { token: asha.token });
    expect(list.body.data).toEqual([
      {
        company_id: acme.id,
        name: acme.name,
        logo: null,
        follower_count: 2,
        followed_at: expect.any(String),
        mail: false,
      },
    ]);

    const unfollowed = await followCall(asha, { company_id: acme.id, action: "undo" });
    expect(unfollowed.body).toMatchObject({
      message: `You no longer follow ${acme.name}.`,
      data: { following: false, follower_count: 1 },
    });
    expect((await followCall(asha, { company_id: acme.id, action: "undo" })).body.data.follower_count).toBe(1);
    expect((await api.get("/api/corporate/following/", { token: asha.token })).body.data).toEqual([]);
    // A follower who deletes their account no longer counts.
    expect((await api.del("/api/user/delete/", { password: TEST_PASSWORD }, { token: rahul.token })).status).toBe(200);
    expect(await page()).toMatchObject({ follower_count: 0 });
  });

  test("the companies one follows page newest first by cursor", async () => {
    const asha = await member();
    const companies = [];
    for (let i = 0; i < 3; i++) {
      const c = await company(api);
      api.clock.advance(1000);
      await followCall(asha, { company_id: c.id });
      companies.push(c);
    }
    const first = await api.get("/api/corporate/following/?page_size=2", { token: asha.token });
    expect(first.body.data.map((c: { company_id: number }) => c.company_id)).toEqual(
      [companies[2].id, companies[1].id, companies[0].id].slice(0, first.body.data.length),
    );
    const all = (await api.get("/api/corporate/following/", { token: asha.token })).body;
    expect(all.total).toBe(3);
    expect(all.data.map((c: { company_id: number }) => c.company_id)).toEqual([
      companies[2].id,
      companies[1].id,
      companies[0].id,
    ]);
  });

  test("mail: a daily job alert for jobs at the company, off again on unfollowing", async () => {
    const acme = await company(api);
    const asha = await member();
    const on = await followCall(asha, { company_id: acme.id, mail: true });
    expect(on.body).toMatchObject({
      message: `We will mail you new jobs at ${acme.name} daily.`,
      data: { following: true, mail: true },
    });
    const alerts = (await api.get("/api/job-post/alert/list/", { token: asha.token })).body.data;
    expect(alerts).toMatchObject([{ query: `company=${acme.companyId}`, frequency: "daily", summary: acme.name }]);
    // Asking again keeps the one alert.
    expect((await followCall(asha, { company_id: acme.id, mail: true })).status).toBe(200);
    expect((await api.get("/api/job-post/alert/list/", { token: asha.token })).body.data).toHaveLength(1);
    expect((await api.get("/api/corporate/following/", { token: asha.token })).body.data[0].mail).toBe(true);
    const off = await followCall(asha, { company_id: acme.id, action: "undo" });
    expect(off.body.data).toMatchObject({ following: false, mail: false });
    expect((await api.get("/api/job-post/alert/list/", { token: asha.token })).body.data).toEqual([]);
  });
});

describe("the feed of followed companies (list/?type=following)", () => {
  test("open posts of the companies followed, newest first, of the last 30 days", async () => {
    const acme = await company(api);
    const old = await createPost(api, acme, { company: undefined, title: "Old opening" });
    api.clock.advance(31 * DAY_MS);
    // A month on: the tokens of then have expired.
    acme.token = (
      await api.post("/api/user/login/", { email: acme.email, password: TEST_PASSWORD })
    ).body.data.access_token;
    const globex = await company(api);
    const other = await company(api);
    const asha = await member();
    const a1 = await createPost(api, acme, { company: undefined, title: "Acme first" });
    api.clock.advance(1000);
    const g1 = await createPost(api, globex, { company: undefined, title: "Globex first" });
    api.clock.advance(1000);
    await createPost(api, other, { company: undefined, title: "Not followed" });
    const closed = await createPost(api, acme, { company: undefined, title: "Closed one" });
    expect(
      (await api.put(`/api/job-post/update/?job_post_id=${closed.id}`, { status: "closed" }, { token: acme.token }))
        .status,
    ).toBe(200);
    expect(old.id).toBeLessThan(a1.id);

    const empty = await api.get("/api/job-post/list/?type=following", { token: asha.token });
    expect(empty.body.data).toEqual([]);
    await followCall(asha, { company_id: acme.id });
    await followCall(asha, { company_id: globex.id });
    const feed = await api.get("/api/job-post/list/?type=following&view=card", { token: asha.token });
    expect(feed.status, JSON.stringify(feed.body)).toBe(200);
    expect(feed.body.data.map((p: { title: string }) => p.title)).toEqual(["Globex first", "Acme first"]);
    expect(feed.body.data[0].id).toBe(g1.id);
    // Pages by cursor.
    const first = (await api.get("/api/job-post/list/?type=following&page_size=1", { token: asha.token })).body;
    expect(first.data.map((p: { id: number }) => p.id)).toEqual([g1.id]);
    const second = (
      await api.get(`/api/job-post/list/?type=following&page_size=1&page=2&cursor=${first.next_cursor}`, {
        token: asha.token,
      })
    ).body;
    expect(second.data.map((p: { id: number }) => p.id)).toEqual([a1.id]);
    // Only individuals have one.
    expect((await api.get("/api/job-post/list/?type=following", { token: acme.token })).status).toBe(403);
  });
});
