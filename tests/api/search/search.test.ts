/**
 * `GET /api/search/list/` (issue 5): people, companies and open job posts; every word must
 * match (the last also as a prefix); title above description; counts per type; 10 a page;
 * hostile input never breaks the query; the index follows every edit and is rebuilt on start
 * when empty.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#app/backend/lib/db/index.ts";
import { searchIndexFor } from "#app/backend/search/search-index.ts";
import { connect, locationId, masterId, member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, ids, type Company } from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const MINUTE = 60_000;

async function search(who: { token: string }, query: string, extra = "") {
  const response = await api.get(`/api/search/list/?search=${encodeURIComponent(query)}${extra}`, { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

function labels(body: any): string[] {
  return body.data.map((item: any) =>
    item.type === "person"
      ? `person:${item.person.first_name} ${item.person.last_name}`
      : item.type === "company"
        ? `company:${item.company.name}`
        : `job:${item.job.title}`,
  );
}

describe("results", () => {
  let viewer: Member;
  let person: Member;
  let acme: Company;

  beforeAll(async () => {
    viewer = await member(api, { first_name: "Vivek", last_name: "Menon" });
    person = await member(api, {
      first_name: "Zorblax",
      last_name: "Iyer",
      bio: "Builds payment systems",
      location: await locationId(api, "Pune"),
    });
    acme = await company(api, { company_name: "Zorblax Labs", about: "Tools for payments teams" });
    const m = await ids(api);
    const experience = await api.post(
      "/api/individual/experience/create/",
      {
        title: "Staff Engineer",
        company: acme.companyId,
        employment_type: "full-time",
        start_date: "2021-04",
        is_current: true,
      },
      { token: person.token },
    );
    expect(experience.status).toBe(201);
    await createPost(api, acme, {
      title: "Zorblax Analyst",
      sector: await masterId(api, "sector", "Retail"),
      locations: [m.cities.Mumbai],
    });
  });

  test("counts per type; typeFilter (or type_filter) narrows the list, not the counts", async () => {
    const all = await search(viewer, "zorblax");
    expect(all).toMatchObject({
      result: true,
      page: 1,
      page_size: 10,
      total: 3,
      has_next: false,
      counts: { all: 3, people: 1, companies: 1, jobs: 1 },
    });
    expect(labels(all).sort()).toEqual(["company:Zorblax Labs", "job:Zorblax Analyst", "person:Zorblax Iyer"]);

    for (const [type, label] of [
      ["people", "person:Zorblax Iyer"],
      ["companies", "company:Zorblax Labs"],
      ["jobs", "job:Zorblax Analyst"],
    ]) {
      const narrowed = await search(viewer, "zorblax", `&typeFilter=${type}`);
      expect(labels(narrowed)).toEqual([label]);
      expect(narrowed).toMatchObject({ total: 1, counts: { all: 3, people: 1, companies: 1, jobs: 1 } });
      expect(labels(await search(viewer, "zorblax", `&type_filter=${type}`))).toEqual([label]);
    }
    expect((await search(viewer, "zorblax", "&typeFilter=all")).total).toBe(3);
  });

  test("item shapes: person with status, headline and city; company; job post", async () => {
    const body = await search(viewer, "zorblax");
    const byType = Object.fromEntries(body.data.map((item: any) => [item.type, item]));
    expect(byType.person).toEqual({
      type: "person",
      id: person.id,
      person: {
        id: person.id,
        first_name: "Zorblax",
        last_name: "Iyer",
        bio: "Builds payment systems",
        profile_pic: null,
        username: "zorblax-iyer",
        status: { is_connected: false, request_sent: false, request_received: false, request_id: null },
        headline: "Staff Engineer at Zorblax Labs",
        city: "Pune",
      },
    });
    expect(byType.company).toEqual({
      type: "company",
      id: acme.id,
      company: {
        user_id: acme.id,
        company_id: acme.companyId,
        name: "Zorblax Labs",
        logo: null,
        about: "Tools for payments teams",
        sector: { id: await masterId(api, "sector", "Retail"), title: "Retail" },
        city: "Delhi",
        employee_count: 1,
        employee_count_capped: false,
      },
    });
    expect(byType.job).toMatchObject({
      type: "job",
      job: { title: "Zorblax Analyst", company_name: "Zorblax Labs", status: "open", is_mine: false },
    });
    expect(byType.job.id).toBe(byType.job.job.id);

    // The status is the viewer's; yourself is included with all false.
    await connect(api, viewer, person);
    const again = await search(viewer, "zorblax iyer", "&typeFilter=people");
    expect(again.data[0].person.status).toMatchObject({ is_connected: true });
    const self = await search(person, "zorblax iyer", "&typeFilter=people");
    expect(self.data[0]).toMatchObject({
      id: person.id,
      person: { status: { is_connected: false, request_sent: false, request_received: false, request_id: null } },
    });
    // Companies search too.
    expect((await search(acme, "zorblax")).total).toBe(3);
  });

  test("every word must match; the last word also as a prefix; text beyond the title matches", async () => {
    expect(labels(await search(viewer, "zorbl"))).toHaveLength(3);
    expect((await search(viewer, "zorbl analyst")).total).toBe(0);
    expect(labels(await search(viewer, "analyst zorbl"))).toEqual(["job:Zorblax Analyst"]);
    expect(labels(await search(viewer, "zorblax payment", "&typeFilter=people"))).toEqual(["person:Zorblax Iyer"]); // bio
    expect(labels(await search(viewer, "zorblax pune"))).toEqual(["person:Zorblax Iyer"]); // city
    expect(labels(await search(viewer, "zorblax retail"))).toEqual(
      expect.arrayContaining(["job:Zorblax Analyst", "company:Zorblax Labs"]),
    ); // sector
    expect(labels(await search(viewer, "zorblax mumbai"))).toEqual(["job:Zorblax Analyst"]); // location
    expect(labels(await search(viewer, "ZORBLAX  staff"))).toEqual(["person:Zorblax Iyer"]); // current job title
    expect((await search(viewer, "zorblax nonexistentword")).total).toBe(0);
  });
});

describe("ranking and paging", () => {
  test("a post titled exactly the query ranks above one that only mentions it in its description", async () => {
    const poster = await member(api);
    const viewer = await member(api);
    const titled = await createPost(api, poster, { title: "Quokka Engineer", description: "<p>Join our team.</p>" });
    api.clock.advance(MINUTE);
    const mentions = await createPost(api, poster, {
      title: "Backend Developer",
      description:
        "<p>We need a quokka engineer. Our quokka engineer works with every quokka engineer in the quokka team.</p>",
    });
    api.clock.advance(MINUTE);
    const body = await search(viewer, "Quokka Engineer", "&typeFilter=jobs");
    expect(body.data.map((item: any) => item.id)).toEqual([titled.id, mentions.id]);
    expect((await search(viewer, "quokka engineer")).data.map((item: any) => item.id)).toEqual([
      titled.id,
      mentions.id,
    ]);
    // Equally relevant: the newest first.
    const newer = await createPost(api, poster, { title: "Quokka Engineer", description: "<p>Join our team.</p>" });
    expect((await search(viewer, "quokka engineer")).data.map((item: any) => item.id)).toEqual([
      newer.id,
      titled.id,
      mentions.id,
    ]);
  });

  test("10 a page", async () => {
    const poster = await member(api);
    for (let i = 0; i < 12; i += 1) {
      await createPost(api, poster, { title: `Wombat Role ${i}` });
      api.clock.advance(MINUTE);
    }
    const first = await search(poster, "wombat");
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 12, has_next: true, counts: { all: 12, jobs: 12 } });
    expect(first.data).toHaveLength(10);
    expect(first.data[0].job.title).toBe("Wombat Role 11");
    const second = await search(poster, "wombat", "&page=2");
    expect(second).toMatchObject({ page: 2, total: 12, has_next: false });
    expect(second.data.map((item: any) => item.job.title)).toEqual(["Wombat Role 1", "Wombat Role 0"]);
    expect((await search(poster, "wombat", "&page=3")).data).toEqual([]);
  });
});

describe("validation and hostile input", () => {
  test("search is required and at most 100 characters; typeFilter is one of four; visitors 401", async () => {
    const viewer = await member(api);
    for (const query of ["", "?search=", "?search=%20%20"]) {
      const response = await api.get(`/api/search/list/${query}`, { token: viewer.token });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ search: ["This is Required."] });
    }
    const long = await api.get(`/api/search/list/?search=${"a".repeat(101)}`, { token: viewer.token });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ search: ["Search must be at most 100 characters."] });
    expect((await api.get(`/api/search/list/?search=${"a".repeat(100)}`, { token: viewer.token })).status).toBe(200);
    const type = await api.get("/api/search/list/?search=x&typeFilter=posts", { token: viewer.token });
    expect(type.status).toBe(400);
    expect(type.body.errors).toEqual({ typeFilter: ["Choose all, people, companies or jobs."] });
    const page = await api.get("/api/search/list/?search=x&page=0", { token: viewer.token });
    expect(page.status).toBe(400);
    expect((await api.get("/api/search/list/?search=x")).status).toBe(401);
  });

  test("query syntax characters are only separators: never an error", async () => {
    const viewer = await member(api);
    const poster = await member(api);
    await createPost(api, poster, { title: "Node.js Platypus Developer (C++)", description: "<p>AND OR NOT NEAR</p>" });
    const hostile = [
      `"`,
      `"platypus`,
      `platypus"`,
      `*`,
      `platypus*`,
      `NEAR`,
      `NEAR(platypus developer)`,
      `platypus OR developer`,
      `platypus AND NOT developer`,
      `'`,
      `' OR '1'='1`,
      `platypus:*`,
      `title:platypus`,
      `platypus & developer`,
      `!platypus`,
      `(platypus`,
      `platypus)`,
      `platypus | developer <-> x`,
      `^platypus`,
      `{platypus}`,
      `-platypus`,
      `+platypus`,
      `platypus;drop table job_posts;--`,
      `\\`,
      `%`,
      `_`,
      `😀 platypus`,
      `日本語`,
      `ﬁ ² Ⅻ ǅ`,
      `e\u0301`,
      `the`,
      `a`,
      `x`.repeat(100),
      `"*":&!()'`.repeat(11).slice(0, 100),
    ];
    for (const query of hostile) {
      const response = await api.get(`/api/search/list/?search=${encodeURIComponent(query)}`, { token: viewer.token });
      expect(response.status, query).toBe(200);
      expect(response.body.result, query).toBe(true);
    }
    // The words inside the noise still match.
    for (const query of [
      `"platypus`,
      `platypus*`,
      `(platypus`,
      `!platypus`,
      `platypus:*`,
      `NEAR(platypus developer)`,
      `platypus & developer`,
      `node.js platypus`,
      `c++ platypus`,
    ]) {
      expect(labels(await search(viewer, query)), query).toEqual(["job:Node.js Platypus Developer (C++)"]);
    }
    // Operators are plain words: OR does not widen, NOT does not exclude.
    expect((await search(viewer, "platypus OR zzzzunknown")).total).toBe(0);
    expect((await search(viewer, "platypus and not near")).total).toBe(1);
  });
});

describe("the index follows every edit", () => {
  test("closed posts are not found; reopened ones are; deleted and edited ones follow", async () => {
    const poster = await member(api);
    const viewer = await member(api);
    const post = await createPost(api, poster, { title: "Capybara Specialist" });
    expect((await search(viewer, "capybara")).total).toBe(1);
    expect(
      (await api.put(`/api/job-post/update/?job_post_id=${post.id}`, { status: "closed" }, { token: poster.token }))
        .status,
    ).toBe(200);
    expect((await search(viewer, "capybara")).total).toBe(0);
    expect((await search(poster, "capybara")).total).toBe(0);
    await api.put(`/api/job-post/update/?job_post_id=${post.id}`, { status: "open" }, { token: poster.token });
    expect((await search(viewer, "capybara")).total).toBe(1);

    const { postBody } = await import("#tests/api/jobs-harness.ts");
    const edited = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      await postBody(api, { title: "Narwhal Specialist", description: "<p>Loves tapirs</p>" }),
      {
        token: poster.token,
      },
    );
    expect(edited.status).toBe(200);
    expect((await search(viewer, "capybara")).total).toBe(0);
    expect(labels(await search(viewer, "narwhal"))).toEqual(["job:Narwhal Specialist"]);
    expect(labels(await search(viewer, "tapirs"))).toEqual(["job:Narwhal Specialist"]);
    // An update that closes the post in the same call leaves the index too.
    await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      await postBody(api, { title: "Narwhal Specialist", status: "closed" }),
      { token: poster.token },
    );
    expect((await search(viewer, "narwhal")).total).toBe(0);
    await api.put(`/api/job-post/update/?job_post_id=${post.id}`, { status: "open" }, { token: poster.token });
    expect((await search(viewer, "narwhal")).total).toBe(1);
    expect(
      (await api.del(`/api/job-post/delete/?job_post_id=${post.id}`, undefined, { token: poster.token })).status,
    ).toBe(200);
    expect((await search(viewer, "narwhal")).total).toBe(0);
  });

  test("profile edits: name, bio, skills and experience (create, update, delete)", async () => {
    const viewer = await member(api);
    const me = await member(api, { first_name: "Ocelot", last_name: "Rao", bio: "Plain bio" });
    expect(labels(await search(viewer, "ocelot"))).toEqual(["person:Ocelot Rao"]);

    await api.put(
      "/api/individual/update/",
      { first_name: "Margay", bio: "Enjoys axolotl photography" },
      { token: me.token },
    );
    expect((await search(viewer, "ocelot")).total).toBe(0);
    expect(labels(await search(viewer, "margay axolotl"))).toEqual(["person:Margay Rao"]);

    const kotlin = await masterId(api, "skill", "Kotlin");
    await api.put("/api/individual/update/", { skills: [kotlin] }, { token: me.token });
    expect(labels(await search(viewer, "margay kotlin"))).toEqual(["person:Margay Rao"]);
    await api.put("/api/individual/update/", { skills: [] }, { token: me.token });
    expect((await search(viewer, "margay kotlin")).total).toBe(0);

    const m = await ids(api);
    const created = await api.post(
      "/api/individual/experience/create/",
      {
        title: "Chief Pangolin Officer",
        company: m.infosys,
        employment_type: "full-time",
        start_date: "2020-01",
        is_current: true,
      },
      { token: me.token },
    );
    expect(created.status).toBe(201);
    expect(labels(await search(viewer, "pangolin"))).toEqual(["person:Margay Rao"]);
    expect(labels(await search(viewer, "margay infosys"))).toEqual(["person:Margay Rao"]);
    const updated = await api.put(
      `/api/individual/experience/update/?id=${created.body.data.id}`,
      {
        title: "Chief Tapir Officer",
        company: m.infosys,
        employment_type: "full-time",
        start_date: "2020-01",
        end_date: "2021-01",
        is_current: false,
      },
      { token: me.token },
    );
    expect(updated.status).toBe(200);
    // Past jobs are not in the index (only current ones).
    expect((await search(viewer, "pangolin")).total).toBe(0);
    expect((await search(viewer, "margay tapir")).total).toBe(0);
    await api.put(
      `/api/individual/experience/update/?id=${created.body.data.id}`,
      {
        title: "Chief Tapir Officer",
        company: m.infosys,
        employment_type: "full-time",
        start_date: "2020-01",
        is_current: true,
      },
      { token: me.token },
    );
    expect(labels(await search(viewer, "margay tapir"))).toEqual(["person:Margay Rao"]);
    expect(
      (await api.del(`/api/individual/experience/delete/?id=${created.body.data.id}`, undefined, { token: me.token }))
        .status,
    ).toBe(200);
    expect((await search(viewer, "margay tapir")).total).toBe(0);
  });

  test("company edits, and a renamed company in its posts and its people", async () => {
    const viewer = await member(api);
    const corp = await company(api, { company_name: "Jackalope Works", about: "We make things" });
    const worker = await member(api, { first_name: "Wendy", last_name: "Das" });
    await api.post(
      "/api/individual/experience/create/",
      {
        title: "Designer",
        company: corp.companyId,
        employment_type: "full-time",
        start_date: "2022-01",
        is_current: true,
      },
      { token: worker.token },
    );
    await createPost(api, corp, { title: "Store Manager" });
    expect(labels(await search(viewer, "jackalope")).sort()).toEqual([
      "company:Jackalope Works",
      "job:Store Manager",
      "person:Wendy Das",
    ]);

    await api.put("/api/corporate/update/", { about: "Makers of basilisk tools" }, { token: corp.token });
    expect(labels(await search(viewer, "basilisk"))).toEqual(["company:Jackalope Works"]);

    await api.put("/api/corporate/update/", { company_name: "Chimera Works" }, { token: corp.token });
    expect((await search(viewer, "jackalope")).total).toBe(0);
    expect(labels(await search(viewer, "chimera")).sort()).toEqual([
      "company:Chimera Works",
      "job:Store Manager",
      "person:Wendy Das",
    ]);
    expect((await search(viewer, "chimera", "&typeFilter=people")).data[0].person.headline).toBe(
      "Designer at Chimera Works",
    );
  });

  test("the index is rebuilt on start when it is empty", async () => {
    const viewer = await member(api);
    await member(api, { first_name: "Quetzal", last_name: "Bose" });
    const handle = openDatabase(api.databaseUrl, { poolSize: 1 });
    try {
      await searchIndexFor(api.dialect).clear(handle.db);
    } finally {
      await handle.close();
    }
    expect((await search(viewer, "quetzal")).total).toBe(0);
    const restarted = await startTestApi({ databaseUrl: api.databaseUrl, accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
    try {
      expect((await search(viewer, "quetzal")).total).toBe(1);
      expect((await search(viewer, "zorblax")).counts).toEqual({ all: 3, people: 1, companies: 1, jobs: 1 });
    } finally {
      await restarted.close();
    }
  });
});
