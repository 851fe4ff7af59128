import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  locationId,
  masterId,
  member,
  onboardedCorporate,
  signUp,
  startTestApi,
  type Member,
  type TestApi,
} from "#tests/api/harness.ts";

let api: TestApi;
let infosys: number;
let wipro: number;
let bengaluru: number;
let iitb: number;
let btech: number;
let mtech: number;
beforeAll(async () => {
  // A fixed clock, so "the future" is known: June 2025.
  api = await startTestApi({ now: () => new Date("2025-06-15T10:00:00.000Z") });
  [infosys, wipro, bengaluru, iitb, btech, mtech] = await Promise.all([
    masterId(api, "company", "Infosys"),
    masterId(api, "company", "Wipro"),
    locationId(api, "Bengaluru"),
    masterId(api, "institution", "Indian Institute of Technology Bombay"),
    masterId(api, "degree", "Bachelor of Technology (B.Tech)"),
    masterId(api, "degree", "Master of Technology (M.Tech)"),
  ]);
});
afterAll(async () => {
  await api?.close();
});

const REQUIRED = ["This is Required."];

function experienceBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Software Engineer",
    company: infosys,
    employment_type: "full-time",
    location: bengaluru,
    start_date: "2021-07",
    end_date: "2023-03",
    is_current: false,
    description: "Built the billing service.",
    ...overrides,
  };
}

function educationBody(overrides: Record<string, unknown> = {}) {
  return {
    institution: iitb,
    degree: btech,
    field_of_study: "Computer Science",
    start_year: 2015,
    end_year: 2019,
    grade: "8.6 CGPA",
    ...overrides,
  };
}

describe("experience", () => {
  let asha: Member;
  beforeAll(async () => {
    asha = await member(api);
  });

  test("create answers 201 with the item", async () => {
    const response = await api.post("/api/individual/experience/create/", experienceBody(), { token: asha.token });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      result: true,
      message: "Experience added.",
      data: {
        id: expect.any(Number),
        title: "Software Engineer",
        company: { id: infosys, title: "Infosys" },
        employment_type: "full-time",
        location: { id: bengaluru, city: "Bengaluru", state: "Karnataka", country: "India" },
        start_date: "2021-07",
        end_date: "2023-03",
        is_current: false,
        description: "Built the billing service.",
      },
    });
  });

  test("a current role: end date ignored, optional fields empty; ids may be strings", async () => {
    const response = await api.post(
      "/api/individual/experience/create/",
      experienceBody({ company: String(wipro), location: "", is_current: true, end_date: "2024-01", description: "" }),
      { token: asha.token },
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      company: { id: wipro, title: "Wipro" },
      location: null,
      is_current: true,
      end_date: null,
      description: null,
    });
  });

  test("get lists current first, then by start date, newest first; public with user_id", async () => {
    const bob = await member(api);
    const token = bob.token;
    const make = (body: Record<string, unknown>) =>
      api.post("/api/individual/experience/create/", experienceBody(body), { token });
    await make({ title: "Intern", start_date: "2017-05", end_date: "2017-07", employment_type: "internship" });
    await make({ title: "Engineer", start_date: "2019-01", end_date: "2021-12" });
    await make({ title: "Lead", start_date: "2022-01", is_current: true });
    const own = await api.get("/api/individual/experience/get/", { token });
    expect(own.status).toBe(200);
    expect(own.body.data.map((e: { title: string }) => e.title)).toEqual(["Lead", "Engineer", "Intern"]);
    const visitor = await api.get(`/api/individual/experience/get/?user_id=${bob.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toEqual(own.body.data);
    expect((await api.get("/api/individual/experience/get/")).status).toBe(401);
    expect((await api.get("/api/individual/experience/get/?user_id=999999")).status).toBe(404);
  });

  test("required fields", async () => {
    const response = await api.post("/api/individual/experience/create/", {}, { token: asha.token });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      title: REQUIRED,
      company: REQUIRED,
      employment_type: REQUIRED,
      start_date: REQUIRED,
      end_date: REQUIRED,
    });
  });

  test("dates: end after start, required unless current, nothing in the future", async () => {
    const errors = async (body: Record<string, unknown>) =>
      (await api.post("/api/individual/experience/create/", experienceBody(body), { token: asha.token })).body.errors;
    expect(await errors({ end_date: "2020-01" })).toEqual({ end_date: ["End date must be after the start date."] });
    expect(await errors({ end_date: null })).toEqual({ end_date: REQUIRED });
    expect(await errors({ start_date: "2025-07", is_current: true })).toEqual({
      start_date: ["Start date cannot be in the future."],
    });
    expect(await errors({ end_date: "2025-08" })).toEqual({ end_date: ["End date cannot be in the future."] });
    expect(await errors({ start_date: "2021-13", end_date: "21-01" })).toEqual({
      start_date: ["Enter a month as YYYY-MM."],
      end_date: ["Enter a month as YYYY-MM."],
    });
    // Reported together with another field's error.
    expect(await errors({ title: "", end_date: "2020-01" })).toEqual({
      title: REQUIRED,
      end_date: ["End date must be after the start date."],
    });
    // This month is fine.
    const ok = await api.post(
      "/api/individual/experience/create/",
      experienceBody({ start_date: "2025-06", end_date: "2025-06" }),
      { token: asha.token },
    );
    expect(ok.status).toBe(201);
  });

  test("field rules and master list references", async () => {
    const errors = async (body: Record<string, unknown>) =>
      (await api.post("/api/individual/experience/create/", experienceBody(body), { token: asha.token })).body.errors;
    expect(await errors({ title: "x".repeat(101), employment_type: "gig", description: "d".repeat(2001) })).toEqual({
      title: ["Title must be at most 100 characters."],
      employment_type: ["Choose an employment type."],
      description: ["Description must be at most 2000 characters."],
    });
    expect(await errors({ company: 999_999 })).toEqual({ company: ["Select a company from the list."] });
    expect(await errors({ company: "Infosys" })).toEqual({ company: ["Select a company from the list."] });
    expect(await errors({ location: 999_999 })).toEqual({ location: ["Select a location from the list."] });
    expect(await errors({ is_current: "maybe" })).toEqual({ is_current: ["Choose yes or no."] });
  });

  test("update replaces the item; delete removes it", async () => {
    const created = await api.post("/api/individual/experience/create/", experienceBody(), { token: asha.token });
    const id = created.body.data.id;
    const updated = await api.put(
      `/api/individual/experience/update/?id=${id}`,
      experienceBody({ title: "Senior Engineer", is_current: true, location: null }),
      {
        token: asha.token,
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: "Experience updated.",
      data: { id, title: "Senior Engineer", is_current: true, end_date: null, location: null },
    });
    const invalid = await api.put(`/api/individual/experience/update/?id=${id}`, { title: "" }, { token: asha.token });
    expect(invalid.status).toBe(400);

    const deleted = await api.request("DELETE", `/api/individual/experience/delete/?id=${id}`, { token: asha.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ result: true, message: "Experience deleted." });
    expect(
      (await api.request("DELETE", `/api/individual/experience/delete/?id=${id}`, { token: asha.token })).status,
    ).toBe(404);
    const list = await api.get("/api/individual/experience/get/", { token: asha.token });
    expect(list.body.data.map((e: { id: number }) => e.id)).not.toContain(id);
  });

  test("a member cannot edit or delete another member's experience (404), and it stays unchanged", async () => {
    const owner = await member(api);
    const attacker = await member(api);
    const created = await api.post("/api/individual/experience/create/", experienceBody({ title: "Mine" }), {
      token: owner.token,
    });
    const id = created.body.data.id;
    const edit = await api.put(`/api/individual/experience/update/?id=${id}`, experienceBody({ title: "Hacked" }), {
      token: attacker.token,
    });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ result: false, message: "Experience not found." });
    const remove = await api.request("DELETE", `/api/individual/experience/delete/?id=${id}`, {
      token: attacker.token,
    });
    expect(remove.status).toBe(404);
    const list = await api.get("/api/individual/experience/get/", { token: owner.token });
    expect(list.body.data).toEqual([created.body.data]);
  });

  test("id is required and checked; individuals only; a profile is needed", async () => {
    const noId = await api.put("/api/individual/experience/update/", experienceBody(), { token: asha.token });
    expect(noId.status).toBe(400);
    expect(noId.body.errors).toEqual({ id: REQUIRED });
    expect(
      (await api.request("DELETE", "/api/individual/experience/delete/?id=abc", { token: asha.token })).body.errors,
    ).toEqual({ id: ["Enter a valid id."] });
    const { session } = await onboardedCorporate(api);
    expect(
      (await api.post("/api/individual/experience/create/", experienceBody(), { token: session.access_token })).status,
    ).toBe(403);
    expect((await api.post("/api/individual/experience/create/", experienceBody())).status).toBe(401);
    const fresh = await signUp(api);
    expect(
      (await api.post("/api/individual/experience/create/", experienceBody(), { token: fresh.access_token })).status,
    ).toBe(404);
  });
});

describe("education", () => {
  let asha: Member;
  beforeAll(async () => {
    asha = await member(api);
  });

  test("create, update, delete", async () => {
    const created = await api.post("/api/individual/education/create/", educationBody(), { token: asha.token });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      result: true,
      message: "Education added.",
      data: {
        id: expect.any(Number),
        institution: { id: iitb, title: "Indian Institute of Technology Bombay" },
        degree: { id: btech, title: "Bachelor of Technology (B.Tech)" },
        field_of_study: "Computer Science",
        start_year: 2015,
        end_year: 2019,
        grade: "8.6 CGPA",
      },
    });
    const id = created.body.data.id;
    const updated = await api.put(
      `/api/individual/education/update/?id=${id}`,
      educationBody({ degree: mtech, end_year: null, grade: "", start_year: "2024" }),
      {
        token: asha.token,
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ degree: { id: mtech }, start_year: 2024, end_year: null, grade: null });
    expect(
      (await api.request("DELETE", `/api/individual/education/delete/?id=${id}`, { token: asha.token })).status,
    ).toBe(200);
    expect((await api.get("/api/individual/education/get/", { token: asha.token })).body.data).toEqual([]);
  });

  test("ordered by end year, newest first, ongoing first; public with user_id", async () => {
    const bob = await member(api);
    for (const body of [
      { degree: btech, start_year: 2010, end_year: 2014 },
      { degree: mtech, start_year: 2024, end_year: null },
      { degree: mtech, start_year: 2014, end_year: 2016 },
    ]) {
      expect(
        (await api.post("/api/individual/education/create/", educationBody(body), { token: bob.token })).status,
      ).toBe(201);
    }
    const list = await api.get(`/api/individual/education/get/?user_id=${bob.id}`);
    expect(list.body.data.map((e: { end_year: number | null }) => e.end_year)).toEqual([null, 2016, 2014]);
  });

  test("rules: required, year ranges, end not before start, lengths, references", async () => {
    const errors = async (body: Record<string, unknown>) =>
      (await api.post("/api/individual/education/create/", body, { token: asha.token })).body.errors;
    expect(await errors({})).toEqual({ institution: REQUIRED, degree: REQUIRED, start_year: REQUIRED });
    expect(await errors(educationBody({ start_year: 1949, end_year: 2033 }))).toEqual({
      start_year: ["Enter a year from 1950 to 2026."],
      end_year: ["Enter a year from 1950 to 2032."],
    });
    expect(await errors(educationBody({ start_year: 2020, end_year: 2019 }))).toEqual({
      end_year: ["End year must be after the start year."],
    });
    expect(await errors(educationBody({ field_of_study: "f".repeat(101), grade: "g".repeat(21) }))).toEqual({
      field_of_study: ["Field of study must be at most 100 characters."],
      grade: ["Grade must be at most 20 characters."],
    });
    expect(await errors(educationBody({ institution: 999_999 }))).toEqual({
      institution: ["Select an institution from the list."],
    });
    expect(await errors(educationBody({ degree: 999_999 }))).toEqual({ degree: ["Select a degree from the list."] });
  });

  test("a member cannot edit or delete another member's education (404)", async () => {
    const owner = await member(api);
    const attacker = await member(api);
    const created = await api.post("/api/individual/education/create/", educationBody(), { token: owner.token });
    const id = created.body.data.id;
    const edit = await api.put(`/api/individual/education/update/?id=${id}`, educationBody({ grade: "10" }), {
      token: attacker.token,
    });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe("Education not found.");
    expect(
      (await api.request("DELETE", `/api/individual/education/delete/?id=${id}`, { token: attacker.token })).status,
    ).toBe(404);
    expect((await api.get("/api/individual/education/get/", { token: owner.token })).body.data).toEqual([
      created.body.data,
    ]);
  });
});

describe("the profile view", () => {
  test("skills: update takes ids in order (strings too) and typed names, replaces the list, checks them", async () => {
    const asha = await member(api);
    const [react, node, sql] = await Promise.all(
      ["React", "Node.js", "SQL"].map((title) => masterId(api, "skill", title)),
    );
    const updated = await api.put(
      "/api/individual/update/",
      { skills: [node, String(react), node] },
      { token: asha.token },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.skills).toEqual([
      { id: node, title: "Node.js" },
      { id: react, title: "React" },
    ]);
    const again = await api.put("/api/individual/update/", { skills: [sql] }, { token: asha.token });
    expect(again.body.data.skills).toEqual([{ id: sql, title: "SQL" }]);
    expect(
      (await api.put("/api/individual/update/", { skills: [999_999] }, { token: asha.token })).body.errors,
    ).toEqual({
      skills: ["Select skills from the list."],
    });
    // A text that is not an id is a skill typed in (decision 187); one that cannot be a name is refused.
    const typed = await api.put("/api/individual/update/", { skills: ["abc"] }, { token: asha.token });
    expect(typed.status).toBe(200);
    expect(typed.body.data.skills.map((skill: { title: string }) => skill.title)).toEqual(["abc"]);
    const refused = await api.put("/api/individual/update/", { skills: ["<b>"] }, { token: asha.token });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.skills).toEqual([expect.stringContaining("cannot be a skill")]);
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect((await api.put("/api/individual/update/", { skills: many }, { token: asha.token })).body.errors).toEqual({
      skills: ["Choose at most 50 skills."],
    });
    expect((await api.put("/api/individual/update/", { skills: [] }, { token: asha.token })).body.data.skills).toEqual(
      [],
    );
  });

  test("a visitor reads a public profile without a token; contact details hidden", async () => {
    const asha = await member(api, { first_name: "Asha", last_name: "Verma" });
    await api.post("/api/individual/experience/create/", experienceBody({ is_current: true }), { token: asha.token });
    await api.post("/api/individual/education/create/", educationBody(), { token: asha.token });
    const visitor = await api.get(`/api/individual/get/?user_id=${asha.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({
      id: asha.id,
      email: null,
      phone: null,
      first_name: "Asha",
      username: "asha-verma",
      experiences: [{ title: "Software Engineer", is_current: true }],
      educations: [{ grade: "8.6 CGPA" }],
      resume: null,
      has_resume: false,
      show_resume: false,
      requested_resume: false,
      status: { is_connected: false, request_sent: false, request_received: false, request_id: null },
      connections_count: 0,
    });
    const own = await api.get("/api/individual/get/", { token: asha.token });
    expect(own.body.data).toMatchObject({
      email: asha.email,
      phone: "9876501234",
      experiences: visitor.body.data.experiences,
    });
    expect((await api.get("/api/individual/get/?user_id=abc")).status).toBe(400);
    expect((await api.get(`/api/individual/get/?user_id=${asha.id}`, { token: "garbage" })).status).toBe(401);
  });
});
