/**
 * Referrals (issue 4): an individual asks the poster for a referral; the poster lists the
 * responses (pending first, connections in common), refers or ignores; the applicant sees the
 * status; notifications each way; who may do what. Recommendations to connections only.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect, member, signUp, startTestApi, tinyPdf, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, notifications, paged, type Company } from "#tests/api/jobs-harness.ts";
import { expectKeysetWalk } from "#tests/api/keyset.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const HOUR = 60 * 60 * 1000;

describe("the referral flow", () => {
  let asha: Member;
  let rahul: Member;
  let meera: Member;
  let neha: Member;
  beforeAll(async () => {
    asha = await member(api, { first_name: "Asha", last_name: "Verma" });
    rahul = await member(api, { first_name: "Rahul", last_name: "Nair" });
    meera = await member(api, { first_name: "Meera", last_name: "Iyer" });
    neha = await member(api, { first_name: "Neha", last_name: "Gupta" });
    // Neha knows both Asha and Rahul: one connection in common between the poster and Rahul.
    await connect(api, neha, asha);
    await connect(api, neha, rahul);
  });

  test("ask → the poster is told and lists responses → refer one, ignore another → each applicant sees the outcome", async () => {
    const post = await createPost(api, asha, { title: "Backend Engineer" });

    const asked = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: post.id, message: "  I would love a referral.  " },
      { token: rahul.token },
    );
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({
      result: true,
      message: "Your referral request was sent.",
      // Decision 130: the answer gained the new status and the attached resume (none here).
      data: {
        referral_id: expect.any(Number),
        job_post_id: post.id,
        status: "pending",
        application_status: "requested",
        resume: null,
      },
    });
    const rahulReferral = asked.body.data.referral_id;
    const twice = await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: rahul.token });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ result: false, message: "You already asked for a referral on this job post." });

    api.clock.advance(HOUR);
    const meeraAsked = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: String(post.id), message: "" },
      { token: meera.token },
    );
    expect(meeraAsked.status).toBe(201);
    const meeraReferral = meeraAsked.body.data.referral_id;

    const told = (await notifications(api, asha)).filter((n) => n.type === "referral_request");
    expect(told.map((n) => n.message)).toEqual([
      'Meera Iyer asked you for a referral for "Backend Engineer".',
      'Rahul Nair asked you for a referral for "Backend Engineer".',
    ]);
    expect(told[1]).toMatchObject({
      actor: { id: rahul.id, username: "rahul-nair" },
      link: `/job-details/${post.id}`,
      is_read: false,
    });

    // The Responses tab: newest first while all are pending.
    const responses = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, asha);
    expect(responses).toMatchObject({ message: "Responses loaded.", total: 2, has_next: false });
    expect(responses.data).toEqual([
      {
        referral_id: meeraReferral,
        job_post_id: post.id,
        applied_on: expect.any(String),
        applied_time_ago: "just now",
        status: "pending",
        // Listing them as the poster marks them viewed (decision 130).
        application_status: "viewed",
        status_at: expect.any(String),
        message: null,
        user: {
          id: meera.id,
          first_name: "Meera",
          last_name: "Iyer",
          bio: expect.any(String),
          profile_pic: null,
          username: "meera-iyer",
          connections_in_common: 0,
        },
        resume: null,
        resume_downloads: [],
        resume_download_count: 0,
        history: [
          { status: "requested", at: expect.any(String), by: "applicant", message: null },
          { status: "viewed", at: expect.any(String), by: "poster", message: null },
        ],
        actions: ["refer", "not_select"],
        moves: [],
        notes: [],
        meets_requirements: null,
        answers: [],
      },
      {
        referral_id: rahulReferral,
        job_post_id: post.id,
        applied_on: expect.any(String),
        applied_time_ago: "1 hour ago",
        status: "pending",
        application_status: "viewed",
        status_at: expect.any(String),
        message: "I would love a referral.",
        user: {
          id: rahul.id,
          first_name: "Rahul",
          last_name: "Nair",
          bio: expect.any(String),
          profile_pic: null,
          username: "rahul-nair",
          connections_in_common: 1,
        },
        resume: null,
        resume_downloads: [],
        resume_download_count: 0,
        history: [
          { status: "requested", at: expect.any(String), by: "applicant", message: null },
          { status: "viewed", at: expect.any(String), by: "poster", message: null },
        ],
        actions: ["refer", "not_select"],
        moves: [],
        notes: [],
        meets_requirements: null,
        answers: [],
      },
    ]);
    expect(
      (await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: asha.token })).body.data.response_count,
    ).toBe(2);

    // Opening an applicant's profile with ?referral_id=: the response on its own.
    const one = await api.get(`/api/job-post/referral/read/?referral_id=${rahulReferral}`, { token: asha.token });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      referral_id: rahulReferral,
      status: "pending",
      user: { id: rahul.id, connections_in_common: 1 },
      job_post: { id: post.id, title: "Backend Engineer", status: "open" },
    });

    // Refer Rahul: he is told; referred responses come after pending ones.
    const referred = await api.post(
      "/api/job-post/referral/refer/",
      { referral_id: rahulReferral },
      { token: asha.token },
    );
    expect(referred.status).toBe(200);
    expect(referred.body).toEqual({
      result: true,
      message: "Referred.",
      data: { referral_id: rahulReferral, job_post_id: post.id, status: "referred", application_status: "referred" },
    });
    expect(
      (await api.post("/api/job-post/referral/refer/", { referral_id: rahulReferral }, { token: asha.token })).status,
    ).toBe(200);
    const afterRefer = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, asha);
    expect(afterRefer.data.map((r: { referral_id: number; status: string }) => [r.referral_id, r.status])).toEqual([
      [meeraReferral, "pending"],
      [rahulReferral, "referred"],
    ]);
    expect((await notifications(api, rahul))[0]).toMatchObject({
      type: "referral_referred",
      message: 'Asha Verma referred you for "Backend Engineer".',
      actor: { id: asha.id },
      link: `/job-details/${post.id}`,
    });
    // A referred applicant cannot be ignored any more.
    const late = await api.request("PATCH", "/api/job-post/referral/ignore/", {
      body: { referral_id: rahulReferral },
      token: asha.token,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("You already referred this member.");

    // Ignore Meera: gone from the responses; she is told.
    const ignored = await api.request("PATCH", "/api/job-post/referral/ignore/", {
      body: { referral_id: meeraReferral },
      token: asha.token,
    });
    expect(ignored.status).toBe(200);
    expect(ignored.body).toEqual({
      result: true,
      message: "Response ignored.",
      data: { referral_id: meeraReferral, job_post_id: post.id, status: "ignored", application_status: "not_selected" },
    });
    const afterIgnore = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, asha);
    expect(afterIgnore.data.map((r: { referral_id: number }) => r.referral_id)).toEqual([rahulReferral]);
    expect(afterIgnore.total).toBe(1);
    expect(
      (await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: asha.token })).body.data.response_count,
    ).toBe(1);
    expect((await notifications(api, meera))[0]).toMatchObject({
      type: "referral_ignored",
      message: 'Asha Verma did not take your referral request for "Backend Engineer" forward.',
    });

    // Each applicant sees the status on their applied list (and cannot ask again).
    expect((await paged(api, "/api/job-post/list/?type=applied", rahul)).data[0]).toMatchObject({
      id: post.id,
      my_referral_status: "referred",
    });
    expect((await paged(api, "/api/job-post/list/?type=applied", meera)).data[0]).toMatchObject({
      id: post.id,
      my_referral_status: "ignored",
    });
    expect(
      (await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: meera.token })).status,
    ).toBe(409);

    // The poster may still change their mind and refer an ignored applicant.
    const reconsidered = await api.post(
      "/api/job-post/referral/refer/",
      { referral_id: meeraReferral },
      { token: asha.token },
    );
    expect(reconsidered.body.data.status).toBe("referred");
    expect((await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, asha)).total).toBe(2);
  });

  test("only the poster lists, reads, refers and ignores; no self-referral; individuals with a profile ask", async () => {
    const post = await createPost(api, asha, { title: "Guarded" });
    const own = await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: asha.token });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe("You cannot ask for a referral on your own job post.");

    const { referral_id: id } = (
      await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: rahul.token })
    ).body.data;
    for (const who of [rahul, meera]) {
      expect((await api.get(`/api/job-post/referral/list/?job_post_id=${post.id}`, { token: who.token })).status).toBe(
        404,
      );
      const read = await api.get(`/api/job-post/referral/read/?referral_id=${id}`, { token: who.token });
      expect(read.status).toBe(404);
      expect(read.body.message).toBe("Referral not found.");
      expect((await api.post("/api/job-post/referral/refer/", { referral_id: id }, { token: who.token })).status).toBe(
        404,
      );
      expect(
        (await api.request("PATCH", "/api/job-post/referral/ignore/", { body: { referral_id: id }, token: who.token }))
          .status,
      ).toBe(404);
    }
    expect((await api.get(`/api/job-post/referral/list/?job_post_id=${post.id}`)).status).toBe(401);
    expect((await paged(api, "/api/job-post/list/?type=applied", rahul)).data[0]).toMatchObject({
      id: post.id,
      my_referral_status: "pending",
    });

    const acme = await company(api);
    const byCompany = await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: acme.token });
    expect(byCompany.status).toBe(403);
    const bare = await signUp(api, { type_of_user: "individual" });
    const noProfile = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: post.id },
      { token: bare.access_token },
    );
    expect(noProfile.status).toBe(403);
    expect(noProfile.body.message).toBe("Complete your profile before asking for referrals.");

    expect(
      (await api.post("/api/job-post/referral/create/", { job_post_id: 999_999 }, { token: meera.token })).status,
    ).toBe(404);
    expect((await api.post("/api/job-post/referral/create/", {}, { token: meera.token })).body.errors).toEqual({
      job_post_id: ["This is Required."],
    });
    expect(
      (
        await api.post(
          "/api/job-post/referral/create/",
          { job_post_id: post.id, message: "x".repeat(501) },
          { token: meera.token },
        )
      ).body.errors,
    ).toEqual({
      message: ["Message must be at most 500 characters."],
    });
    expect((await api.post("/api/job-post/referral/refer/", {}, { token: asha.token })).body.errors).toEqual({
      referral_id: ["This is Required."],
    });
    expect((await api.get("/api/job-post/referral/read/?referral_id=abc", { token: asha.token })).body.errors).toEqual({
      referral_id: ["Enter a valid referral id."],
    });
    expect((await api.get("/api/job-post/referral/list/", { token: asha.token })).body.errors).toEqual({
      job_post_id: ["This is Required."],
    });

    // A closed post takes no new requests: since decision 130 anyone may read a closed post, so
    // the refusal says why (400 on job_post_id) instead of 404.
    await api.put(`/api/job-post/update/?job_post_id=${post.id}`, { status: "closed" }, { token: asha.token });
    const late = await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: meera.token });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual({ job_post_id: ["This job post is no longer accepting applications."] });
    // The poster still lists the responses of a closed post (ended by the closing: decision 166).
    const ended = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}&status=all`, asha);
    expect(ended.total).toBe(1);
    expect(ended.data[0].application_status).toBe("position_closed");
  });

  test("a company's responses: connections in common are 0; it asks an applicant for their resume", async () => {
    const acme: Company = await company(api, { company_name: "Acme Referrals" });
    const post = await createPost(api, acme, { title: "Company job" });
    await api.upload(
      "/api/individual/resume/upload/",
      { bytes: tinyPdf(), name: "cv.pdf", type: "application/pdf" },
      { token: rahul.token },
    );
    const { referral_id: id } = (
      await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: rahul.token })
    ).body.data;
    expect((await notifications(api, acme))[0]).toMatchObject({
      type: "application_received",
      message: 'Rahul Nair applied to "Company job".',
      link: expect.stringMatching(/^\/corporate\/posts\/\d+\/applications$/),
    });

    const responses = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, acme);
    expect(responses.data).toEqual([
      expect.objectContaining({
        referral_id: id,
        user: expect.objectContaining({ id: rahul.id, connections_in_common: 0 }),
      }),
    ]);

    // From the applicant's profile (?referral_id=): request the resume, then refer.
    const asked = await api.post("/api/job-post/resume_request/", { user_id: rahul.id }, { token: acme.token });
    expect(asked.status).toBe(201);
    expect((await notifications(api, rahul))[0]).toMatchObject({
      type: "resume_request",
      message: "Acme Referrals asked to see your resume.",
    });
    expect(
      (await api.post("/api/job-post/referral/refer/", { referral_id: id }, { token: acme.token })).body.data.status,
    ).toBe("referred");
    expect((await notifications(api, rahul))[0]).toMatchObject({
      type: "referral_referred",
      message: 'Acme Referrals referred you for "Company job".',
      actor: { id: acme.id, first_name: "Acme Referrals", last_name: "" },
    });
  });

  test("responses page by 20, pending first", async () => {
    const post = await createPost(api, asha, { title: "Many applicants" });
    const ids: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const applicant = await member(api);
      ids.push(
        (await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: applicant.token })).body
          .data.referral_id,
      );
      api.clock.advance(60_000);
    }
    // The oldest is referred: it goes to the very end.
    await api.post("/api/job-post/referral/refer/", { referral_id: ids[0] }, { token: asha.token });
    const first = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, asha);
    expect(first).toMatchObject({ total: 21, has_next: true });
    expect(first.data.map((r: { referral_id: number }) => r.referral_id)).toEqual(ids.slice(1).reverse());
    const second = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}&page=2`, asha);
    expect(second.data.map((r: { referral_id: number; status: string }) => [r.referral_id, r.status])).toEqual([
      [ids[0], "referred"],
    ]);
  });
});

describe("recommendations", () => {
  test("recommend a post to a connection: they are told and find it in their list; only connections", async () => {
    const asha = await member(api, { first_name: "Asha", last_name: "Verma" });
    const rahul = await member(api, { first_name: "Rahul", last_name: "Nair" });
    const stranger = await member(api);
    const acme = await company(api, { company_name: "Acme Recommends" });
    await connect(api, asha, rahul);
    const post = await createPost(api, acme, { title: "Data Analyst" });

    const sent = await api.post(
      "/api/job-post/recommend/",
      { job_post_id: post.id, user_id: rahul.id },
      { token: asha.token },
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      result: true,
      message: "Job recommended.",
      data: { recommendation_id: expect.any(Number) },
    });
    const twice = await api.post(
      "/api/job-post/recommend/",
      { job_post_id: post.id, user_id: String(rahul.id) },
      { token: asha.token },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("You already recommended this job to this member.");

    expect((await notifications(api, rahul))[0]).toMatchObject({
      type: "recommendation",
      message: 'Asha Verma recommended a job to you: "Data Analyst".',
      actor: { id: asha.id },
      link: `/job-details/${post.id}`,
    });

    api.clock.advance(2 * HOUR);
    const list = await paged(api, "/api/job-post/recommendations/list/", rahul);
    expect(list).toMatchObject({ message: "Recommendations loaded.", total: 1 });
    expect(list.data).toEqual([
      {
        id: sent.body.data.recommendation_id,
        job_post: expect.objectContaining({
          id: post.id,
          title: "Data Analyst",
          posted_by: expect.objectContaining({ id: acme.id }),
        }),
        recommended_by: expect.objectContaining({
          id: asha.id,
          first_name: "Asha",
          last_name: "Verma",
          username: "asha-verma",
          type_of_user: "individual",
        }),
        created_at: expect.any(String),
        created_time_ago: "2 hours ago",
      },
    ]);
    expect((await paged(api, "/api/job-post/recommendations/list/", asha)).total).toBe(0);

    // Not to strangers, not to yourself, not to the poster, not by companies.
    const toStranger = await api.post(
      "/api/job-post/recommend/",
      { job_post_id: post.id, user_id: stranger.id },
      { token: asha.token },
    );
    expect(toStranger.status).toBe(403);
    expect(toStranger.body.message).toBe("You can only recommend jobs to your connections.");
    expect(
      (await api.post("/api/job-post/recommend/", { job_post_id: post.id, user_id: asha.id }, { token: asha.token }))
        .body.message,
    ).toBe("You cannot recommend a job to yourself.");
    const ownPost = await createPost(api, rahul, { title: "Rahul's job" });
    const toPoster = await api.post(
      "/api/job-post/recommend/",
      { job_post_id: ownPost.id, user_id: rahul.id },
      { token: asha.token },
    );
    expect(toPoster.status).toBe(400);
    expect(toPoster.body.message).toBe("This member posted this job.");
    expect(
      (await api.post("/api/job-post/recommend/", { job_post_id: post.id, user_id: rahul.id }, { token: acme.token }))
        .status,
    ).toBe(403);
    expect(
      (await api.post("/api/job-post/recommend/", { job_post_id: post.id, user_id: 999_999 }, { token: asha.token }))
        .status,
    ).toBe(404);
    expect(
      (await api.post("/api/job-post/recommend/", { job_post_id: 999_999, user_id: rahul.id }, { token: asha.token }))
        .status,
    ).toBe(404);
    expect((await api.post("/api/job-post/recommend/", {}, { token: asha.token })).body.errors).toEqual({
      job_post_id: ["This is Required."],
      user_id: ["This is Required."],
    });
    expect((await api.get("/api/job-post/recommendations/list/", { token: acme.token })).status).toBe(403);

    // A closed post drops out of the recipient's list.
    await api.put(`/api/job-post/update/?job_post_id=${post.id}`, { status: "closed" }, { token: acme.token });
    expect((await paged(api, "/api/job-post/recommendations/list/", rahul)).total).toBe(0);
  });

  test("the recommendations list pages by keyset: cursor and before give the pages by number", async () => {
    const [to, first, second] = [await member(api), await member(api), await member(api)];
    const acme = await company(api, { company_name: "Acme Keyset" });
    await connect(api, first, to);
    await connect(api, second, to);
    const closed = await createPost(api, acme, { title: "Closed later" });
    await api.post("/api/job-post/recommend/", { job_post_id: closed.id, user_id: to.id }, { token: first.token });
    for (let i = 0; i < 23; i += 1) {
      const post = await createPost(api, acme, { title: `Recommended ${i}` });
      const sent = await api.post(
        "/api/job-post/recommend/",
        { job_post_id: post.id, user_id: to.id },
        { token: (i % 2 === 0 ? first : second).token },
      );
      expect(sent.status).toBe(201);
      if (i % 3 === 2) api.clock.advance(60_000);
    }
    await api.put(`/api/job-post/update/?job_post_id=${closed.id}`, { status: "closed" }, { token: acme.token });
    const pages = await expectKeysetWalk(api, "/api/job-post/recommendations/list/", to.token);
    expect(pages[0].total).toBe(23);
    expect(pages[1].data.map((r: { job_post: { title: string } }) => r.job_post.title)).toEqual([
      "Recommended 2",
      "Recommended 1",
      "Recommended 0",
    ]);
  });
});
