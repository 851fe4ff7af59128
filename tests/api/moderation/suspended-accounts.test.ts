/**
 * A suspended account looks gone to others (decision 182): its profile and company page answer
 * 404 to everyone but itself and moderators, and it leaves the sitemaps, search, the company's
 * employees, the reposters of a post and people you may know; when the suspension ends it is back.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SITEMAP_URLS_PER_PAGE } from "#app/contract/seo.ts";
import { connect, member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, type Company } from "#tests/api/jobs-harness.ts";

const run = promisify(execFile);
const DAY = 24 * 60 * 60 * 1000;

let api: TestApi;
let moderator: Member;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 60 * 24 * 60 * 60 });
  moderator = await member(api, { first_name: "Mira", last_name: "Desk" });
  await run(process.execPath, ["scripts/moderator.mjs", "add", moderator.email], {
    env: { ...process.env, DATABASE_URL: api.databaseUrl },
  });
});
afterAll(async () => {
  await api?.close();
});

/** Suspends `target` for `days` through the desk, as a moderator does. */
async function suspend(target: { id: number }, kind: "member" | "company", days: number): Promise<void> {
  const reporter = await member(api);
  expect(
    (
      await api.post(
        "/api/moderation/report/",
        { target_kind: kind, target_id: target.id, reason: "fake_profile" },
        { token: reporter.token },
      )
    ).status,
  ).toBe(201);
  const queue = await api.get("/api/moderation/case/list/", { token: moderator.token });
  const found = queue.body.data.find(
    (c: { target_id: number; target_kind: string }) => c.target_kind === kind && c.target_id === target.id,
  );
  const decided = await api.post(
    "/api/moderation/case/decide/",
    { case_id: found.id, action: "suspend", days, reason: "Fake account." },
    { token: moderator.token },
  );
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
}

const work = (who: Member, firm: Company, start_date: string) =>
  api.post(
    "/api/individual/experience/create/",
    {
      title: "Engineer",
      company: firm.companyId,
      employment_type: "full-time",
      start_date,
      is_current: true,
      end_date: null,
    },
    { token: who.token },
  );

const sitemapHas = async (kind: "jobs" | "companies", id: number) => {
  const page = Math.ceil(id / SITEMAP_URLS_PER_PAGE);
  const read = await api.get(`/api/seo/sitemap/${kind}/?page=${page}`);
  expect(read.status).toBe(200);
  return read.body.data.items.some((item: { id: number }) => item.id === id);
};

const searchIds = async (who: Member, text: string, type: string) =>
  (await api.get(`/api/search/list/?search=${encodeURIComponent(text)}`, { token: who.token })).body.data
    .filter((item: { type: string }) => item.type === type)
    .map((item: { id: number }) => item.id);

describe("the moderator's header", () => {
  test("user/me/ says who is a moderator, for the menu's link to the desk", async () => {
    expect((await api.get("/api/user/me/", { token: moderator.token })).body.data.is_moderator).toBe(true);
    const someone = await member(api);
    expect((await api.get("/api/user/me/", { token: someone.token })).body.data.is_moderator).toBe(false);
  });
});

describe("a suspended member", () => {
  test("their profile is not found for others but moderators; they leave search, employees and reposters; back when it ends", async () => {
    const firm = await company(api);
    const viewer = await member(api);
    const gone = await member(api, { first_name: "Quillon", last_name: "Vanta" });
    const stays = await member(api, { first_name: "Ostrava", last_name: "Vanta" });
    expect((await work(gone, firm, "2024-01")).status).toBe(201);
    await work(stays, firm, "2023-01");
    const post = await createPost(api, firm, { title: "Warehouse Lead" });
    for (const who of [stays, gone])
      expect(
        (await api.post("/api/job-post/repost/create/", { job_post_id: post.id }, { token: who.token })).status,
      ).toBe(201);

    const profile = (who?: Member) =>
      api.get(`/api/individual/get/?user_id=${gone.id}`, who ? { token: who.token } : {});
    const employees = async () =>
      (await api.get(`/api/corporate/employees/list/?user_id=${firm.id}`)).body.data.map(
        (row: { id: number }) => row.id,
      );
    const reposters = async () =>
      (await api.get(`/api/job-post/reposted-by/list/?job_post_id=${post.id}`, { token: firm.token })).body.data.map(
        (row: { id: number }) => row.id,
      );
    const preview = async () =>
      (await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: firm.token })).body.data.reposted_by.map(
        (row: { id: number }) => row.id,
      );
    expect((await profile(viewer)).status).toBe(200);
    expect(await employees()).toEqual([gone.id, stays.id]);
    expect(await reposters()).toEqual([gone.id, stays.id]);
    expect(await preview()).toEqual([gone.id, stays.id]);
    expect(await searchIds(viewer, "Quillon", "person")).toEqual([gone.id]);

    await suspend(gone, "member", 2);
    for (const who of [viewer, undefined]) {
      const hidden = await profile(who);
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe("Profile not found.");
    }
    expect((await api.get(`/api/individual/experience/get/?user_id=${gone.id}`, { token: viewer.token })).status).toBe(
      404,
    );
    expect((await profile(moderator)).status).toBe(200);
    expect(await employees()).toEqual([stays.id]);
    expect(await reposters()).toEqual([stays.id]);
    expect(await preview()).toEqual([stays.id]);
    expect(await searchIds(viewer, "Vanta", "person")).toEqual([stays.id]);

    api.clock.advance(2 * DAY + 1000);
    expect((await profile(viewer)).status).toBe(200);
    expect(await employees()).toEqual([gone.id, stays.id]);
    expect(await reposters()).toEqual([gone.id, stays.id]);
  });
});

describe("a suspended account in one's own lists", () => {
  test("it leaves one's connections, requests and followed companies while suspended, and comes back", async () => {
    const viewer = await member(api);
    const gone = await member(api);
    const asker = await member(api);
    const firm = await company(api);
    await connect(api, viewer, gone);
    expect((await api.post("/api/connection/create/", { user_id: viewer.id }, { token: asker.token })).status).toBe(
      201,
    );
    expect((await api.post("/api/corporate/follow/", { company_id: firm.id }, { token: viewer.token })).status).toBe(
      200,
    );

    const ids = async (path: string) => {
      const read = await api.get(path, { token: viewer.token });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      return read.body.data.map((row: { id?: number; company_id?: number }) => row.id ?? row.company_id);
    };
    const lists = async () => ({
      connected: await ids("/api/connection/list/?type=connected"),
      received: await ids("/api/connection/list/?type=requested&action=received"),
      following: await ids("/api/corporate/following/"),
    });
    expect(await lists()).toEqual({ connected: [gone.id], received: [asker.id], following: [firm.id] });

    await suspend(gone, "member", 2);
    await suspend(asker, "member", 2);
    await suspend(firm, "company", 2);
    expect(await lists()).toEqual({ connected: [], received: [], following: [] });

    api.clock.advance(2 * DAY + 1000);
    expect(await lists()).toEqual({ connected: [gone.id], received: [asker.id], following: [firm.id] });
  });
});

describe("a suspended company", () => {
  test("its page and employees are not found, it leaves the sitemaps and search, with its jobs; a moderator still sees it", async () => {
    const firm = await company(api, { company_name: "Zephyrine Logistics" });
    const viewer = await member(api);
    const post = await createPost(api, firm, { title: "Dock Planner" });
    expect(await sitemapHas("companies", firm.id)).toBe(true);
    expect(await sitemapHas("jobs", post.id)).toBe(true);
    expect(await searchIds(viewer, "Zephyrine", "company")).toEqual([firm.id]);
    const index = async () => (await api.get("/api/seo/sitemap/")).body.data.companies as number[];
    expect(await index()).toContain(Math.ceil(firm.id / SITEMAP_URLS_PER_PAGE));

    await suspend(firm, "company", 5);
    const page = await api.get(`/api/corporate/get/?user_id=${firm.id}`, { token: viewer.token });
    expect(page.status).toBe(404);
    expect(page.body.message).toBe("Company profile not found.");
    expect((await api.get(`/api/corporate/get/?user_id=${firm.id}`)).status).toBe(404);
    expect((await api.get(`/api/corporate/employees/list/?user_id=${firm.id}`)).status).toBe(404);
    expect((await api.get(`/api/corporate/get/?user_id=${firm.id}`, { token: moderator.token })).status).toBe(200);
    expect(await sitemapHas("companies", firm.id)).toBe(false);
    expect(await sitemapHas("jobs", post.id)).toBe(false);
    expect(await searchIds(viewer, "Zephyrine", "company")).toEqual([]);

    api.clock.advance(5 * DAY + 1000);
    expect((await api.get(`/api/corporate/get/?user_id=${firm.id}`, { token: viewer.token })).status).toBe(200);
    expect(await sitemapHas("companies", firm.id)).toBe(true);
  });
});
