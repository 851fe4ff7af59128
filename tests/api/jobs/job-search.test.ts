/**
 * The job search (issue 33, decision 171), `GET /api/job-post/search/`, over HTTP on SQLite and
 * PostgreSQL: relevance by field (title, then skills, then company, then description), the last
 * word as a prefix, recency among equals, a query relaxed a word at a time when it finds nothing,
 * only open posts (not closed, ended or deleted), keyset paging both ways, filters beside the
 * keywords, visitors and members, and a clear 400 for bad input.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { createPost, ids, postBody } from "#tests/api/jobs-harness.ts";

let api: TestApi;
let poster: Member;
let seeker: Member;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
  poster = await member(api, { first_name: "Meera", last_name: "Iyer" });
  seeker = await member(api, { first_name: "Kabir", last_name: "Das" });
});
afterAll(async () => {
  await api?.close();
});

async function search(params: string, who?: { token: string }) {
  const response = await api.get(`/api/job-post/search/?${params}`, who ? { token: who.token } : {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}
const titlesOf = (body: any): string[] => body.data.map((post: { title: string }) => post.title);

/**
 * "figma" in one field each. They are made in the order opposite to the expected ranking, so
 * the newest first would give the reverse: only the fields' weights put them in order.
 */
async function figmaPosts() {
  const m = await ids(api);
  const figma = (await api.get("/api/master/skill/list/?search=Figma")).body.data.find(
    (skill: { title: string }) => skill.title === "Figma",
  ).id as number;
  await createPost(api, poster, { title: "Figma Designer", skills: [m.skills.React], description: "<p>Screens.</p>" });
  api.clock.advance(MINUTE);
  await createPost(api, poster, { title: "Product Designer", skills: [figma], description: "<p>Screens.</p>" });
  api.clock.advance(MINUTE);
  await createPost(api, poster, {
    title: "Interaction Designer",
    company: undefined,
    company_name: "Figma Labs",
    skills: [m.skills.React],
    description: "<p>Screens.</p>",
  });
  api.clock.advance(MINUTE);
  const desc = await createPost(api, poster, {
    title: "Visual Designer",
    skills: [m.skills.React],
    description: "<p>We sketch in figma every day.</p>",
    locations: [m.cities.Pune],
  });
  api.clock.advance(MINUTE);
  return { desc };
}

describe("GET /api/job-post/search/", () => {
  let descPost: any;
  beforeAll(async () => {
    descPost = (await figmaPosts()).desc;
  });

  test("relevance: the title weighs most, then skills, then the company, then the description", async () => {
    const body = await search("q=figma");
    expect(titlesOf(body)).toEqual(["Figma Designer", "Product Designer", "Interaction Designer", "Visual Designer"]);
    expect(body.total).toBe(4);
    expect(body.query).toEqual({ text: "figma", words: ["figma"], relaxed: false, dropped: [] });
    // A visitor's search: public, and nothing of a viewer's own.
    expect(body.data.every((post: { is_mine: boolean }) => post.is_mine === false)).toBe(true);
  });

  test("the last word matches as a prefix (from two letters); the others as whole words", async () => {
    expect(titlesOf(await search("q=figm"))).toHaveLength(4);
    expect(titlesOf(await search("q=visual%20desig"))).toEqual(["Visual Designer"]);
    // "desig" is not the last word: a whole word, which no post has.
    const notLast = await search("q=desig%20visual");
    expect(notLast.query.relaxed).toBe(true);
    expect(notLast.query.dropped).toEqual(["desig"]);
    // One letter is not a prefix (it would match nearly every word).
    expect((await search("q=f")).data).toEqual([]);
  });

  test("with equal relevance, the newest first; sort=newest orders by time alone", async () => {
    // Two posts alike in every field: equal scores, the newer first.
    const older = await createPost(api, poster, { title: "Tessarix Planner" });
    api.clock.advance(MINUTE);
    const newer = await createPost(api, poster, { title: "Tessarix Planner" });
    api.clock.advance(MINUTE);
    expect((await search("q=tessarix")).data.map((post: { id: number }) => post.id)).toEqual([newer.id, older.id]);
    expect(titlesOf(await search("q=figma&sort=newest"))).toEqual([
      "Visual Designer",
      "Interaction Designer",
      "Product Designer",
      "Figma Designer",
    ]);
  });

  test("a query that finds nothing drops its most restrictive word, and says so", async () => {
    const body = await search("q=figma%20zzqxv");
    expect(body.query).toEqual({ text: "figma zzqxv", words: ["figma"], relaxed: true, dropped: ["zzqxv"] });
    expect(titlesOf(body)[0]).toBe("Figma Designer");
    // Stop words do not count ("jobs in" are left out), and nothing left to drop: no results.
    const none = await search("q=jobs%20in%20zzqxv");
    expect(none.query).toMatchObject({ words: ["zzqxv"], relaxed: false });
    expect(none.data).toEqual([]);
    expect(none.total).toBe(0);
  });

  test("keywords with filters: both must hold", async () => {
    const m = await ids(api);
    expect(titlesOf(await search(`q=figma&locations=${m.cities.Pune}`))).toEqual(["Visual Designer"]);
    const body = await search(`q=figma&locations=${m.cities.Chennai}`);
    expect(body.data).toEqual([]);
    expect(body.filters.locations[0].city).toBe("Chennai");
  });

  test("only open posts: closed, ended and deleted posts are not found", async () => {
    const closing = await createPost(api, poster, { title: "Quillbert Closing" });
    const ending = await createPost(api, poster, {
      title: "Quillbert Ending",
      valid_through: new Date(api.clock.now().getTime() + 2 * DAY).toISOString(),
    });
    const deleting = await createPost(api, poster, { title: "Quillbert Deleting" });
    await createPost(api, poster, { title: "Quillbert Staying" });
    expect(titlesOf(await search("q=quillbert"))).toHaveLength(4);
    expect(
      (await api.put(`/api/job-post/update/?job_post_id=${closing.id}`, { status: "closed" }, { token: poster.token }))
        .status,
    ).toBe(200);
    expect(
      (await api.del(`/api/job-post/delete/?job_post_id=${deleting.id}`, undefined, { token: poster.token })).status,
    ).toBe(200);
    expect(titlesOf(await search("q=quillbert")).sort()).toEqual(["Quillbert Ending", "Quillbert Staying"]);
    // Past its end, before the closing worker gets to it.
    api.clock.advance(3 * DAY);
    expect(titlesOf(await search("q=quillbert"))).toEqual(["Quillbert Staying"]);
    expect(titlesOf(await search("q=quillbert&sort=newest"))).toEqual(["Quillbert Staying"]);
    // Without keywords, the same rule.
    const all = titlesOf(await search("page_size=20"));
    expect(all).toContain("Quillbert Staying");
    expect(all).not.toContain("Quillbert Closing");
    expect(all).not.toContain("Quillbert Ending");
    expect(all).not.toContain("Quillbert Deleting");
    // Reopened and edited: found again, by its new title.
    expect(
      (await api.put(`/api/job-post/update/?job_post_id=${closing.id}`, { status: "open" }, { token: poster.token }))
        .status,
    ).toBe(200);
    expect(titlesOf(await search("q=quillbert")).sort()).toEqual(["Quillbert Closing", "Quillbert Staying"]);
    expect(ending.id).toBeGreaterThan(0);
  });

  test("an edited post is found by its new words, not its old ones", async () => {
    const post = await createPost(api, poster, { title: "Zephyrine Analyst" });
    // The whole post again (the company in it is ignored: locked).
    const edit = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      await postBody(api, { title: "Marmalix Analyst" }),
      { token: poster.token },
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(titlesOf(await search("q=marmalix"))).toEqual(["Marmalix Analyst"]);
    expect((await search("q=zephyrine")).data).toEqual([]);
  });

  test("pages by keyset: next and previous cursors walk the ranking without gaps or repeats", async () => {
    for (let i = 0; i < 7; i++) {
      // Scores differ (the word once or twice in the title) and times differ.
      await createPost(api, poster, { title: i % 2 ? `Pagerix Pagerix Lead ${i}` : `Pagerix Lead ${i}` });
      api.clock.advance(MINUTE);
    }
    const whole = titlesOf(await search("q=pagerix&page_size=20"));
    expect(whole).toHaveLength(7);
    const seen: string[] = [];
    let page = await search("q=pagerix&page_size=3");
    const first = titlesOf(page);
    seen.push(...first);
    let n = 1;
    while (page.next_cursor) {
      n++;
      page = await search(`q=pagerix&page_size=3&page=${n}&cursor=${page.next_cursor}`);
      seen.push(...titlesOf(page));
    }
    expect(seen).toEqual(whole);
    expect(page.has_next).toBe(false);
    // Back from the second page: the first page again.
    const second = await search("q=pagerix&page_size=3&page=1");
    const next = await search(`q=pagerix&page_size=3&page=2&cursor=${second.next_cursor}`);
    const back = await search(`q=pagerix&page_size=3&page=1&before=${next.prev_cursor}`);
    expect(titlesOf(back)).toEqual(first);
    // Without keywords: newest first, by keyset too.
    const newest = await search("page_size=2");
    const after = await search(`page_size=2&page=2&cursor=${newest.next_cursor}`);
    expect(titlesOf(newest).concat(titlesOf(after))).toEqual(titlesOf(await search("page_size=4")));
  });

  test("a member sees their own posts marked; a seeker does not", async () => {
    const own = await search("q=figma", poster);
    expect(own.data.every((post: { is_mine: boolean }) => post.is_mine)).toBe(true);
    const other = await search("q=figma", seeker);
    expect(other.data.some((post: { is_mine: boolean }) => post.is_mine)).toBe(false);
    expect(descPost.id).toBeGreaterThan(0);
  });

  test("bad input is a clear 400, never a 500", async () => {
    const long = await api.get(`/api/job-post/search/?q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.errors.q).toEqual(["Search must be at most 100 characters."]);
    const cursor = await api.get("/api/job-post/search/?q=figma&page=2&cursor=bm90LWEtY3Vyc29y");
    expect(cursor.status).toBe(400);
    // A well-formed cursor of another list (a time, not a score).
    const foreign = Buffer.from(JSON.stringify(["2026-01-01T00:00:00.000Z", 5])).toString("base64url");
    const other = await api.get(`/api/job-post/search/?q=figma&page=2&cursor=${foreign}`);
    expect(other.status).toBe(400);
    const filter = await api.get("/api/job-post/search/?q=figma&locations=999999");
    expect(filter.status).toBe(400);
    expect(filter.body.errors.locations).toBeDefined();
    // Query syntax is only words.
    expect((await search(`q=${encodeURIComponent('figma" OR * NEAR(a b) & !x:*')}`)).query.relaxed).toBe(true);
  });
});
