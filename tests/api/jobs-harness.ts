/**
 * Helpers for the job post tests (issue 4): valid bodies from the master lists, creating posts
 * and companies, reading lists.
 */
import { expect } from "vitest";
import { locationId, masterId, onboardedCorporate, type TestApi } from "./harness.ts";

/** A company account: its token, user id and company entry. */
export type Company = { token: string; id: number; companyId: number; name: string; email: string };

export async function company(api: TestApi, overrides: Record<string, unknown> = {}): Promise<Company> {
  const { session, profile } = await onboardedCorporate(api, overrides);
  return {
    token: session.access_token,
    id: session.user.id,
    companyId: profile.company.id,
    name: profile.company_name,
    email: session.user.email,
  };
}

type Ids = {
  sector: number;
  domain: number;
  skills: Record<string, number>;
  cities: Record<string, number>;
  infosys: number;
};
const cache = new WeakMap<TestApi, Ids>();

/** Master list ids the tests use. */
export async function ids(api: TestApi): Promise<Ids> {
  const known = cache.get(api);
  if (known) return known;
  const skills: Record<string, number> = {};
  for (const title of ["React", "TypeScript", "Node.js", "SQL", "Python", "Figma", "Docker"])
    skills[title] = await masterId(api, "skill", title);
  const cities: Record<string, number> = {};
  for (const city of ["Bengaluru", "Pune", "Mumbai", "Chennai", "Delhi"]) cities[city] = await locationId(api, city);
  const found: Ids = {
    sector: await masterId(api, "sector", "Information Technology"),
    domain: await masterId(api, "domain", "Web Development"),
    skills,
    cities,
    infosys: await masterId(api, "company", "Infosys"),
  };
  cache.set(api, found);
  return found;
}

/** A complete create body (an individual's: with `company`). */
export async function postBody(
  api: TestApi,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const m = await ids(api);
  return {
    title: "Frontend Engineer",
    company: m.infosys,
    job_type: "hybrid",
    sector: m.sector,
    domain: m.domain,
    min_experience_years: 2,
    min_experience_months: 6,
    employment_type: "full-time",
    currency: 1,
    salary: 1_500_000,
    locations: [m.cities.Bengaluru],
    skills: [m.skills.React],
    no_of_openings: 2,
    description: "<p>Build things.</p>",
    ...overrides,
  };
}

/** Creates a post as `who` (201 expected); returns the JobPost. */
export async function createPost(
  api: TestApi,
  who: { token: string },
  overrides: Record<string, unknown> = {},
): Promise<any> {
  const response = await api.post("/api/job-post/create/", await postBody(api, overrides), { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

/** GET a paged list (200 expected); returns the whole body. */
export async function paged(api: TestApi, path: string, who?: { token: string }): Promise<any> {
  const response = await api.get(path, who ? { token: who.token } : {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body).toMatchObject({
    result: true,
    page: expect.any(Number),
    page_size: 20,
    total: expect.any(Number),
    has_next: expect.any(Boolean),
  });
  return response.body;
}

export async function titles(api: TestApi, path: string, who?: { token: string }): Promise<string[]> {
  return (await paged(api, path, who)).data.map((post: { title: string }) => post.title);
}

export async function notifications(api: TestApi, who: { token: string }): Promise<any[]> {
  return (await api.get("/api/notification/list/", { token: who.token })).body.data;
}
