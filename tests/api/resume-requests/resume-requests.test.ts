import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  member,
  onboardedCorporate,
  signUp,
  startTestApi,
  tinyPdf,
  type Member,
  type TestApi,
} from "#tests/api/harness.ts";
import { expectKeysetWalk } from "#tests/api/keyset.ts";

/** `/api/job-post/resume_request/*`: asking for a resume, the lists, the owner's answer (the resume itself: ../profiles/resume.test.ts). */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function uploadResume(who: Member) {
  return api.upload(
    "/api/individual/resume/upload/",
    { bytes: tinyPdf(), name: "My CV.pdf", type: "application/pdf" },
    { token: who.token },
  );
}

describe("resume requests", () => {
  let owner: Member;
  let asker: Member;
  beforeAll(async () => {
    owner = await member(api, { first_name: "Asha", last_name: "Verma" });
    asker = await member(api, { first_name: "Rahul", last_name: "Nair" });
    await uploadResume(owner);
  });

  test("ask, see it on both sides, accept, download; notifications both ways", async () => {
    const created = await api.post("/api/job-post/resume_request/", { user_id: owner.id }, { token: asker.token });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      result: true,
      message: "Your request for the resume was sent.",
      data: { request_id: expect.any(Number) },
    });
    const requestId = created.body.data.request_id;

    expect(
      (await api.post("/api/job-post/resume_request/", { user_id: owner.id }, { token: asker.token })).status,
    ).toBe(409);
    const view = await api.get(`/api/individual/get/?user_id=${owner.id}`, { token: asker.token });
    expect(view.body.data).toMatchObject({ requested_resume: true, show_resume: false, resume: null });
    expect((await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: asker.token })).status).toBe(
      403,
    );

    const received = await api.get("/api/job-post/resume_request/?type=received", { token: owner.token });
    expect(received.body).toMatchObject({ result: true, page: 1, page_size: 20, total: 1, has_next: false });
    expect(received.body.data).toEqual([
      {
        id: requestId,
        user: {
          id: asker.id,
          type_of_user: "individual",
          name: "Rahul Nair",
          first_name: "Rahul",
          last_name: "Nair",
          bio: expect.any(String),
          profile_pic: null,
          username: "rahul-nair",
        },
        status: "pending",
        created_at: expect.any(String),
      },
    ]);
    const sent = await api.get("/api/job-post/resume_request/?type=sent", { token: asker.token });
    expect(sent.body.data).toEqual([
      { ...received.body.data[0], user: expect.objectContaining({ id: owner.id, username: "asha-verma" }) },
    ]);

    const notified = await api.get("/api/notification/list/", { token: owner.token });
    expect(notified.body.data[0]).toMatchObject({
      type: "resume_request",
      message: "Rahul Nair asked to see your resume.",
      actor: { id: asker.id, username: "rahul-nair" },
      link: "/individual/requests",
      is_read: false,
    });

    const accepted = await api.post(
      "/api/job-post/resume_request/accept/",
      { request_id: requestId, action: "accept" },
      { token: owner.token },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ result: true, message: "Resume request accepted." });

    const file = await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: asker.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="Asha-Verma-resume.pdf"');
    const after = await api.get(`/api/individual/get/?user_id=${owner.id}`, { token: asker.token });
    expect(after.body.data).toMatchObject({ requested_resume: true, show_resume: true, resume: { name: "My CV.pdf" } });

    const back = await api.get("/api/notification/list/", { token: asker.token });
    expect(back.body.data[0]).toMatchObject({
      type: "resume_accepted",
      message: "Asha Verma accepted your resume request.",
      actor: { id: owner.id },
      link: `/profile/asha-verma/${owner.id}`,
    });
    expect(
      (await api.get("/api/job-post/resume_request/?type=sent&status=accepted", { token: asker.token })).body.total,
    ).toBe(1);

    // Still 409 once accepted.
    expect(
      (await api.post("/api/job-post/resume_request/", { user_id: owner.id }, { token: asker.token })).body.message,
    ).toBe("You already asked for this resume.");
  });

  test("only the owner answers; declining (also later) takes the access away; a declined request may be asked again", async () => {
    const third = await member(api);
    const created = await api.post("/api/job-post/resume_request/", { user_id: owner.id }, { token: third.token });
    const requestId = created.body.data.request_id;

    // Neither the requester nor anyone else can accept it.
    for (const token of [third.token, asker.token]) {
      const response = await api.post(
        "/api/job-post/resume_request/accept/",
        { request_id: requestId, action: "accept" },
        { token },
      );
      expect(response.status).toBe(404);
      expect(response.body.message).toBe("Request not found.");
    }
    expect((await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: third.token })).status).toBe(
      403,
    );

    await api.post(
      "/api/job-post/resume_request/accept/",
      { request_id: requestId, action: "accept" },
      { token: owner.token },
    );
    expect((await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: third.token })).status).toBe(
      200,
    );
    const declined = await api.post(
      "/api/job-post/resume_request/accept/",
      { request_id: String(requestId), action: "decline" },
      { token: owner.token },
    );
    expect(declined.body).toEqual({ result: true, message: "Resume request declined." });
    expect((await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: third.token })).status).toBe(
      403,
    );
    expect(
      (await api.get(`/api/individual/get/?user_id=${owner.id}`, { token: third.token })).body.data.requested_resume,
    ).toBe(false);

    const again = await api.post("/api/job-post/resume_request/", { user_id: owner.id }, { token: third.token });
    expect(again.status).toBe(201);
    expect(again.body.data.request_id).toBe(requestId);
    const list = await api.get("/api/job-post/resume_request/?type=received&status=pending", { token: owner.token });
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(requestId);
  });

  test("refusals: yourself, no resume yet, unknown member, a company as the owner, bad bodies", async () => {
    const noResume = await member(api);
    const self = await api.post("/api/job-post/resume_request/", { user_id: owner.id }, { token: owner.token });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You cannot ask for your own resume.");
    const missing = await api.post("/api/job-post/resume_request/", { user_id: noResume.id }, { token: asker.token });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ result: false, message: "This member has not uploaded a resume yet." });
    expect((await api.post("/api/job-post/resume_request/", { user_id: 999_999 }, { token: asker.token })).status).toBe(
      404,
    );
    const { session } = await onboardedCorporate(api);
    expect(
      (await api.post("/api/job-post/resume_request/", { user_id: session.user.id }, { token: asker.token })).status,
    ).toBe(404);
    // A company without its profile cannot ask; only owners (individuals) answer.
    const bare = await signUp(api, { type_of_user: "corporate" });
    const noProfile = await api.post(
      "/api/job-post/resume_request/",
      { user_id: owner.id },
      { token: bare.access_token },
    );
    expect(noProfile.status).toBe(403);
    expect(noProfile.body.message).toBe("Complete your company profile before asking for resumes.");
    expect(
      (
        await api.post(
          "/api/job-post/resume_request/accept/",
          { request_id: 1, action: "accept" },
          { token: session.access_token },
        )
      ).status,
    ).toBe(403);
    expect((await api.post("/api/job-post/resume_request/", {}, { token: asker.token })).body.errors).toEqual({
      user_id: ["This is Required."],
    });
    expect((await api.post("/api/job-post/resume_request/", { user_id: owner.id })).status).toBe(401);
    const badAnswer = await api.post(
      "/api/job-post/resume_request/accept/",
      { request_id: 1, action: "maybe" },
      { token: owner.token },
    );
    expect(badAnswer.body.errors).toEqual({ action: ["Choose accept or decline."] });
    expect((await api.get("/api/job-post/resume_request/", { token: owner.token })).body.errors).toEqual({
      type: ["This is Required."],
    });
    expect(
      (await api.get("/api/job-post/resume_request/?type=received&page=0", { token: owner.token })).body.errors,
    ).toEqual({
      page: ["Enter a valid page number."],
    });
  });

  test("a company (a poster asking an applicant) asks for a resume; the owner sees the company, accepts, and the company downloads", async () => {
    const applicant = await member(api, { first_name: "Kavya", last_name: "Rao" });
    await uploadResume(applicant);
    const { session, profile } = await onboardedCorporate(api, { company_name: "Globex Hiring" });
    const company = session.access_token;

    const created = await api.post("/api/job-post/resume_request/", { user_id: applicant.id }, { token: company });
    expect(created.status).toBe(201);
    const requestId = created.body.data.request_id;
    expect(
      (await api.post("/api/job-post/resume_request/", { user_id: applicant.id }, { token: company })).status,
    ).toBe(409);
    expect((await api.get(`/api/individual/get/?user_id=${applicant.id}`, { token: company })).body.data).toMatchObject(
      { requested_resume: true, show_resume: false },
    );

    const received = await api.get("/api/job-post/resume_request/?type=received", { token: applicant.token });
    expect(received.body.data).toEqual([
      {
        id: requestId,
        user: {
          id: session.user.id,
          type_of_user: "corporate",
          name: "Globex Hiring",
          first_name: "Globex Hiring",
          last_name: "",
          bio: profile.about,
          profile_pic: null,
          username: "globex-hiring",
        },
        status: "pending",
        created_at: expect.any(String),
      },
    ]);
    const sent = await api.get("/api/job-post/resume_request/?type=sent", { token: company });
    expect(sent.body.data).toEqual([
      expect.objectContaining({
        id: requestId,
        user: expect.objectContaining({ id: applicant.id, type_of_user: "individual" }),
      }),
    ]);
    expect((await api.get("/api/notification/list/", { token: applicant.token })).body.data[0]).toMatchObject({
      type: "resume_request",
      message: "Globex Hiring asked to see your resume.",
      actor: { id: session.user.id, first_name: "Globex Hiring" },
    });

    expect((await api.download(`/api/individual/resume/get/?user_id=${applicant.id}`, { token: company })).status).toBe(
      403,
    );
    await api.post(
      "/api/job-post/resume_request/accept/",
      { request_id: requestId, action: "accept" },
      { token: applicant.token },
    );
    expect((await api.download(`/api/individual/resume/get/?user_id=${applicant.id}`, { token: company })).status).toBe(
      200,
    );
    expect((await api.get("/api/notification/list/", { token: company })).body.data[0]).toMatchObject({
      type: "resume_accepted",
      link: `/profile/kavya-rao/${applicant.id}`,
    });
  });

  test("requests received and sent page by keyset: cursor and before give the pages by number", async () => {
    const [asking, asked] = [await member(api), await member(api)];
    await uploadResume(asked);
    const people: Member[] = [];
    for (let i = 0; i < 23; i += 1) {
      const person = await member(api);
      await uploadResume(person);
      people.push(person);
      expect(
        (await api.post("/api/job-post/resume_request/", { user_id: person.id }, { token: asking.token })).status,
      ).toBe(201);
      const asks = await api.post("/api/job-post/resume_request/", { user_id: asked.id }, { token: person.token });
      expect(asks.status).toBe(201);
      if (i === 4 || i === 9)
        await api.post(
          "/api/job-post/resume_request/accept/",
          { request_id: asks.body.data.request_id, action: "accept" },
          { token: asked.token },
        );
      if (i % 3 === 2) api.clock.advance(60_000);
    }
    const sent = await expectKeysetWalk(api, "/api/job-post/resume_request/?type=sent", asking.token);
    expect(sent[1].data.map((r: { user: { id: number } }) => r.user.id)).toEqual([
      people[2].id,
      people[1].id,
      people[0].id,
    ]);
    const received = await expectKeysetWalk(api, "/api/job-post/resume_request/?type=received", asked.token);
    expect(received[0].total).toBe(23);
    // With a status: 21 pending of 23.
    const pending = await expectKeysetWalk(
      api,
      "/api/job-post/resume_request/?type=received&status=pending",
      asked.token,
    );
    expect(pending[0].total).toBe(21);
    expect(pending.flatMap((page) => page.data).every((r: { status: string }) => r.status === "pending")).toBe(true);
  });
});
