/**
 * Limits under concurrency (issue 10, item 13): a member's count limits hold when many calls
 * arrive at once (PostgreSQL runs them side by side under READ COMMITTED), and no call answers
 * 5xx. Runs on SQLite and on PostgreSQL (TEST_DB=postgres).
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MAX_EDUCATIONS } from "#app/backend/profiles/education.ts";
import { MAX_EXPERIENCES } from "#app/backend/profiles/experience.ts";
import {
  corporateBody,
  individualBody,
  locationId,
  masterId,
  member,
  signUp,
  startTestApi,
  tinyPdf,
  type ApiResponse,
  type TestApi,
} from "./harness.ts";

let api: TestApi;
let infosys: number;
let bengaluru: number;
let iitb: number;
let btech: number;
beforeAll(async () => {
  // The per-client limits are not what is tested here.
  api = await startTestApi({ databasePoolSize: 10, rateLimitPerMinute: 1000 });
  [infosys, bengaluru, iitb, btech] = await Promise.all([
    masterId(api, "company", "Infosys"),
    locationId(api, "Bengaluru"),
    masterId(api, "institution", "Indian Institute of Technology Bombay"),
    masterId(api, "degree", "Bachelor of Technology (B.Tech)"),
  ]);
});
afterAll(async () => {
  await api?.close();
});

function statuses(responses: ApiResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

const PARALLEL = 60;

describe("count limits hold when the calls come at once", () => {
  test(`${PARALLEL} experience/create calls at once store at most ${MAX_EXPERIENCES}`, async () => {
    const asha = await member(api);
    const body = {
      title: "Software Engineer",
      company: infosys,
      employment_type: "full-time",
      location: bengaluru,
      start_date: "2021-07",
      end_date: "2023-03",
      is_current: false,
    };
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        api.post("/api/individual/experience/create/", { ...body, title: `Engineer ${i}` }, { token: asha.token }),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: MAX_EXPERIENCES, 400: PARALLEL - MAX_EXPERIENCES });
    for (const refused of responses.filter((r) => r.status === 400)) {
      expect(refused.body).toEqual({ result: false, message: `You can add at most ${MAX_EXPERIENCES} experiences.` });
    }
    const list = await api.get("/api/individual/experience/get/", { token: asha.token });
    expect(list.body.data).toHaveLength(MAX_EXPERIENCES);
  });

  test(`${PARALLEL} education/create calls at once store at most ${MAX_EDUCATIONS}`, async () => {
    const asha = await member(api);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        api.post(
          "/api/individual/education/create/",
          { institution: iitb, degree: btech, start_year: 2015, end_year: 2019, grade: `G${i}` },
          { token: asha.token },
        ),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: MAX_EDUCATIONS, 400: PARALLEL - MAX_EDUCATIONS });
    const list = await api.get("/api/individual/education/get/", { token: asha.token });
    expect(list.body.data).toHaveLength(MAX_EDUCATIONS);
  });

  test("skills sent in parallel updates: no 5xx, and the stored list is one of those sent", async () => {
    const asha = await member(api);
    const skills = (await api.get("/api/master/skill/list/?limit=100")).body.data.map(
      (s: { id: number }) => s.id,
    ) as number[];
    // Overlapping lists of 50, so a mix of two would be longer than any one of them.
    const lists = Array.from({ length: 12 }, (_, i) => skills.slice(i * 3, i * 3 + 50));
    expect(lists.every((list) => list.length === 50)).toBe(true);
    const responses = await Promise.all(
      lists.map((list) => api.put("/api/individual/update/", { skills: list }, { token: asha.token })),
    );
    expect(statuses(responses)).toEqual({ 200: lists.length });
    const stored = (await api.get("/api/individual/get/", { token: asha.token })).body.data.skills.map(
      (s: { id: number }) => s.id,
    );
    expect(lists).toContainEqual(stored);
  });

  test("one profile per account: parallel individual/create calls give one 201 and 409s", async () => {
    const session = await signUp(api);
    const body = await individualBody(api);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => api.post("/api/individual/create/", body, { token: session.access_token })),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: 7 });
  });

  test("one company profile per account: parallel corporate/create calls give one 201 and 409s", async () => {
    const session = await signUp(api, { type_of_user: "corporate" });
    const body = await corporateBody(api);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => api.post("/api/corporate/create/", body, { token: session.access_token })),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: 7 });
  });

  /** The stored files under `folder` of the upload directory (without their .meta.json). */
  async function storedFiles(folder: string): Promise<string[]> {
    const names = await readdir(join(api.uploadDir, folder)).catch(() => [] as string[]);
    return names.filter((name) => !name.endsWith(".meta.json"));
  }

  test("one resume per member: parallel first uploads all succeed, one is kept and no file is left behind", async () => {
    const asha = await member(api);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api.upload(
          "/api/individual/resume/upload/",
          { bytes: tinyPdf(`Resume ${i}`), name: `cv-${i}.pdf` },
          { token: asha.token },
        ),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 5 });
    expect(await storedFiles("private/resumes")).toHaveLength(1);
  });

  test("parallel photo uploads: all succeed, one photo is kept and no file is left behind", async () => {
    const asha = await member(api);
    const before = await storedFiles("public");
    const png = new Uint8Array(
      await sharp({ create: { width: 60, height: 60, channels: 3, background: "#3366cc" } })
        .png()
        .toBuffer(),
    );
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.upload("/api/user/upload/picture/?type=photo", { bytes: png, name: "me.png" }, { token: asha.token }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 5 });
    const added = (await storedFiles("public")).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const profile = await api.get("/api/individual/get/", { token: asha.token });
    expect(profile.body.data.profile_pic).toBe(`/api/files/public/${added[0]}`);
  });
});
