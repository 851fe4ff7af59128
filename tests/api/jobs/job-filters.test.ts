/**
 * Job filters and sorting (issue 13, decision 129) on `GET /api/job-post/list/` (every type and
 * `user_id`) and `GET /api/search/list/?typeFilter=jobs`: each filter alone and combined, the
 * sort orders, paging that keeps the filters (by cursor and by number), the `filters` echo, and a
 * clear 400 for every bad value (never a 500).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect, masterId, member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, ids, paged, type Company } from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A word no demo post has, so search finds only these posts. */
const WORD = "Quokkafilter";

let poster: Member;
let seeker: Member;
let employer: Company;
let usd: number;
let retail: number;
let analytics: number;

async function query(path: string, who: { token: string }) {
  if (!path.includes("page_size=")) return paged(api, path, who);
  const response = await api.get(path, { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const titlesOf = (body: any): string[] => body.data.map((post: { title: string }) => post.title);

beforeAll(async () => {
  const m = await ids(api);
  usd = await masterId(api, "currency", "US Dollar");
  retail = await masterId(api, "sector", "Retail");
  analytics = await masterId(api, "domain", "Data Analytics");
  poster = await member(api, { first_name: "Farah", last_name: "Khan" });
  seeker = await member(api, { first_name: "Sahil", last_name: "Rao", location: m.cities.Delhi });
  employer = await company(api, { company_name: "Filterco Logistics" });
  await connect(api, seeker, poster);

  const posts: Array<[string, Record<string, unknown>]> = [
    // 40 days old: outside "month".
    [`${WORD} Old Remote`, { job_type: "remote", locations: [m.cities.Pune], salary: 900_000 }],
    [
      `${WORD} Pune Hybrid`,
      { job_type: "hybrid", locations: [m.cities.Pune, m.cities.Mumbai], skills: [m.skills.Python], salary: 1_800_000 },
    ],
    [
      `${WORD} Chennai Intern`,
      {
        job_type: "in-office",
        employment_type: "internship",
        min_experience_years: 0,
        min_experience_months: 0,
        locations: [m.cities.Chennai],
        salary: 300_000,
      },
    ],
    [
      `${WORD} USD Remote`,
      {
        job_type: "remote",
        currency: usd,
        salary: 120_000,
        locations: [m.cities.Bengaluru],
        sector: retail,
        domain: analytics,
      },
    ],
    [
      `${WORD} No Salary`,
      {
        job_type: "remote",
        salary: null,
        employment_type: "contract",
        min_experience_years: 5,
        locations: [m.cities.Bengaluru],
      },
    ],
    [
      `${WORD} Pune Senior`,
      {
        job_type: "in-office",
        min_experience_years: 8,
        locations: [m.cities.Pune],
        skills: [m.skills.SQL, m.skills.Python],
        salary: 4_500_000,
      },
    ],
  ];
  for (const [index, [title, fields]] of posts.entries()) {
    if (index === 0) api.clock.advance(-40 * DAY);
    // The old post ends 80 days after it was posted (decision 166), so it is still open now.
    const end = index === 0 ? { valid_through: new Date(api.clock.now().getTime() + 80 * DAY).toISOString() } : {};
    await createPost(api, poster, { title, ...fields, ...end });
    api.clock.advance(index === 0 ? 40 * DAY - 3 * DAY : MINUTE);
    if (index === 4) api.clock.advance(2 * DAY);
  }
});

describe("GET /api/job-post/list/ with filters", () => {
  test("each filter narrows the poster's list (user_id), newest first", async () => {
    const m = await ids(api);
    const list = (params: string) => query(`/api/job-post/list/?user_id=${poster.id}&${params}`, seeker).then(titlesOf);
    expect(await list("")).toEqual([
      `${WORD} Pune Senior`,
      `${WORD} No Salary`,
      `${WORD} USD Remote`,
      `${WORD} Chennai Intern`,
      `${WORD} Pune Hybrid`,
      `${WORD} Old Remote`,
    ]);
    expect(await list(`locations=${m.cities.Pune}`)).toEqual([
      `${WORD} Pune Senior`,
      `${WORD} Pune Hybrid`,
      `${WORD} Old Remote`,
    ]);
    // Several values of one filter: any of them.
    expect(await list(`locations=${m.cities.Mumbai}&locations=${m.cities.Chennai}`)).toEqual([
      `${WORD} Chennai Intern`,
      `${WORD} Pune Hybrid`,
    ]);
    expect(await list(`locations=${m.cities.Mumbai},${m.cities.Chennai}`)).toEqual([
      `${WORD} Chennai Intern`,
      `${WORD} Pune Hybrid`,
    ]);
    expect(await list("job_type=remote")).toEqual([`${WORD} No Salary`, `${WORD} USD Remote`, `${WORD} Old Remote`]);
    expect(await list("job_type=remote&job_type=hybrid")).toEqual([
      `${WORD} No Salary`,
      `${WORD} USD Remote`,
      `${WORD} Pune Hybrid`,
      `${WORD} Old Remote`,
    ]);
    expect(await list("employment_type=internship,contract")).toEqual([`${WORD} No Salary`, `${WORD} Chennai Intern`]);
    // At most this much experience asked (the default post asks 2 years 6 months).
    expect(await list("experience=0")).toEqual([`${WORD} Chennai Intern`]);
    expect(await list("experience=2")).toEqual([`${WORD} Chennai Intern`]);
    expect(await list("experience=3")).toEqual([
      `${WORD} USD Remote`,
      `${WORD} Chennai Intern`,
      `${WORD} Pune Hybrid`,
      `${WORD} Old Remote`,
    ]);
    expect(await list(`skills=${m.skills.SQL}`)).toEqual([`${WORD} Pune Senior`]);
    expect(await list(`skills=${m.skills.Python},${m.skills.SQL}`)).toEqual([
      `${WORD} Pune Senior`,
      `${WORD} Pune Hybrid`,
    ]);
    expect(await list(`sector=${retail}`)).toEqual([`${WORD} USD Remote`]);
    expect(await list(`domain=${analytics}`)).toEqual([`${WORD} USD Remote`]);
    expect(await list(`company=${m.infosys}`)).toHaveLength(6);
    expect(await list(`company=${employer.companyId}`)).toEqual([]);
    // Posted within: the old post is 40 days old, four about 3 days old, the newest a minute old.
    expect(await list("posted_within=month")).toHaveLength(5);
    expect(await list("posted_within=week")).toHaveLength(5);
    expect(await list("posted_within=24h")).toEqual([`${WORD} Pune Senior`]);
    // Combined: every filter must hold.
    expect(await list(`locations=${m.cities.Pune}&job_type=hybrid,remote&posted_within=month`)).toEqual([
      `${WORD} Pune Hybrid`,
    ]);
  });

  test("salary range: in INR unless a currency is given; posts without a salary are left out", async () => {
    const list = (params: string) => query(`/api/job-post/list/?user_id=${poster.id}&${params}`, seeker).then(titlesOf);
    expect(await list("salary_min=1000000")).toEqual([`${WORD} Pune Senior`, `${WORD} Pune Hybrid`]);
    expect(await list("salary_min=500000&salary_max=2000000")).toEqual([`${WORD} Pune Hybrid`, `${WORD} Old Remote`]);
    expect(await list("salary_max=500000")).toEqual([`${WORD} Chennai Intern`]);
    expect(await list(`salary_min=100000&currency=${usd}`)).toEqual([`${WORD} USD Remote`]);
    expect(await list(`currency=${usd}`)).toEqual([`${WORD} USD Remote`]);
  });

  test("sort: newest, salary (the currency's highest first, then the others newest first)", async () => {
    const list = (params: string) => query(`/api/job-post/list/?user_id=${poster.id}&${params}`, seeker);
    const newest = await list("sort=newest");
    expect(titlesOf(newest)[0]).toBe(`${WORD} Pune Senior`);
    const bySalary = await list("sort=salary");
    expect(titlesOf(bySalary)).toEqual([
      `${WORD} Pune Senior`,
      `${WORD} Pune Hybrid`,
      `${WORD} Old Remote`,
      `${WORD} Chennai Intern`,
      `${WORD} No Salary`,
      `${WORD} USD Remote`,
    ]);
    // Sorted by salary: by number, no cursor.
    expect(bySalary).toMatchObject({ total: 6, total_capped: false, has_next: false, next_cursor: null });
    expect(titlesOf(await list(`sort=salary&currency=${usd}`))[0]).toBe(`${WORD} USD Remote`);
  });

  test("the answer says how the filters were understood, with the titles of the ids", async () => {
    const m = await ids(api);
    const body = await query(
      `/api/job-post/list/?user_id=${poster.id}&locations=${m.cities.Pune}&skills=${m.skills.SQL}&job_type=remote&salary_min=5&sort=newest`,
      seeker,
    );
    expect(body.filters).toMatchObject({
      locations: [{ id: m.cities.Pune, city: "Pune" }],
      skills: [{ id: m.skills.SQL, title: "SQL" }],
      job_type: ["remote"],
      employment_type: [],
      experience: null,
      salary_min: 5,
      salary_max: null,
      currency: null,
      company: [],
      posted_within: null,
      sort: "newest",
    });
    const plain = await query("/api/job-post/list/?type=recent", seeker);
    expect(plain.filters).toMatchObject({ locations: [], job_type: [], sort: "relevance" });
  });

  test("paging keeps the filters: by cursor on keyset lists, by number when sorted by salary", async () => {
    const m = await ids(api);
    const many = await member(api);
    for (let i = 0; i < 23; i += 1) {
      await createPost(api, many, {
        title: `${WORD} Page ${i}`,
        job_type: i % 2 === 0 ? "remote" : "hybrid",
        locations: [m.cities.Delhi],
        salary: 100_000 + i,
      });
      api.clock.advance(MINUTE);
    }
    const base = `/api/job-post/list/?user_id=${many.id}&job_type=remote`;
    const first = await query(base.replace("job_type=remote", "job_type=remote&page_size=5"), seeker);
    expect(first).toMatchObject({ total: 12, has_next: true });
    expect(titlesOf(first)).toEqual([22, 20, 18, 16, 14].map((i) => `${WORD} Page ${i}`));
    const second = await query(`${base}&page_size=5&page=2&cursor=${first.next_cursor}`, seeker);
    expect(titlesOf(second)).toEqual([12, 10, 8, 6, 4].map((i) => `${WORD} Page ${i}`));
    const bySalary = await query(`${base}&sort=salary&page_size=5&page=3`, seeker);
    expect(titlesOf(bySalary)).toEqual([2, 0].map((i) => `${WORD} Page ${i}`));
    expect(bySalary).toMatchObject({ page: 3, total: 12, has_next: false });
  });

  test("suggested: ranked candidates that meet the filters, and the newest posts that meet them", async () => {
    const m = await ids(api);
    const body = await query(
      `/api/job-post/list/?type=suggested&locations=${m.cities.Chennai}&posted_within=week`,
      seeker,
    );
    expect(titlesOf(body)).toEqual([`${WORD} Chennai Intern`]);
    expect(body).toMatchObject({ total: 1, total_capped: false });
    const sorted = await query(`/api/job-post/list/?type=suggested&skills=${m.skills.Python}&sort=salary`, seeker);
    expect(titlesOf(sorted).slice(0, 2)).toEqual([`${WORD} Pune Senior`, `${WORD} Pune Hybrid`]);
    // The unfiltered list is the same as before.
    const plain = await query("/api/job-post/list/?type=suggested", seeker);
    expect(plain.total).toBeGreaterThan(6);
  });

  test("network, applied, mine and recent take the filters too", async () => {
    const m = await ids(api);
    // The seeker is connected to the poster: the network feed holds the poster's open posts.
    expect(
      titlesOf(await query(`/api/job-post/list/?type=network&job_type=in-office&sort=salary`, seeker)).filter((t) =>
        t.startsWith(WORD),
      ),
    ).toEqual([`${WORD} Pune Senior`, `${WORD} Chennai Intern`]);
    const posts = (await query(`/api/job-post/list/?user_id=${poster.id}`, seeker)).data;
    const hybrid = posts.find((p: any) => p.title === `${WORD} Pune Hybrid`);
    const intern = posts.find((p: any) => p.title === `${WORD} Chennai Intern`);
    for (const post of [hybrid, intern]) {
      const asked = await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: seeker.token });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    }
    expect(titlesOf(await query(`/api/job-post/list/?type=applied`, seeker))).toEqual([
      `${WORD} Chennai Intern`,
      `${WORD} Pune Hybrid`,
    ]);
    expect(titlesOf(await query(`/api/job-post/list/?type=applied&locations=${m.cities.Mumbai}`, seeker))).toEqual([
      `${WORD} Pune Hybrid`,
    ]);
    expect(titlesOf(await query(`/api/job-post/list/?type=applied&sort=salary`, seeker))).toEqual([
      `${WORD} Pune Hybrid`,
      `${WORD} Chennai Intern`,
    ]);
    expect(titlesOf(await query(`/api/job-post/list/?type=mine&job_type=remote&posted_within=week`, poster))).toEqual([
      `${WORD} No Salary`,
      `${WORD} USD Remote`,
    ]);
    await createPost(api, employer, { title: `${WORD} Company Remote`, job_type: "remote" });
    expect(
      titlesOf(await query(`/api/job-post/list/?type=recent&job_type=remote&posted_within=24h`, seeker)),
    ).toContain(`${WORD} Company Remote`);
    expect(
      titlesOf(await query(`/api/job-post/list/?type=recent&job_type=hybrid&company=${employer.companyId}`, seeker)),
    ).toEqual([]);
  });

  test("bad values answer 400 with the parameter's message", async () => {
    const cases: Array<[string, string, string]> = [
      ["locations=abc", "locations", "Choose locations from the list."],
      ["locations=2147483000", "locations", "Choose locations from the list."],
      ["skills=999999", "skills", "Choose skills from the list."],
      ["company=0", "company", "Choose companies from the list."],
      ["sector=1.5", "sector", "Choose sectors from the list."],
      ["domain=-1", "domain", "Choose domains from the list."],
      ["job_type=office", "job_type", "Choose in-office, remote or hybrid."],
      ["employment_type=gig", "employment_type", "Choose full-time, part-time, internship, contract or freelance."],
      ["experience=abc", "experience", "Enter the experience in whole years, from 0 to 50."],
      ["experience=1&experience=2", "experience", "Send this only once."],
      ["salary_min=lots", "salary_min", "Enter the annual salary as a number."],
      ["salary_max=1e99", "salary_max", "Enter a salary from 0 to 1,000,000,000,000."],
      ["salary_min=10&salary_max=5", "salary_max", "The maximum salary must not be less than the minimum."],
      ["currency=99999", "currency", "Choose a currency from the list."],
      ["posted_within=year", "posted_within", "Choose 24h, week or month."],
      ["sort=cheapest", "sort", "Choose relevance, newest or salary."],
      [
        `locations=${Array.from({ length: 11 }, (_, i) => i + 1).join(",")}`,
        "locations",
        "Choose at most 10 locations.",
      ],
    ];
    for (const [params, field, message] of cases) {
      for (const type of ["type=suggested", "type=recent", `user_id=${poster.id}`]) {
        const response = await api.get(`/api/job-post/list/?${type}&${params}`, { token: seeker.token });
        expect(response.status, `${type}&${params}: ${JSON.stringify(response.body)}`).toBe(400);
        expect(response.body.errors?.[field], params).toEqual([message]);
      }
    }
    // Several bad parameters: each gets its message.
    const several = await api.get("/api/job-post/list/?type=recent&job_type=x&sort=y", { token: seeker.token });
    expect(several.status).toBe(400);
    expect(Object.keys(several.body.errors).sort()).toEqual(["job_type", "sort"]);
  });
});

describe("GET /api/search/list/ with job filters", () => {
  test("typeFilter=jobs takes the filters and the sort; total is the filtered count", async () => {
    const m = await ids(api);
    const search = async (params: string) => {
      const response = await api.get(`/api/search/list/?search=${WORD}&typeFilter=jobs&${params}`, {
        token: seeker.token,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };
    const all = await search("");
    const jobs = all.counts.jobs;
    expect(jobs).toBeGreaterThanOrEqual(6);
    const pune = await search(`locations=${m.cities.Pune}`);
    expect(pune.data.map((item: any) => item.job.title).sort()).toEqual([
      `${WORD} Old Remote`,
      `${WORD} Pune Hybrid`,
      `${WORD} Pune Senior`,
    ]);
    expect(pune).toMatchObject({
      total: 3,
      total_capped: false,
      counts: { jobs },
      filters: { locations: [{ city: "Pune" }] },
    });
    const newest = await search(`locations=${m.cities.Pune}&sort=newest`);
    expect(newest.data.map((item: any) => item.job.title)).toEqual([
      `${WORD} Pune Senior`,
      `${WORD} Pune Hybrid`,
      `${WORD} Old Remote`,
    ]);
    const bySalary = await search(
      `job_type=remote&locations=${m.cities.Pune},${m.cities.Bengaluru}&company=${m.infosys}&sort=salary`,
    );
    expect(bySalary.data.map((item: any) => item.job.title)).toEqual([
      `${WORD} Old Remote`,
      `${WORD} No Salary`,
      `${WORD} USD Remote`,
    ]);
    expect(await search("experience=0&posted_within=week")).toMatchObject({ total: 1 });
  });

  test("job filters with another typeFilter, or a bad value, answer 400", async () => {
    for (const params of ["typeFilter=all&job_type=remote", "job_type=remote", "typeFilter=people&sort=newest"]) {
      const response = await api.get(`/api/search/list/?search=${WORD}&${params}`, { token: seeker.token });
      expect(response.status, params).toBe(400);
      expect(response.body.errors.typeFilter).toEqual(["Job filters and sorting need typeFilter=jobs."]);
    }
    const bad = await api.get(`/api/search/list/?search=${WORD}&typeFilter=jobs&posted_within=never`, {
      token: seeker.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.posted_within).toEqual(["Choose 24h, week or month."]);
    // The default sort is accepted anywhere.
    const plain = await api.get(`/api/search/list/?search=${WORD}&sort=relevance`, { token: seeker.token });
    expect(plain.status).toBe(200);
  });
});
