/**
 * `GET /api/job-post/list/?type=network` (issue 5): open posts by the member's connections and
 * open posts their connections reposted, newest (post or repost time) first, once each, never
 * the member's own; reposted items name the connection who reposted them.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect, member, startTestApi, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, paged } from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const MINUTE = 60_000;

describe("network feed", () => {
  test("connections' posts and reposts, newest first, once each, never own or closed", async () => {
    const me = await member(api, { first_name: "Meera", last_name: "Iyer" });
    const anil = await member(api, { first_name: "Anil", last_name: "Kumar" });
    const bina = await member(api, { first_name: "Bina", last_name: "Shah" });
    const stranger = await member(api, { first_name: "Chetan", last_name: "Rao" });
    const pending = await member(api);
    const acme = await company(api, { company_name: "Networkco" });
    await connect(api, me, anil);
    await connect(api, bina, me);
    await api.post("/api/connection/create/", { user_id: pending.id }, { token: me.token });

    const tick = () => api.clock.advance(MINUTE);
    const repost = async (who: { token: string }, id: number) => {
      const response = await api.post("/api/job-post/repost/create/", { job_post_id: id }, { token: who.token });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      tick();
    };
    const post = async (who: { token: string }, title: string) => {
      const created = await createPost(api, who, { title });
      tick();
      return created.id as number;
    };

    const byAnil = await post(anil, "Posted by Anil");
    const byStranger = await post(stranger, "Stranger, reposted by Bina");
    const unseen = await post(stranger, "Stranger, not reposted");
    const closed = await post(anil, "Anil, closed");
    const mine = await post(me, "My own, reposted by Anil");
    const twice = await post(stranger, "Stranger, reposted twice");
    const byCompany = await post(acme, "Company, reposted by Anil");
    const byPending = await post(pending, "Pending member's post");
    await repost(bina, byStranger);
    await repost(anil, mine);
    await repost(anil, twice);
    await repost(bina, twice);
    await repost(bina, byAnil); // already in the feed as Anil's post
    await repost(anil, byCompany);
    await repost(stranger, byPending);
    await api.put(`/api/job-post/update/?job_post_id=${closed}`, { status: "closed" }, { token: anil.token });
    void unseen;

    const feed = await paged(api, "/api/job-post/list/?type=network", me);
    expect(feed.data.map((p: any) => [p.title, p.reposted_by_connection?.first_name ?? null])).toEqual([
      ["Company, reposted by Anil", "Anil"],
      ["Stranger, reposted twice", "Bina"],
      ["Stranger, reposted by Bina", "Bina"],
      ["Posted by Anil", null],
    ]);
    expect(feed).toMatchObject({ total: 4, page: 1, has_next: false });
    expect(feed.data[1].reposted_by_connection).toEqual({
      id: bina.id,
      first_name: "Bina",
      last_name: "Shah",
      bio: expect.any(String),
      profile_pic: null,
      username: "bina-shah",
    });
    expect(feed.data[3]).toMatchObject({
      id: byAnil,
      posted_by: { id: anil.id, status: { is_connected: true } },
      status: "open",
    });

    // A removed connection takes their posts and reposts out of the feed.
    await api.del("/api/connection/remove/", { remove_user_id: bina.id }, { token: me.token });
    const after = await paged(api, "/api/job-post/list/?type=network", me);
    expect(after.data.map((p: any) => [p.title, p.reposted_by_connection?.first_name ?? null])).toEqual([
      ["Company, reposted by Anil", "Anil"],
      ["Stranger, reposted twice", "Anil"],
      ["Posted by Anil", null],
    ]);
  });

  test("pages of 20; empty without connections; individuals only", async () => {
    const me = await member(api);
    const friend = await member(api);
    expect(await paged(api, "/api/job-post/list/?type=network", me)).toMatchObject({ data: [], total: 0 });
    await connect(api, me, friend);
    for (let i = 0; i < 21; i += 1) {
      await createPost(api, friend, { title: `Bulk ${i}` });
      api.clock.advance(MINUTE);
    }
    const first = await paged(api, "/api/job-post/list/?type=network", me);
    expect(first).toMatchObject({ total: 21, has_next: true });
    expect(first.data).toHaveLength(20);
    expect(first.data[0].title).toBe("Bulk 20");
    const second = await paged(api, "/api/job-post/list/?type=network&page=2", me);
    expect(second.data.map((p: any) => p.title)).toEqual(["Bulk 0"]);

    const acme = await company(api);
    const refused = await api.get("/api/job-post/list/?type=network", { token: acme.token });
    expect(refused.status).toBe(403);
    expect((await api.get("/api/job-post/list/?type=network")).status).toBe(401);
  });
});
