/**
 * The job feeds (issue 4): suggested (ranking by skills, location and the sector of your current
 * company; never your own, only open posts), applied (with the referral's status), my_company,
 * recent (companies' openings); paging.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { locationId, masterId, member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, ids, paged, titles, type Company } from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const MINUTE = 60_000;

let seeker: Member;
let poster: Member;
let employer: Company;
let retail: number;

beforeAll(async () => {
  const m = await ids(api);
  retail = await masterId(api, "sector", "Retail");
  employer = await company(api, { company_name: "Feedco Retail" });
  seeker = await member(api, { first_name: "Seema", last_name: "Kulkarni", location: m.cities.Pune });
  poster = await member(api);
  const skills = await api.put(
    "/api/individual/update/",
    { skills: [m.skills.React, m.skills.TypeScript] },
    { token: seeker.token },
  );
  expect(skills.status).toBe(200);
  const experience = await api.post(
    "/api/individual/experience/create/",
    {
      title: "Store Systems Engineer",
      company: employer.companyId,
      employment_type: "full-time",
      start_date: "2022-01",
      is_current: true,
    },
    { token: seeker.token },
  );
  expect(experience.status, JSON.stringify(experience.body)).toBe(201);
});

describe("suggested", () => {
  test("ranked by overlap (skills, location, sector of the current company), then newest; never own or closed posts", async () => {
    const m = await ids(api);
    const post = async (who: { token: string }, title: string, overrides: Record<string, unknown>) => {
      const created = await createPost(api, who, { title, ...overrides });
      api.clock.advance(MINUTE);
      return created;
    };
    // Two skills: the best match, although the oldest.
    await post(poster, "Two skills", {
      skills: [m.skills.React, m.skills.TypeScript, m.skills.Docker],
      locations: [m.cities.Delhi],
    });
    // The employer's own post in Retail (the sector the seeker's company is known for).
    await post(employer, "Company sector", { sector: retail, skills: [m.skills.Figma], locations: [m.cities.Delhi] });
    await post(poster, "Location only", { skills: [m.skills.SQL], locations: [m.cities.Chennai, m.cities.Pune] });
    await post(poster, "Sector only", { sector: retail, skills: [m.skills.Python], locations: [m.cities.Chennai] });
    await post(poster, "Nothing in common", { skills: [m.skills.Python], locations: [m.cities.Mumbai] });
    const closed = await post(poster, "Closed match", {
      skills: [m.skills.React, m.skills.TypeScript],
      locations: [m.cities.Pune],
    });
    await api.put(`/api/job-post/update/?job_post_id=${closed.id}`, { status: "closed" }, { token: poster.token });
    await post(seeker, "Own match", { skills: [m.skills.React, m.skills.TypeScript], locations: [m.cities.Pune] });

    const list = await paged(api, "/api/job-post/list/?type=suggested", seeker);
    expect(list.data.map((p: { title: string }) => p.title)).toEqual([
      "Two skills",
      "Sector only",
      "Location only",
      "Company sector",
      "Nothing in common",
    ]);
    expect(list).toMatchObject({ total: 5, page: 1, has_next: false });
    expect(list.data[0]).toMatchObject({ is_mine: false, my_referral_status: null, liked_by_me: false });

    // Someone with nothing in common sees the newest first (and the seeker's own post).
    const other = await member(api, { location: await locationId(api, "Kolkata") });
    expect(await titles(api, "/api/job-post/list/?type=suggested", other)).toEqual([
      "Own match",
      "Nothing in common",
      "Sector only",
      "Location only",
      "Company sector",
      "Two skills",
    ]);
  });

  test("pages of 20", async () => {
    const many = await member(api);
    for (let i = 0; i < 20; i += 1) await createPost(api, many, { title: `Bulk ${i}` });
    const first = await paged(api, "/api/job-post/list/?type=suggested", seeker);
    expect(first).toMatchObject({ total: 25, has_next: true });
    expect(first.data).toHaveLength(20);
    const second = await paged(api, "/api/job-post/list/?type=suggested&page=2", seeker);
    expect(second).toMatchObject({ total: 25, has_next: false, page: 2 });
    expect(second.data).toHaveLength(5);
    const seen = new Set([...first.data, ...second.data].map((p: { id: number }) => p.id));
    expect(seen.size).toBe(25);
  });
});

describe("my_company and recent", () => {
  test("my_company: open posts at the member's current company, by anyone", async () => {
    const colleague = await member(api);
    await createPost(api, colleague, { title: "Referral at Feedco", company: employer.companyId });
    const closed = await createPost(api, employer, { title: "Feedco closed" });
    await api.put(`/api/job-post/update/?job_post_id=${closed.id}`, { status: "closed" }, { token: employer.token });
    await createPost(api, colleague, { title: "Elsewhere" });

    const list = await titles(api, "/api/job-post/list/?type=my_company", seeker);
    expect(list).toEqual(["Referral at Feedco", "Company sector"]);
    // Without a current experience, nothing.
    expect((await paged(api, "/api/job-post/list/?type=my_company", colleague)).total).toBe(0);
  });

  test("recent: open posts of companies, newest first", async () => {
    const other = await company(api, { company_name: "Initech Openings" });
    api.clock.advance(MINUTE);
    await createPost(api, other, { title: "Initech opening" });
    const list = await titles(api, "/api/job-post/list/?type=recent", seeker);
    expect(list).toEqual(["Initech opening", "Company sector"]);
    // Companies may read it too.
    expect(await titles(api, "/api/job-post/list/?type=recent", employer)).toEqual(list);
  });

  test("my_company: with current positions at two companies, the open posts of both, newest first, paged", async () => {
    const first = await company(api, { company_name: "Twofold Alpha" });
    const second = await company(api, { company_name: "Twofold Beta" });
    const both = await member(api);
    for (const at of [first, second]) {
      const created = await api.post(
        "/api/individual/experience/create/",
        {
          title: "Consultant",
          company: at.companyId,
          employment_type: "part-time",
          start_date: "2024-01",
          is_current: true,
        },
        { token: both.token },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const expected: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      const at = i % 2 === 0 ? first : second;
      await createPost(api, at, { title: `Twofold ${i}` });
      expected.unshift(`Twofold ${i}`);
      api.clock.advance(MINUTE);
    }
    const page1 = await paged(api, "/api/job-post/list/?type=my_company", both);
    expect(page1).toMatchObject({ total: 21, has_next: true });
    expect(page1.data.map((post: { title: string }) => post.title)).toEqual(expected.slice(0, 20));
    const page2 = await paged(api, `/api/job-post/list/?type=my_company&page=2&cursor=${page1.next_cursor}`, both);
    expect(page2.data.map((post: { title: string }) => post.title)).toEqual(expected.slice(20));
  });
});

describe("applied", () => {
  test("the posts the member asked a referral on, newest request first, with the status; closed ones stay readable for them", async () => {
    const m = await ids(api);
    const applicant = await member(api);
    const first = await createPost(api, poster, { title: "Applied first", skills: [m.skills.SQL] });
    const second = await createPost(api, employer, { title: "Applied second" });
    await createPost(api, poster, { title: "Not applied" });

    expect(
      (await api.post("/api/job-post/referral/create/", { job_post_id: first.id }, { token: applicant.token })).status,
    ).toBe(201);
    api.clock.advance(MINUTE);
    const secondReferral = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: second.id, message: "Please" },
      { token: applicant.token },
    );
    expect(secondReferral.status).toBe(201);

    const before = await paged(api, "/api/job-post/list/?type=applied", applicant);
    expect(
      before.data.map((p: { title: string; my_referral_status: string }) => [p.title, p.my_referral_status]),
    ).toEqual([
      ["Applied second", "pending"],
      ["Applied first", "pending"],
    ]);
    expect(before.data[0]).toMatchObject({
      referral_id: secondReferral.body.data.referral_id,
      applied_on: expect.any(String),
    });

    // The poster refers one and closes the other; the applicant sees both outcomes.
    const responses = await paged(api, `/api/job-post/referral/list/?job_post_id=${first.id}`, poster);
    await api.post(
      "/api/job-post/referral/refer/",
      { referral_id: responses.data[0].referral_id },
      { token: poster.token },
    );
    await api.put(`/api/job-post/update/?job_post_id=${second.id}`, { status: "closed" }, { token: employer.token });
    const after = await paged(api, "/api/job-post/list/?type=applied", applicant);
    expect(
      after.data.map((p: { title: string; status: string; my_referral_status: string }) => [
        p.title,
        p.status,
        p.my_referral_status,
      ]),
    ).toEqual([
      // Closing ended the application (position_closed, "ignored" in the first contract's words; decision 166).
      ["Applied second", "closed", "ignored"],
      ["Applied first", "open", "referred"],
    ]);
    expect(
      (await api.get(`/api/job-post/read/?job_post_id=${second.id}`, { token: applicant.token })).body.data,
    ).toMatchObject({
      status: "closed",
      my_referral_status: "ignored",
      my_application_status: "position_closed",
    });
    // Anyone with the link reads a closed post (decision 130); only the applicant sees their status.
    expect(
      (await api.get(`/api/job-post/read/?job_post_id=${second.id}`, { token: seeker.token })).body.data,
    ).toMatchObject({
      status: "closed",
      my_referral_status: null,
    });
    expect((await paged(api, "/api/job-post/list/?type=applied", seeker)).total).toBe(0);
  });
});
