/**
 * Issue 13 (decision 135): a company or institution not in the list, typed in on an experience,
 * an education or an individual's job post, becomes one entry per normalised name, unclaimed, and
 * a company account can still claim it with proof; the master lists answer `?ids=` (decision 134).
 * Runs on SQLite, and on PostgreSQL with TEST_DB=postgres.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#app/backend/lib/db/index.ts";
import {
  corporateBody,
  masterId,
  member,
  signUp,
  startTestApi,
  type Member,
  type TestApi,
} from "#tests/api/harness.ts";
import { postBody } from "#tests/api/jobs-harness.ts";

let api: TestApi;
let asha: Member;
let ravi: Member;
let btech: number;
beforeAll(async () => {
  api = await startTestApi({ now: () => new Date("2025-06-15T10:00:00.000Z") });
  [asha, ravi] = await Promise.all([member(api), member(api)]);
  btech = await masterId(api, "degree", "Bachelor of Technology (B.Tech)");
});
afterAll(async () => {
  await api?.close();
});

/** A name no other test uses. */
const fresh = (base: string) => `${base} ${randomBytes(3).toString("hex").replace(/\d/g, "x")}`;

const experience = (overrides: Record<string, unknown>) => ({
  title: "Engineer",
  employment_type: "full-time",
  start_date: "2021-07",
  is_current: true,
  ...overrides,
});

async function companiesTitled(search: string) {
  const response = await api.get(`/api/master/company/list/?search=${encodeURIComponent(search)}&limit=100`);
  return response.body.data as Array<{ id: number; title: string }>;
}

describe("companies typed in on an experience", () => {
  test("one entry for names that differ in case, spaces and punctuation", async () => {
    const name = fresh("Acme Tech");
    const first = await api.post("/api/individual/experience/create/", experience({ company_name: name }), {
      token: asha.token,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.company.title).toBe(name);

    const messy = `  ${name.toLowerCase().replace(" ", "   ")}. `;
    const second = await api.post("/api/individual/experience/create/", experience({ company_name: messy }), {
      token: ravi.token,
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data.company).toEqual(first.body.data.company);
    expect(await companiesTitled(name)).toEqual([first.body.data.company]);
  });

  test("a name typed that is in the list is that entry", async () => {
    const infosys = await masterId(api, "company", "Infosys");
    const response = await api.post("/api/individual/experience/create/", experience({ company_name: "INFOSYS." }), {
      token: asha.token,
    });
    expect(response.status).toBe(201);
    expect(response.body.data.company).toEqual({ id: infosys, title: "Infosys" });
  });

  test("an id wins over a name; an update can type a new one", async () => {
    const wipro = await masterId(api, "company", "Wipro");
    const created = await api.post(
      "/api/individual/experience/create/",
      experience({ company: wipro, company_name: fresh("Ignored") }),
      { token: asha.token },
    );
    expect(created.body.data.company.id).toBe(wipro);
    const name = fresh("Later Labs");
    const updated = await api.put(
      `/api/individual/experience/update/?id=${created.body.data.id}`,
      experience({ company_name: name }),
      { token: asha.token },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.company.title).toBe(name);
  });

  test("neither, or a bad name, is refused next to the field", async () => {
    const none = await api.post("/api/individual/experience/create/", experience({}), { token: asha.token });
    expect(none.status).toBe(400);
    expect(none.body.errors).toMatchObject({ company: ["This is Required."] });

    const cases: Array<[string, string]> = [
      [
        "Acme\nTech",
        "Company name must be on one line, with letters, numbers, single spaces and & . , ' - ( ) + / ! only.",
      ],
      [
        "Acme\u200bTech",
        "Company name must be on one line, with letters, numbers, single spaces and & . , ' - ( ) + / ! only.",
      ],
      [
        "<script>",
        "Company name must be on one line, with letters, numbers, single spaces and & . , ' - ( ) + / ! only.",
      ],
      ["A".repeat(101), "Company name must be at most 100 characters."],
    ];
    for (const [name, message] of cases) {
      const response = await api.post("/api/individual/experience/create/", experience({ company_name: name }), {
        token: asha.token,
      });
      expect(response.status, name).toBe(400);
      expect(response.body.errors, name).toMatchObject({ company_name: [message] });
    }
  });
});

describe("institutions typed in on an education", () => {
  test("one entry per normalised name", async () => {
    const name = fresh("Sunrise Institute");
    const body = (institution_name: string) => ({ institution_name, degree: btech, start_year: 2015, end_year: 2019 });
    const first = await api.post("/api/individual/education/create/", body(name), { token: asha.token });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await api.post("/api/individual/education/create/", body(`${name.toUpperCase()}.`), {
      token: ravi.token,
    });
    expect(second.status).toBe(201);
    expect(second.body.data.institution).toEqual(first.body.data.institution);
    expect(first.body.data.institution.title).toBe(name);

    const tooLong = await api.post("/api/individual/education/create/", body("B".repeat(151)), { token: asha.token });
    expect(tooLong.body.errors).toMatchObject({
      institution_name: ["Institution name must be at most 150 characters."],
    });
    const none = await api.post(
      "/api/individual/education/create/",
      { degree: btech, start_year: 2015 },
      { token: asha.token },
    );
    expect(none.body.errors).toMatchObject({ institution: ["This is Required."] });
  });
});

describe("companies typed in on an individual's job post", () => {
  test("the post is at the typed company, the same entry as an experience's", async () => {
    const name = fresh("Beacon Works");
    const experienceAt = await api.post("/api/individual/experience/create/", experience({ company_name: name }), {
      token: ravi.token,
    });
    const body = await postBody(api, { company: undefined, company_name: `${name.toLowerCase()}!` });
    const response = await api.post("/api/job-post/create/", body, { token: asha.token });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data.company).toMatchObject(experienceAt.body.data.company);

    const missing = await api.post("/api/job-post/create/", await postBody(api, { company: undefined }), {
      token: asha.token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ company: ["This is Required."] });
  });
});

describe("claims", () => {
  test("an entry typed in is unclaimed, and a company proving its domain claims it", async () => {
    const name = fresh("Orchid Systems");
    const typed = await api.post("/api/individual/experience/create/", experience({ company_name: name }), {
      token: asha.token,
    });
    const id = typed.body.data.company.id;
    const domain = `orchid-${randomBytes(3).toString("hex")}.example`;
    const handle = openDatabase(api.databaseUrl, { poolSize: 1 });
    try {
      const row = await handle.db
        .selectFrom("companies")
        .select(["owner_user_id", "domain", "name_key"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.owner_user_id).toBeNull();
      expect(row.domain).toBeNull();
      // The proof a claim needs (decision 118), recorded by the operators.
      await handle.db.updateTable("companies").set({ domain }).where("id", "=", id).execute();
    } finally {
      await handle.close();
    }

    // Without proof: an entry of its own, which typed names do not find.
    const other = await signUp(api, { type_of_user: "corporate" });
    const unproven = await api.post("/api/corporate/create/", await corporateBody(api, { company_name: name }), {
      token: other.access_token,
    });
    expect(unproven.status).toBe(201);
    expect(unproven.body.data.company.id).not.toBe(id);

    // With an email on the domain, the typed spelling of the name is enough.
    const owner = await signUp(api, { type_of_user: "corporate", email: `hr@${domain}` });
    const claimed = await api.post(
      "/api/corporate/create/",
      await corporateBody(api, { company_name: `${name.toUpperCase()}.` }),
      { token: owner.access_token },
    );
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(claimed.body.data.company.id).toBe(id);

    const again = await api.post("/api/individual/experience/create/", experience({ company_name: name }), {
      token: ravi.token,
    });
    expect(again.body.data.company.id).toBe(id);
  });
});

describe("claims without a recorded domain", () => {
  test("a company whose verified email's domain spells the typed name claims it, and the entry keeps that domain", async () => {
    const name = fresh("Lotus Works");
    const typed = await api.post("/api/individual/experience/create/", experience({ company_name: name }), {
      token: asha.token,
    });
    const id = typed.body.data.company.id;
    const slug = name.toLowerCase().replace(/ /g, "-");

    // An address elsewhere proves nothing: an entry of its own.
    const stranger = await signUp(api, { type_of_user: "corporate", email: `hr@not-${slug}.example` });
    const refused = await api.post("/api/corporate/create/", await corporateBody(api, { company_name: name }), {
      token: stranger.access_token,
    });
    expect(refused.status).toBe(201);
    expect(refused.body.data.company.id).not.toBe(id);

    const owner = await signUp(api, { type_of_user: "corporate", email: `talent@${slug}.example` });
    const claimed = await api.post("/api/corporate/create/", await corporateBody(api, { company_name: name }), {
      token: owner.access_token,
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(claimed.body.data.company.id).toBe(id);
    const handle = openDatabase(api.databaseUrl, { poolSize: 1 });
    try {
      const row = await handle.db
        .selectFrom("companies")
        .select(["owner_user_id", "domain"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.domain).toBe(`${slug}.example`);
      expect(row.owner_user_id).not.toBeNull();
    } finally {
      await handle.close();
    }
  });
});

describe("master lists by id", () => {
  test("?ids= gives those entries; bad ids are refused", async () => {
    const [python, go] = await Promise.all([masterId(api, "skill", "Python"), masterId(api, "skill", "Go")]);
    const response = await api.get(`/api/master/skill/list/?ids=${python},${go},999999`);
    expect(response.status).toBe(200);
    expect((response.body.data as Array<{ id: number }>).map((s) => s.id).sort()).toEqual([python, go].sort());
    const bad = await api.get("/api/master/skill/list/?ids=1,x");
    expect(bad.status).toBe(400);
    // Past the database's 32-bit ids: refused, not a 500 (PostgreSQL would refuse the query).
    expect((await api.get("/api/master/location/list/?ids=2147483648")).status).toBe(400);
    expect((await api.get("/api/master/location/list/?ids=2147483647")).status).toBe(200);
  });
});
