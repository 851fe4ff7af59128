/**
 * Job posts (issue 4): create, read, update (and close), delete; who may do what; validation
 * and sanitising; the poster's and a member's lists; paging; posted_by's status.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect, member, signUp, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import {
  company,
  createPost,
  ids,
  notifications,
  paged,
  postBody,
  titles,
  type Company,
} from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const HOUR = 60 * 60 * 1000;

describe("create and read", () => {
  test("an individual's post comes back whole, with the defaults and the poster's view", async () => {
    const asha = await member(api, { first_name: "Asha", last_name: "Verma" });
    const m = await ids(api);
    const body = await postBody(api, {
      job_type: undefined,
      currency: undefined,
      min_experience_months: undefined,
      locations: [m.cities.Pune, m.cities.Bengaluru, m.cities.Pune],
      skills: [String(m.skills.TypeScript), m.skills.React],
    });
    const created = await api.post("/api/job-post/create/", body, { token: asha.token });
    expect(created.status).toBe(201);
    expect(created.body.result).toBe(true);
    expect(created.body.message).toBe("Job post created.");
    const post = created.body.data;
    expect(post).toEqual({
      id: expect.any(Number),
      job_post_id: post.id,
      title: "Frontend Engineer",
      company: { id: m.infosys, title: "Infosys", logo: null, account_id: null },
      company_name: "Infosys",
      // A member names the company; the company did not post it (decision 176).
      employer_verified: null,
      job_type: "in-office",
      sector: { id: m.sector, title: "Information Technology" },
      domain: { id: m.domain, title: "Web Development" },
      min_experience: "2 Years 0 Months",
      min_experience_years: 2,
      min_experience_months: 0,
      employment_type: "full-time",
      currency: { id: 1, title: "Indian Rupee", code: "INR", country: "India" },
      salary: 1500000,
      locations: [
        { id: m.cities.Pune, city: "Pune", state: "Maharashtra", country: "India" },
        { id: m.cities.Bengaluru, city: "Bengaluru", state: "Karnataka", country: "India" },
      ],
      skills: [
        { id: m.skills.TypeScript, title: "TypeScript" },
        { id: m.skills.React, title: "React" },
      ],
      no_of_openings: 2,
      description: "<p>Build things.</p>",
      status: "open",
      // Decision 166: 30 days after posting by default.
      valid_through: new Date(api.clock.now().getTime() + 30 * 24 * HOUR).toISOString(),
      close_reason: null,
      closed_at: null,
      posted_by: {
        id: asha.id,
        type_of_user: "individual",
        name: "Asha Verma",
        first_name: "Asha",
        last_name: "Verma",
        bio: expect.any(String),
        profile_pic: null,
        username: "asha-verma",
        status: { is_connected: false, request_sent: false, request_received: false, request_id: null },
      },
      posted_time_ago: "just now",
      questions: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      is_mine: true,
      like_count: 0,
      liked_by_me: false,
      repost_count: 0,
      reposted_by_me: false,
      saved_by_me: false,
      skill_match: null,
      response_count: 0,
      my_referral_status: null,
      my_referral_id: null,
      my_application_status: null,
      reposted_by: [],
    });

    // Anyone reads an open post, visitors too; the time ago moves with the clock.
    api.clock.advance(3 * HOUR);
    const visitor = await api.get(`/api/job-post/read/?job_post_id=${post.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.message).toBe("Job post loaded.");
    expect(visitor.body.data).toMatchObject({
      id: post.id,
      posted_time_ago: "3 hours ago",
      is_mine: false,
      response_count: null,
    });
    const other = await member(api);
    expect(
      (await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: other.token })).body.data,
    ).toMatchObject({
      is_mine: false,
      response_count: null,
      my_referral_status: null,
    });
  });

  test("min_experience is exactly N Years M Months; a salary may be left out; numbers may be strings", async () => {
    const a = await member(api);
    const post = await createPost(api, a, {
      min_experience_years: "10",
      min_experience_months: "11",
      salary: "",
      no_of_openings: "5",
      currency: "2",
    });
    expect(post).toMatchObject({
      min_experience: "10 Years 11 Months",
      min_experience_years: 10,
      min_experience_months: 11,
      salary: null,
      no_of_openings: 5,
      currency: { id: 2, code: "USD" },
    });
    const none = await createPost(api, a, {
      min_experience_years: 0,
      min_experience_months: 0,
      salary: null,
      description: undefined,
    });
    expect(none).toMatchObject({ min_experience: "0 Years 0 Months", salary: null, description: "" });
  });

  test("a company posts for itself: its own company, whatever the body says; reposted_by starts empty", async () => {
    const acme = await company(api, { company_name: "Acme Widgets" });
    const m = await ids(api);
    const post = await createPost(api, acme, { company: m.infosys });
    // The company account has no logo yet (its upload would show here).
    expect(post.company).toEqual({ id: acme.companyId, title: "Acme Widgets", logo: null, account_id: acme.id });
    expect(post.company_name).toBe("Acme Widgets");
    expect(post.reposted_by).toEqual([]);
    expect(post.posted_by).toMatchObject({
      id: acme.id,
      type_of_user: "corporate",
      name: "Acme Widgets",
      first_name: "Acme Widgets",
      last_name: "",
      username: "acme-widgets",
      status: { is_connected: false, request_sent: false },
    });
    // A company need not send a company at all.
    const { company: _drop, ...withoutCompany } = await postBody(api);
    const created = await api.post("/api/job-post/create/", withoutCompany, { token: acme.token });
    expect(created.status).toBe(201);
  });

  test("every required field says This is Required.; other messages per field", async () => {
    const a = await member(api);
    const empty = await api.post("/api/job-post/create/", {}, { token: a.token });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please check the highlighted fields.");
    for (const field of [
      "title",
      "company",
      "sector",
      "domain",
      "min_experience_years",
      "employment_type",
      "locations",
      "skills",
      "no_of_openings",
    ]) {
      expect(empty.body.errors[field], field).toEqual(["This is Required."]);
    }
    expect(Object.keys(empty.body.errors).sort()).toEqual(
      [
        "company",
        "domain",
        "employment_type",
        "locations",
        "min_experience_years",
        "no_of_openings",
        "sector",
        "skills",
        "title",
      ].sort(),
    );

    // Empty strings from JSON callers count as missing.
    const blanks = await api.post(
      "/api/job-post/create/",
      await postBody(api, { title: "  ", sector: "", locations: [], skills: "" }),
      { token: a.token },
    );
    expect(blanks.body.errors).toEqual({
      title: ["This is Required."],
      sector: ["This is Required."],
      locations: ["This is Required."],
      skills: ["This is Required."],
    });

    const wrong = await api.post(
      "/api/job-post/create/",
      await postBody(api, {
        title: "x".repeat(121),
        job_type: "moon",
        min_experience_years: 51,
        min_experience_months: 12,
        employment_type: "gig",
        salary: -5,
        no_of_openings: 0,
      }),
      { token: a.token },
    );
    expect(wrong.body.errors).toEqual({
      title: ["Title must be at most 120 characters."],
      job_type: ["Choose one of the options."],
      min_experience_years: ["Years must be between 0 and 50."],
      min_experience_months: ["Months must be between 0 and 11."],
      employment_type: ["Choose one of the options."],
      salary: ["Salary must be more than 0."],
      no_of_openings: ["Openings must be between 1 and 1000."],
    });

    const unknown = await api.post(
      "/api/job-post/create/",
      await postBody(api, {
        company: 999_999,
        sector: 999_999,
        domain: 999_999,
        currency: 999_999,
        locations: [999_999],
        skills: [1, 999_999],
      }),
      { token: a.token },
    );
    expect(unknown.body.errors).toEqual({
      company: ["Choose a company from the list."],
      sector: ["Choose a sector from the list."],
      domain: ["Choose a domain from the list."],
      currency: ["Choose a currency from the list."],
      locations: ["Choose from the list."],
      skills: ["Choose from the list."],
    });

    const tooMany = await api.post(
      "/api/job-post/create/",
      await postBody(api, {
        locations: Array.from({ length: 11 }, (_, i) => i + 1),
        skills: Array.from({ length: 21 }, (_, i) => i + 1),
      }),
      { token: a.token },
    );
    expect(tooMany.body.errors).toEqual({
      locations: ["Choose at most 10 locations."],
      skills: ["Choose at most 20 skills."],
    });

    const long = await api.post(
      "/api/job-post/create/",
      await postBody(api, { description: `<p>${"a".repeat(20_001)}</p>` }),
      { token: a.token },
    );
    expect(long.body.errors).toEqual({ description: ["Description must be at most 20000 characters."] });

    expect((await api.post("/api/job-post/create/", "nope", { token: a.token })).status).toBe(400);
    expect((await api.post("/api/job-post/create/", await postBody(api))).status).toBe(401);
  });

  test("accounts without a profile cannot post", async () => {
    const individual = await signUp(api, { type_of_user: "individual" });
    const noProfile = await api.post("/api/job-post/create/", await postBody(api), { token: individual.access_token });
    expect(noProfile.status).toBe(403);
    expect(noProfile.body.message).toBe("Complete your profile before posting jobs.");
    const corporate = await signUp(api, { type_of_user: "corporate" });
    const noCompany = await api.post("/api/job-post/create/", await postBody(api), { token: corporate.access_token });
    expect(noCompany.status).toBe(403);
    expect(noCompany.body.message).toBe("Complete your company profile before posting jobs.");
  });

  test("bad or unknown ids in the query", async () => {
    expect((await api.get("/api/job-post/read/")).body.errors).toEqual({ job_post_id: ["This is Required."] });
    expect((await api.get("/api/job-post/read/?job_post_id=abc")).body.errors).toEqual({
      job_post_id: ["Enter a valid job post id."],
    });
    const missing = await api.get("/api/job-post/read/?job_post_id=999999");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ result: false, message: "Job post not found." });
  });
});

describe("sanitising on write", () => {
  test("script tags, event handlers and javascript: links are removed; the editor's formatting stays", async () => {
    const a = await member(api);
    const html =
      '<p style="text-align:center" onclick="steal()"><strong>Bold</strong> <em>it</em> <u>u</u></p>' +
      '<script>alert("x")</script><img src=x onerror="alert(1)">' +
      "<ul><li>one<ol><li>nested</li></ol></li></ul>" +
      '<p><a href="javascript:alert(1)">bad link</a> <a href="https://acme.example/jobs" onmouseover="x()">good link</a></p>' +
      '<iframe src="https://evil.example"></iframe><p style="color:red">styled</p>';
    const post = await createPost(api, a, { description: html });
    expect(post.description).toBe(
      '<p style="text-align:center"><strong>Bold</strong> <em>it</em> <u>u</u></p>' +
        "<ul><li>one<ol><li>nested</li></ol></li></ul>" +
        '<p>bad link <a href="https://acme.example/jobs" target="_blank" rel="nofollow ugc noopener noreferrer">good link</a></p>' +
        "<p>styled</p>",
    );
    expect(post.description).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|iframe/i);
    // Stored that way: a read gives the same.
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`)).body.data.description).toBe(post.description);

    // The update path sanitises too.
    const updated = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      await postBody(api, { description: '<p onload="x()">Hi<script>1</script></p>' }),
      {
        token: a.token,
      },
    );
    expect(updated.body.data.description).toBe("<p>Hi</p>");
  });

  test('description_format "text" (the plain text area) becomes escaped paragraphs', async () => {
    const a = await member(api);
    const post = await createPost(api, a, {
      description: "Line one\nline two\n\n<script>alert(1)</script> & more",
      description_format: "text",
    });
    expect(post.description).toBe(
      "<p>Line one<br />line two</p><p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>",
    );
    const bad = await api.post("/api/job-post/create/", await postBody(api, { description_format: "markdown" }), {
      token: a.token,
    });
    expect(bad.body.errors).toEqual({ description_format: ["Choose html or text."] });
  });
});

describe("update, close and delete: only the poster", () => {
  let owner: Member;
  let other: Member;
  let acme: Company;
  beforeAll(async () => {
    owner = await member(api);
    other = await member(api);
    acme = await company(api);
  });

  test("the poster replaces the post; the company is locked; others get 404", async () => {
    const m = await ids(api);
    const post = await createPost(api, owner);
    api.clock.advance(HOUR);
    const body = await postBody(api, {
      title: "Senior Frontend Engineer",
      company: 1,
      min_experience_years: 5,
      min_experience_months: 3,
      salary: undefined,
      locations: [m.cities.Chennai],
      skills: [m.skills.Python, m.skills.SQL],
      description: "<p>Changed</p>",
    });
    const updated = await api.put(`/api/job-post/update/?job_post_id=${post.id}`, body, { token: owner.token });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Job post updated.");
    expect(updated.body.data).toMatchObject({
      id: post.id,
      title: "Senior Frontend Engineer",
      company: post.company,
      min_experience: "5 Years 3 Months",
      salary: null,
      locations: [{ id: m.cities.Chennai, city: "Chennai" }],
      skills: [{ title: "Python" }, { title: "SQL" }],
      description: "<p>Changed</p>",
      status: "open",
      created_at: post.created_at,
    });
    expect(updated.body.data.updated_at).not.toBe(post.updated_at);

    for (const token of [other.token, acme.token]) {
      const refused = await api.put(`/api/job-post/update/?job_post_id=${post.id}`, body, { token });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe("Job post not found.");
      const closing = await api.put(`/api/job-post/update/?job_post_id=${post.id}`, { status: "closed" }, { token });
      expect(closing.status).toBe(404);
      expect((await api.del(`/api/job-post/delete/?job_post_id=${post.id}`, undefined, { token })).status).toBe(404);
    }
    expect((await api.put(`/api/job-post/update/?job_post_id=${post.id}`, body)).status).toBe(401);
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`)).body.data.title).toBe(
      "Senior Frontend Engineer",
    );

    // Editing checks the fields like creating (no company needed).
    const invalid = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      { title: "", company: 1 },
      { token: owner.token },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.title).toEqual(["This is Required."]);
    expect(invalid.body.errors.company).toBeUndefined();
    expect(invalid.body.errors.locations).toEqual(["This is Required."]);
  });

  test("closing takes the post out of the lists; it stays readable by its link (decision 130); reopening shows it again", async () => {
    const post = await createPost(api, acme);
    const closed = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      { status: "closed" },
      { token: acme.token },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe("Job post closed.");
    expect(closed.body.data).toMatchObject({ status: "closed", title: post.title });

    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`)).body.data.status).toBe("closed");
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: other.token })).body.data.status).toBe(
      "closed",
    );
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: acme.token })).body.data.status).toBe(
      "closed",
    );
    expect(await titles(api, `/api/job-post/list/?user_id=${acme.id}`)).not.toContain(post.title);
    expect((await paged(api, "/api/job-post/list/?type=mine", acme)).data.map((p: { id: number }) => p.id)).toContain(
      post.id,
    );

    // A full update may set the status too.
    const reopened = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      { ...(await postBody(api)), status: "open" },
      { token: acme.token },
    );
    expect(reopened.body.data.status).toBe("open");
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`)).status).toBe(200);
    const again = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      { status: "open" },
      { token: acme.token },
    );
    expect(again.body.message).toBe("Job post reopened.");

    const bad = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      { status: "archived" },
      { token: acme.token },
    );
    expect(bad.body.errors).toEqual({ status: ["Choose open or closed."] });
  });

  test("deleting removes the post with its likes, reposts, referrals and recommendations; notifications stay with a safe link", async () => {
    const post = await createPost(api, owner, { title: "Doomed job" });
    const fan = await member(api);
    await connect(api, fan, other);
    expect((await api.post("/api/job-post/like/", { job_post_id: post.id }, { token: fan.token })).status).toBe(200);
    expect(
      (await api.post("/api/job-post/repost/create/", { job_post_id: post.id }, { token: fan.token })).status,
    ).toBe(201);
    expect(
      (await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: fan.token })).status,
    ).toBe(201);
    expect(
      (await api.post("/api/job-post/recommend/", { job_post_id: post.id, user_id: other.id }, { token: fan.token }))
        .status,
    ).toBe(201);

    const deleted = await api.del(`/api/job-post/delete/?job_post_id=${post.id}`, undefined, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ result: true, message: "Job post deleted.", data: { job_post_id: post.id } });
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: owner.token })).status).toBe(404);
    expect(
      (await api.del(`/api/job-post/delete/?job_post_id=${post.id}`, undefined, { token: owner.token })).status,
    ).toBe(404);

    // Nothing that hung off it is listed any more.
    expect((await paged(api, "/api/job-post/list/?type=applied", fan)).total).toBe(0);
    expect((await paged(api, "/api/job-post/repost/list/?my_reposts=true", fan)).total).toBe(0);
    expect((await paged(api, "/api/job-post/recommendations/list/", other)).total).toBe(0);
    expect((await api.post("/api/job-post/like/", { job_post_id: post.id }, { token: fan.token })).status).toBe(404);
    expect((await api.get(`/api/job-post/referral/list/?job_post_id=${post.id}`, { token: owner.token })).status).toBe(
      404,
    );

    // The notifications about it are still there and point at the job's page (a 404 page now).
    const links = (await notifications(api, owner))
      .filter((n) => n.type === "repost" || n.type === "referral_request")
      .map((n) => n.link);
    expect(links).toEqual([`/job-details/${post.id}`, `/job-details/${post.id}`]);
    expect((await notifications(api, other)).find((n) => n.type === "recommendation")).toMatchObject({
      link: `/job-details/${post.id}`,
    });
  });
});

describe("lists of a poster's posts", () => {
  test("mine (any status, newest first, with counts) and user_id (open only, public); paging", async () => {
    const poster = await member(api);
    const created: number[] = [];
    for (let i = 1; i <= 21; i += 1) {
      created.push((await createPost(api, poster, { title: `Job ${i}` })).id);
      api.clock.advance(60_000);
    }
    await api.put(`/api/job-post/update/?job_post_id=${created[0]}`, { status: "closed" }, { token: poster.token });

    const first = await paged(api, "/api/job-post/list/?type=mine", poster);
    expect(first).toMatchObject({ message: "Job posts loaded.", page: 1, total: 21, has_next: true });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ title: "Job 21", response_count: 0, repost_count: 0, is_mine: true });
    const second = await paged(api, "/api/job-post/list/?type=mine&page=2", poster);
    expect(second).toMatchObject({ page: 2, total: 21, has_next: false });
    expect(second.data.map((p: { title: string; status: string }) => [p.title, p.status])).toEqual([
      ["Job 1", "closed"],
    ]);
    expect((await paged(api, "/api/job-post/list/?type=mine&page=3", poster)).data).toEqual([]);

    // Public: open posts only, no token needed.
    const visitor = await paged(api, `/api/job-post/list/?user_id=${poster.id}`);
    expect(visitor.total).toBe(20);
    expect(visitor.data[0]).toMatchObject({ title: "Job 21", is_mine: false, response_count: null });
    expect((await paged(api, `/api/job-post/list/?user_id=${poster.id}&page=2`)).data).toEqual([]);
  });

  test("the list's own refusals", async () => {
    const a = await member(api);
    const acme = await company(api);
    expect((await api.get("/api/job-post/list/", { token: a.token })).body.errors).toEqual({
      type: ["This is Required."],
    });
    expect((await api.get("/api/job-post/list/?type=everything", { token: a.token })).body.errors).toEqual({
      type: ["Choose suggested, applied, my_company, recent, mine, network, saved or following."],
    });
    expect((await api.get(`/api/job-post/list/?type=mine&user_id=${a.id}`, { token: a.token })).body.errors).toEqual({
      type: ["Send either type or user_id."],
    });
    expect((await api.get("/api/job-post/list/?type=mine&page=0", { token: a.token })).body.errors).toEqual({
      page: ["Enter a valid page number."],
    });
    expect((await api.get("/api/job-post/list/?user_id=0")).body.errors).toEqual({
      user_id: ["Enter a valid user id."],
    });
    expect((await api.get("/api/job-post/list/?user_id=999999")).status).toBe(404);
    for (const type of ["suggested", "applied", "my_company"]) {
      expect((await api.get(`/api/job-post/list/?type=${type}`)).status).toBe(401);
      const company = await api.get(`/api/job-post/list/?type=${type}`, { token: acme.token });
      expect(company.status).toBe(403);
      expect(company.body.message).toBe("This is only available to individual accounts.");
    }
    expect((await api.get("/api/job-post/list/?type=mine")).status).toBe(401);
    expect((await api.get("/api/job-post/list/?type=mine", { token: acme.token })).status).toBe(200);
  });
});

describe("posted_by.status", () => {
  test("is_connected and request_sent are the viewer's relation with the poster", async () => {
    const poster = await member(api);
    const friend = await member(api);
    const asker = await member(api);
    const stranger = await member(api);
    await connect(api, friend, poster);
    const request = await api.post("/api/connection/create/", { user_id: poster.id }, { token: asker.token });
    const post = await createPost(api, poster);

    const statusFor = async (who?: Member) =>
      (await api.get(`/api/job-post/read/?job_post_id=${post.id}`, who ? { token: who.token } : {})).body.data.posted_by
        .status;
    expect(await statusFor(friend)).toEqual({
      is_connected: true,
      request_sent: false,
      request_received: false,
      request_id: null,
    });
    expect(await statusFor(asker)).toEqual({
      is_connected: false,
      request_sent: true,
      request_received: false,
      request_id: request.body.data.request_id,
    });
    expect(await statusFor(stranger)).toEqual({
      is_connected: false,
      request_sent: false,
      request_received: false,
      request_id: null,
    });
    expect(await statusFor()).toEqual({
      is_connected: false,
      request_sent: false,
      request_received: false,
      request_id: null,
    });
    expect(await statusFor(poster)).toEqual({
      is_connected: false,
      request_sent: false,
      request_received: false,
      request_id: null,
    });

    // The same in lists.
    const listed = (await paged(api, `/api/job-post/list/?user_id=${poster.id}`, friend)).data[0];
    expect(listed.posted_by.status.is_connected).toBe(true);
  });
});
