/**
 * Issue 38 (decision 184): open to work — what a member wants, who sees it (everyone, company
 * accounts only, never the member's current employer's people or company account), and the
 * company accounts' search of open-to-work members.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  member,
  masterId,
  startTestApi,
  TEST_PASSWORD,
  type ApiResponse,
  type Member,
  type TestApi,
} from "#tests/api/harness.ts";
import { company, ids, type Company } from "#tests/api/jobs-harness.ts";

let api: TestApi;
let m: Awaited<ReturnType<typeof ids>>;
beforeAll(async () => {
  api = await startTestApi({ now: () => new Date("2026-06-15T10:00:00.000Z") });
  m = await ids(api);
});
afterAll(async () => {
  await api?.close();
});

function work(who: Member, companyId: number, start_date: string, is_current = true) {
  return api.post(
    "/api/individual/experience/create/",
    {
      title: "Engineer",
      company: companyId,
      employment_type: "full-time",
      start_date,
      is_current,
      end_date: is_current ? null : "2024-12",
    },
    { token: who.token },
  );
}

const body = (overrides: Record<string, unknown> = {}) => ({
  roles: ["Frontend Engineer", "UI Developer"],
  locations: [m.cities.Pune, m.cities.Bengaluru],
  job_types: ["remote", "hybrid"],
  employment_types: ["full-time"],
  start_date: "2026-08-01",
  visibility: "recruiters",
  ...overrides,
});

const openUp = async (who: Member, overrides: Record<string, unknown> = {}) => {
  const res = await api.put("/api/individual/open-to-work/update/", body(overrides), { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const seen = async (owner: Member, viewer?: { token: string }) => {
  const res = await api.get(
    `/api/individual/open-to-work/get/?user_id=${owner.id}`,
    viewer ? { token: viewer.token } : {},
  );
  expect(res.status).toBe(200);
  return res.body.data;
};

/** Every candidate a company finds with `query`, walking the pages by cursor. */
async function allCandidates(
  who: Company,
  query = "",
): Promise<Array<{ id: number; open_to_work: { updated_at: string } }>> {
  const found = [];
  let cursor: string | null = null;
  for (let page = 1; page < 50; page++) {
    const path: string = `/api/corporate/candidates/list/?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}&page=${page}` : ""}`;
    const res: ApiResponse = await api.get(path, { token: who.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    found.push(...res.body.data);
    cursor = res.body.next_cursor;
    if (!cursor) break;
  }
  return found;
}

describe("PUT/GET/DELETE /api/individual/open-to-work/", () => {
  test("a member turns it on, reads it back with its locations and visibility, and removes it", async () => {
    const asha = await member(api);
    expect(await seen(asha, asha)).toBeNull();
    const saved = await openUp(asha, { roles: "Frontend Engineer, UI Developer" });
    expect(saved).toEqual({
      user_id: asha.id,
      roles: ["Frontend Engineer", "UI Developer"],
      locations: [
        expect.objectContaining({ id: m.cities.Bengaluru, city: "Bengaluru" }),
        expect.objectContaining({ id: m.cities.Pune, city: "Pune" }),
      ],
      job_types: ["remote", "hybrid"],
      employment_types: ["full-time"],
      start_date: "2026-08-01",
      visibility: "recruiters",
      updated_at: "2026-06-15T10:00:00.000Z",
    });
    const own = await api.get("/api/individual/open-to-work/get/", { token: asha.token });
    expect(own.body.data).toEqual(saved);
    // Saving again replaces the wishes (one location now, no start date).
    const changed = await openUp(asha, { locations: [m.cities.Mumbai], start_date: "", visibility: "members" });
    expect(changed).toMatchObject({
      locations: [expect.objectContaining({ id: m.cities.Mumbai })],
      start_date: null,
      visibility: "members",
    });

    const removed = await api.del("/api/individual/open-to-work/delete/", undefined, { token: asha.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Open to work removed.");
    expect(await seen(asha, asha)).toBeNull();
    // Removing what is not there is no error (a form sent twice).
    expect((await api.del("/api/individual/open-to-work/delete/", undefined, { token: asha.token })).status).toBe(200);
  });

  test("bad input answers 400 with a message per field", async () => {
    const asha = await member(api);
    const res = await api.put(
      "/api/individual/open-to-work/update/",
      {
        roles: ["a", "b", "c", "d", "e", "f"],
        locations: [],
        job_types: ["anywhere"],
        employment_types: [],
        start_date: "2026-02-30",
        visibility: "friends",
      },
      { token: asha.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      roles: ["Add at most 5 job titles, separated by commas."],
      locations: ["Add at least one location."],
      job_types: ["Choose in-office, remote or hybrid."],
      employment_types: ["Choose full-time, part-time, internship, contract or freelance."],
      start_date: ["Enter the start date as a date (YYYY-MM-DD)."],
      visibility: ["Choose who can see that you are open to work."],
    });
    const empty = await api.put("/api/individual/open-to-work/update/", {}, { token: asha.token });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.roles).toEqual(["Add at least one job title."]);
    const unknown = await api.put("/api/individual/open-to-work/update/", body({ locations: [999_999] }), {
      token: asha.token,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ locations: ["Select locations from the list."] });
    const long = await api.put("/api/individual/open-to-work/update/", body({ roles: ["x".repeat(101)] }), {
      token: asha.token,
    });
    expect(long.body.errors).toEqual({ roles: ["A job title can have at most 100 characters."] });
    expect((await api.get("/api/individual/open-to-work/get/?user_id=abc", { token: asha.token })).status).toBe(400);
    expect((await api.get("/api/individual/open-to-work/get/?user_id=999999", { token: asha.token })).status).toBe(404);
  });

  test("recruiters only: company accounts see it, members and visitors do not", async () => {
    const [owner, stranger] = await Promise.all([member(api), member(api)]);
    const acme = await company(api);
    await openUp(owner, { visibility: "recruiters" });
    expect(await seen(owner, acme)).toMatchObject({
      user_id: owner.id,
      roles: ["Frontend Engineer", "UI Developer"],
      visibility: null,
    });
    expect(await seen(owner, stranger)).toBeNull();
    expect(await seen(owner)).toBeNull();
  });

  test("all members: members see it too, but never the current employer's people or its company account", async () => {
    const employer = await company(api);
    const other = await company(api);
    const [owner, colleague, formerColleague, stranger] = await Promise.all([
      member(api),
      member(api),
      member(api),
      member(api),
    ]);
    expect((await work(owner, employer.companyId, "2020-01")).status).toBe(201);
    await work(colleague, employer.companyId, "2022-05");
    await work(formerColleague, employer.companyId, "2019-01", false);
    await openUp(owner, { visibility: "members" });

    expect(await seen(owner, stranger)).toMatchObject({ user_id: owner.id, visibility: null });
    expect(await seen(owner, formerColleague)).toMatchObject({ user_id: owner.id });
    expect(await seen(owner, other)).toMatchObject({ user_id: owner.id });
    expect(await seen(owner, colleague)).toBeNull();
    expect(await seen(owner, employer)).toBeNull();
    // The member always sees their own.
    expect(await seen(owner, owner)).toMatchObject({ visibility: "members" });

    // Once the member leaves, their old employer sees it like any company.
    const exp = (await api.get("/api/individual/experience/get/", { token: owner.token })).body.data[0];
    await api.put(
      `/api/individual/experience/update/?id=${exp.id}`,
      {
        title: "Engineer",
        company: employer.companyId,
        employment_type: "full-time",
        start_date: "2020-01",
        is_current: false,
        end_date: "2026-05",
      },
      { token: owner.token },
    );
    expect(await seen(owner, employer)).toMatchObject({ user_id: owner.id });
    expect(await seen(owner, colleague)).toMatchObject({ user_id: owner.id });
  });
});

describe("GET /api/corporate/candidates/list/", () => {
  test("lists open-to-work members of either visibility, never the company's own current employees", async () => {
    const acme = await company(api);
    const [employee, outsider, membersOnly, notOpen] = await Promise.all([
      member(api),
      member(api),
      member(api),
      member(api),
    ]);
    await work(employee, acme.companyId, "2021-01");
    await openUp(employee);
    await openUp(outsider, { visibility: "recruiters" });
    await openUp(membersOnly, { visibility: "members" });
    const found = (await allCandidates(acme)).map((c) => c.id);
    expect(found).toEqual(expect.arrayContaining([outsider.id, membersOnly.id]));
    expect(found).not.toContain(employee.id);
    expect(found).not.toContain(notOpen.id);
    // Another company sees the employee.
    expect((await allCandidates(await company(api))).map((c) => c.id)).toContain(employee.id);
  });

  test("filters by skill, location and years of experience", async () => {
    const acme = await company(api);
    const figma = m.skills.Figma;
    const docker = m.skills.Docker;
    const [senior, junior, elsewhere] = await Promise.all([member(api), member(api), member(api)]);
    await api.put("/api/individual/update/", { skills: [figma] }, { token: senior.token });
    await api.put("/api/individual/update/", { skills: [figma, docker] }, { token: junior.token });
    await work(senior, (await company(api)).companyId, "2018-03");
    await work(junior, (await company(api)).companyId, "2025-01");
    await openUp(senior, { locations: [m.cities.Chennai] });
    await openUp(junior, { locations: [m.cities.Chennai, m.cities.Delhi] });
    await openUp(elsewhere, { locations: [m.cities.Delhi] });

    const idsOf = async (query: string) => (await allCandidates(acme, query)).map((c) => c.id);
    const chennai = await idsOf(`locations=${m.cities.Chennai}`);
    expect(chennai).toEqual(expect.arrayContaining([senior.id, junior.id]));
    expect(chennai).not.toContain(elsewhere.id);
    const docs = await idsOf(`skills=${docker}&locations=${m.cities.Chennai},${m.cities.Delhi}`);
    expect(docs).toContain(junior.id);
    expect(docs).not.toContain(senior.id);
    expect(docs).not.toContain(elsewhere.id);
    const experienced = await idsOf(`skills=${figma}&experience=5`);
    expect(experienced).toContain(senior.id);
    expect(experienced).not.toContain(junior.id);
    // The filters come back as understood, with their titles.
    const echoed = await api.get(
      `/api/corporate/candidates/list/?skills=${docker}&locations=${m.cities.Delhi}&experience=2`,
      { token: acme.token },
    );
    expect(echoed.body.filters).toEqual({
      skills: [{ id: docker, title: "Docker" }],
      locations: [expect.objectContaining({ id: m.cities.Delhi, city: "Delhi" })],
      experience: 2,
    });
    // The answer carries what they want and their whole years.
    const item = (await allCandidates(acme, `skills=${figma}&experience=8`)).find((c) => c.id === senior.id);
    expect(item).toMatchObject({
      experience_years: 8,
      open_to_work: { roles: ["Frontend Engineer", "UI Developer"], visibility: null },
    });
  });

  test("the search by skill follows skills added and removed, open to work saved again and turned off", async () => {
    // The search by skill reads a copy of the skills of members open to work (decision 196),
    // kept by triggers: every way the two change must reach it.
    const acme = await company(api);
    const [figma, docker, kotlin] = [m.skills.Figma, m.skills.Docker, await masterId(api, "skill", "Kotlin")];
    const who = await member(api);
    const bySkills = async (...skills: number[]) =>
      (await allCandidates(acme, skills.map((skill) => `skills=${skill}`).join("&"))).filter((c) => c.id === who.id);

    // Skills set before turning it on, then one added and one removed while on.
    await api.put("/api/individual/update/", { skills: [figma, docker] }, { token: who.token });
    expect(await bySkills(figma)).toHaveLength(0);
    await openUp(who);
    expect(await bySkills(figma)).toHaveLength(1);
    // A member with two of the skills asked for is listed once, and counted once.
    expect(await bySkills(figma, docker)).toHaveLength(1);
    const counted = await api.get(`/api/corporate/candidates/list/?skills=${figma}&skills=${docker}`, {
      token: acme.token,
    });
    const listed = (await allCandidates(acme, `skills=${figma}&skills=${docker}`)).length;
    expect(counted.body.total).toBe(listed);
    await api.put("/api/individual/update/", { skills: [docker, kotlin] }, { token: who.token });
    expect(await bySkills(figma)).toHaveLength(0);
    expect(await bySkills(kotlin)).toHaveLength(1);

    // Saved again: first in the order, as the search without a skill has it.
    api.clock.advance(60_000);
    const saved = await openUp(who, { roles: ["Android Developer"] });
    const first = await api.get(`/api/corporate/candidates/list/?skills=${kotlin}`, { token: acme.token });
    expect(first.body.data[0]).toMatchObject({ id: who.id, open_to_work: { updated_at: saved.updated_at } });

    // Turned off, then on again; then the account deleted.
    const off = await api.del("/api/individual/open-to-work/delete/", undefined, { token: who.token });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await bySkills(kotlin)).toHaveLength(0);
    await openUp(who);
    expect(await bySkills(kotlin, docker)).toHaveLength(1);
    const gone = await api.del("/api/user/delete/", { password: TEST_PASSWORD }, { token: who.token });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await bySkills(kotlin)).toHaveLength(0);
  });

  test("pages by keyset, most recently updated first, without repeats", async () => {
    const acme = await company(api);
    const python = await masterId(api, "skill", "Python");
    const made: number[] = [];
    for (let i = 0; i < 23; i++) {
      const who = await member(api);
      await api.put("/api/individual/update/", { skills: [python] }, { token: who.token });
      api.clock.advance(1000);
      await openUp(who, { locations: [m.cities.Pune] });
      made.push(who.id);
    }
    const first = await api.get(`/api/corporate/candidates/list/?skills=${python}&locations=${m.cities.Pune}`, {
      token: acme.token,
    });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data.slice(0, 3).map((c: { id: number }) => c.id)).toEqual([made[22], made[21], made[20]]);
    const all = await allCandidates(acme, `skills=${python}&locations=${m.cities.Pune}`);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining(made));
    const times = all.map((c) => c.open_to_work.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test("bad filters answer 400 per parameter; individuals get 403", async () => {
    const acme = await company(api);
    const bad = await api.get("/api/corporate/candidates/list/?skills=abc&locations=999999&experience=99", {
      token: acme.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      skills: ["Choose skills from the list."],
      experience: ["Enter the experience in whole years, from 0 to 50."],
    });
    const unknown = await api.get("/api/corporate/candidates/list/?locations=999999", { token: acme.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ locations: ["Choose locations from the list."] });
    expect((await api.get("/api/corporate/candidates/list/?cursor=nope", { token: acme.token })).status).toBe(400);
    expect((await api.get("/api/corporate/candidates/list/", { token: (await member(api)).token })).status).toBe(403);
  });
});
