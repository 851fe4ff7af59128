/**
 * Computed lists kept a minute (decision 104, lib/list-cache.ts): suggested jobs, people you may
 * know, the network feed, search hits and a page of people's connections in common are reused for
 * LIST_CACHE_SECONDS; what else a page shows is read fresh; a member's own change shows at once; another member's change within the minute.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect, member, startTestApi, type Member, type TestApi } from "./harness.ts";
import { company, createPost, ids, paged, titles } from "./jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60, listCacheSeconds: 60 });
});
afterAll(async () => {
  await api?.close();
});

const SUGGESTED = "/api/job-post/list/?type=suggested";

describe("suggested jobs", () => {
  let seeker: Member;
  beforeAll(async () => {
    const m = await ids(api);
    seeker = await member(api);
    expect(
      (await api.put("/api/individual/update/", { skills: [m.skills.Docker] }, { token: seeker.token })).status,
    ).toBe(200);
  });

  test("another member's new post shows within the minute; a closed one leaves at once", async () => {
    const m = await ids(api);
    const poster = await member(api);
    const first = await createPost(api, poster, { title: "Docker one", skills: [m.skills.Docker] });
    expect(await titles(api, SUGGESTED, seeker)).toContain("Docker one");

    await createPost(api, poster, { title: "Docker two", skills: [m.skills.Docker] });
    expect(await titles(api, SUGGESTED, seeker)).not.toContain("Docker two");
    await api.put(`/api/job-post/update/?job_post_id=${first.id}`, { status: "closed" }, { token: poster.token });
    expect(await titles(api, SUGGESTED, seeker)).not.toContain("Docker one");

    api.clock.advance(61_000);
    const after = await titles(api, SUGGESTED, seeker);
    expect(after).toContain("Docker two");
    expect(after).not.toContain("Docker one");
  });

  test("the member's own change shows at once", async () => {
    const m = await ids(api);
    const poster = await member(api);
    await createPost(api, poster, { title: "Figma role", skills: [m.skills.Figma] });
    await paged(api, SUGGESTED, seeker);
    expect(
      (await api.put("/api/individual/update/", { skills: [m.skills.Figma] }, { token: seeker.token })).status,
    ).toBe(200);
    expect((await titles(api, SUGGESTED, seeker))[0]).toBe("Figma role");
  });
});

describe("people you may know and the network feed", () => {
  test("someone the member asks to connect with leaves the suggestions at once; a connection's post shows within the minute", async () => {
    const me = await member(api);
    const friend = await member(api);
    await connect(api, me, friend);
    const stranger = await member(api, { first_name: "Zygmunt" });
    await connect(api, friend, stranger);
    const suggested = async () =>
      ((await paged(api, "/api/connection/list/?type=suggested", me)).data as Array<{ id: number }>).map((p) => p.id);
    expect(await suggested()).toContain(stranger.id);
    const sent = await api.post("/api/connection/create/", { user_id: stranger.id }, { token: me.token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await suggested()).not.toContain(stranger.id);

    const feed = () => titles(api, "/api/job-post/list/?type=network", me);
    expect(await feed()).toEqual([]);
    await createPost(api, friend, { title: "Friend's opening" });
    expect(await feed()).toEqual([]);
    api.clock.advance(61_000);
    expect(await feed()).toEqual(["Friend's opening"]);
  });

  test("connections in common on a page of people: another member's new connection counts within the minute, the member's own at once", async () => {
    const me = await member(api);
    const friend = await member(api);
    const other = await member(api);
    const them = await member(api);
    await connect(api, me, them);
    await connect(api, friend, them);
    await connect(api, me, friend);
    const connected = "/api/connection/list/?type=connected";
    const inCommon = async (id: number) =>
      ((await paged(api, connected, me)).data as Array<{ id: number; connections_in_common: number }>).find(
        (p) => p.id === id,
      )?.connections_in_common;
    // `friend` and `me` share `them`.
    expect(await inCommon(friend.id)).toBe(1);
    // Another member's change: `friend` connects with `other`, whom `me` knows too (`me`'s own
    // change comes first, so it is forgotten now; the page's counts are then kept).
    await connect(api, me, other);
    expect(await inCommon(friend.id)).toBe(1);
    await connect(api, friend, other);
    expect(await inCommon(friend.id)).toBe(1);
    api.clock.advance(61_000);
    expect(await inCommon(friend.id)).toBe(2);
  });
});

describe("search", () => {
  test("a member's own edit is found at once; the hits of a search are reused for at most 30 s", async () => {
    const viewer = await member(api);
    const corp = await company(api, { company_name: "Quokka Labs" });
    const search = async (text: string) =>
      (await api.get(`/api/search/list/?search=${text}`, { token: viewer.token })).body.total as number;
    expect(await search("wombat")).toBe(0);
    await createPost(api, corp, { title: "Wombat wrangler" });
    expect(await search("wombat")).toBe(1);

    expect(await search("numbat")).toBe(0);
    // Written without a member's API call (as another instance would), so nothing forgets it here.
    const other = await startTestApi({ databaseUrl: api.databaseUrl, accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
    try {
      const r = await other.post(
        "/api/job-post/create/",
        { ...(await import("./jobs-harness.ts").then((h) => h.postBody(other, { title: "Numbat keeper" }))) },
        { token: corp.token },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    } finally {
      await other.close();
    }
    expect(await search("numbat")).toBe(0);
    api.clock.advance(31_000);
    expect(await search("numbat")).toBe(1);
  });
});
