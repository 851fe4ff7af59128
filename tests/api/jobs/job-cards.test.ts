/**
 * `view=card` of the job lists (decision 143): each list answers its posts as their cards show
 * them — the whole post without the description, skills, sector, domain, reposters and the
 * poster's connection state — with the list's own fields (`applied_on`, `saved_at`, …) kept.
 * `view=full` (or none) answers whole posts as before; anything else is a 400.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect, member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { createPost, ids } from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

/** What only a post's own page shows: left out of a card. */
const NOT_ON_A_CARD = ["description", "skills", "sector", "domain", "reposted_by"];

/** A whole post as its card: the post without NOT_ON_A_CARD, its poster without `status`. */
function asCard(post: Record<string, unknown>): Record<string, unknown> {
  const card = Object.fromEntries(Object.entries(post).filter(([key]) => !NOT_ON_A_CARD.includes(key)));
  const { status: _status, ...poster } = post.posted_by as Record<string, unknown>;
  return { ...card, posted_by: poster };
}

async function list(path: string, who: Member): Promise<any> {
  const response = await api.get(path, { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

let seeker: Member;
let poster: Member;
let friend: Member;
let post: any;

beforeAll(async () => {
  const m = await ids(api);
  seeker = await member(api);
  poster = await member(api);
  friend = await member(api);
  await connect(api, seeker, friend);
  post = await createPost(api, poster, {
    title: "Quillfeather Platform Engineer",
    description: "<p>A long description the card does not show.</p>",
    skills: [m.skills.React, m.skills.TypeScript],
  });
  // The seeker applies and saves it; a connection reposts it (the network feed).
  expect(
    (await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: seeker.token })).status,
  ).toBe(201);
  expect((await api.post("/api/job-post/save/", { job_post_id: post.id }, { token: seeker.token })).status).toBe(200);
  expect(
    (await api.post("/api/job-post/repost/create/", { job_post_id: post.id }, { token: friend.token })).status,
  ).toBe(201);
});

describe("view=card", () => {
  const lists = [
    ["suggested", "/api/job-post/list/?type=suggested"],
    ["applied", "/api/job-post/list/?type=applied"],
    ["saved", "/api/job-post/list/?type=saved"],
    ["network", "/api/job-post/list/?type=network"],
    ["a member's posts", "/api/job-post/list/?user_id={poster}"],
    ["a member's reposts", "/api/job-post/repost/list/?user_id={friend}"],
  ] as const;

  test.each(lists)("%s: each post as its card, with the list's own fields", async (_name, template) => {
    const path = template.replace("{poster}", String(poster.id)).replace("{friend}", String(friend.id));
    const full = await list(path, seeker);
    const cards = await list(`${path}&view=card`, seeker);
    const whole = full.data.find((item: { id: number }) => item.id === post.id);
    expect(whole, "the post is in the list").toBeDefined();
    expect(whole.description).toContain("long description");
    expect(whole.skills).toHaveLength(2);
    const card = cards.data.find((item: { id: number }) => item.id === post.id);
    expect(card).toEqual(asCard(whole));
    for (const key of NOT_ON_A_CARD) expect(card).not.toHaveProperty(key);
    // The same list, the same paging: only the items are smaller.
    const { data: _fullData, ...fullPaging } = full;
    const { data: _cardData, ...cardPaging } = cards;
    expect(cardPaging).toEqual(fullPaging);
    expect(cards.data.map((item: { id: number }) => item.id)).toEqual(full.data.map((item: { id: number }) => item.id));
  });

  test("view=full is the whole post, as without view", async () => {
    const path = `/api/job-post/list/?user_id=${poster.id}`;
    expect((await list(`${path}&view=full`, seeker)).data).toEqual((await list(path, seeker)).data);
  });

  test("the list's own fields stay on its cards", async () => {
    const applied = (await list("/api/job-post/list/?type=applied&view=card", seeker)).data[0];
    expect(applied).toMatchObject({
      id: post.id,
      my_application_status: "requested",
      application: { status: "requested" },
    });
    expect(applied.applied_on).toEqual(expect.any(String));
    expect((await list("/api/job-post/list/?type=saved&view=card", seeker)).data[0]).toMatchObject({
      id: post.id,
      saved_by_me: true,
      saved_at: expect.any(String),
    });
    expect((await list("/api/job-post/list/?type=network&view=card", seeker)).data[0]).toMatchObject({
      id: post.id,
      reposted_by_connection: { id: friend.id },
    });
  });

  test("a search answers the jobs it finds as cards", async () => {
    const path = "/api/search/list/?search=Quillfeather&typeFilter=jobs";
    const full = await list(path, seeker);
    const cards = await list(`${path}&view=card`, seeker);
    expect(full.data).toHaveLength(1);
    expect(cards.data).toEqual([{ ...full.data[0], job: asCard(full.data[0].job) }]);
  });

  test("any other view is a 400 that says what to send", async () => {
    for (const path of [
      "/api/job-post/list/?type=suggested&view=cards",
      `/api/job-post/repost/list/?user_id=${friend.id}&view=`,
      "/api/search/list/?search=Quillfeather&view=CARD",
    ]) {
      const response = await api.get(path, { token: seeker.token });
      expect(response.status, path).toBe(400);
      expect(response.body.errors, path).toEqual({ view: ["Send view as full or card."] });
    }
  });
});
