import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, onboardedCorporate, signUp, startTestApi, tinyPdf, type Member, type TestApi } from "../harness.ts";
import { expectKeysetWalk } from "../keyset.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const MB = 1024 * 1024;
const FORBIDDEN = "You need the owner's permission to see this resume.";

async function uploadResume(who: Member, bytes: Uint8Array = tinyPdf(), name = "My CV.pdf") {
  return api.upload("/api/individual/resume/upload/", { bytes, name, type: "application/pdf" }, { token: who.token });
}

async function resumeFiles(): Promise<string[]> {
  try {
    return (await readdir(join(api.uploadDir, "private", "resumes"))).filter((f) => !f.endsWith(".meta.json"));
  } catch {
    return [];
  }
}

describe("resume upload, get and delete", () => {
  test("the owner uploads, sees it on the profile and downloads it", async () => {
    const asha = await member(api, { first_name: "Asha", last_name: "Verma" });
    const pdf = tinyPdf("Asha");
    const response = await uploadResume(asha, pdf);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: true,
      message: "Your resume is uploaded.",
      data: { name: "My CV.pdf", size: pdf.byteLength, uploaded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });

    const profile = await api.get("/api/individual/get/", { token: asha.token });
    expect(profile.body.data).toMatchObject({ resume: response.body.data, has_resume: true, show_resume: true });

    const file = await api.download("/api/individual/resume/get/", { token: asha.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="Asha-Verma-resume.pdf"');
    expect(file.headers.get("cache-control")).toContain("no-store");
    expect(Buffer.from(file.bytes).equals(Buffer.from(pdf))).toBe(true);
    const byId = await api.download(`/api/individual/resume/get/?user_id=${asha.id}`, { token: asha.token });
    expect(byId.status).toBe(200);
  });

  test("a resume is never served by /api/files/", async () => {
    const asha = await member(api);
    await uploadResume(asha);
    const [name] = await resumeFiles();
    for (const path of [`/api/files/private/resumes/${name}`, `/api/files/${name}`]) {
      expect((await api.download(path)).status, path).toBe(404);
    }
  });

  test("only PDFs by content: a .pdf that is text is a 400; 10 MB limit (413)", async () => {
    const asha = await member(api);
    const text = await api.upload("/api/individual/resume/upload/", { bytes: "not a pdf at all", name: "cv.pdf", type: "application/pdf" }, { token: asha.token });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ result: false, message: "Upload your resume as a PDF.", errors: { file: ["Upload your resume as a PDF."] } });
    const image = await api.upload("/api/individual/resume/upload/", { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]), name: "cv.pdf" }, { token: asha.token });
    expect(image.status).toBe(400);

    const big = new Uint8Array(10 * MB + 1);
    big.set(tinyPdf());
    const tooBig = await uploadResume(asha, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ result: false, message: "The file is too large. The limit is 10 MB." });
    // A 6 MB resume is fine (the picture limit does not apply).
    const six = new Uint8Array(6 * MB);
    six.set(tinyPdf());
    expect((await uploadResume(asha, six)).status).toBe(200);
  });

  test("replacing keeps one file; delete removes the resume and nothing else", async () => {
    const asha = await member(api);
    const before = (await resumeFiles()).length;
    await uploadResume(asha, tinyPdf("one"), "one.pdf");
    const second = await uploadResume(asha, tinyPdf("two"), "../../etc/two.pdf");
    expect(second.body.data.name).toBe("two.pdf");
    expect((await resumeFiles()).length).toBe(before + 1);

    const deleted = await api.del("/api/individual/resume/delete/", undefined, { token: asha.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ result: true, message: "Your resume is deleted." });
    expect((await resumeFiles()).length).toBe(before);
    const profile = await api.get("/api/individual/get/", { token: asha.token });
    expect(profile.body.data).toMatchObject({ resume: null, has_resume: false, show_resume: false, first_name: "Meera" });
    expect((await api.download("/api/individual/resume/get/", { token: asha.token })).status).toBe(404);
    expect((await api.del("/api/individual/resume/delete/", undefined, { token: asha.token })).status).toBe(404);
  });

  test("another member: 403 without an accepted request, 404 when there is none; tokens and types", async () => {
    const owner = await member(api);
    const other = await member(api);
    const none = await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: other.token });
    expect(none.status).toBe(404);
    await uploadResume(owner);
    const forbidden = await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: other.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({ result: false, message: FORBIDDEN });
    expect((await api.download(`/api/individual/resume/get/?user_id=${owner.id}`)).status).toBe(401);
    const { session } = await onboardedCorporate(api);
    expect((await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: session.access_token })).status).toBe(403);
    expect((await api.upload("/api/individual/resume/upload/", { bytes: tinyPdf() }, { token: session.access_token })).status).toBe(403);

    const view = await api.get(`/api/individual/get/?user_id=${owner.id}`, { token: other.token });
    expect(view.body.data).toMatchObject({ resume: null, has_resume: true, show_resume: false, requested_resume: false });
  });
});

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
    expect(created.body).toEqual({ result: true, message: "Your request for the resume was sent.", data: { request_id: expect.any(Number) } });
    const requestId = created.body.data.request_id;

    expect((await api.post("/api/job-post/resume_request/", { user_id: owner.id }, { token: asker.token })).status).toBe(409);
    const view = await api.get(`/api/individual/get/?user_id=${owner.id}`, { token: asker.token });
    expect(view.body.data).toMatchObject({ requested_resume: true, show_resume: false, resume: null });
    expect((await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: asker.token })).status).toBe(403);

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
    expect(sent.body.data).toEqual([{ ...received.body.data[0], user: expect.objectContaining({ id: owner.id, username: "asha-verma" }) }]);

    const notified = await api.get("/api/notification/list/", { token: owner.token });
    expect(notified.body.data[0]).toMatchObject({
      type: "resume_request",
      message: "Rahul Nair asked to see your resume.",
      actor: { id: asker.id, username: "rahul-nair" },
      link: "/individual/requests",
      is_read: false,
    });

    const accepted = await api.post("/api/job-post/resume_request/accept/", { request_id: requestId, action: "accept" }, { token: owner.token });
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
    expect((await api.get("/api/job-post/resume_request/?type=sent&status=accepted", { token: asker.token })).body.total).toBe(1);

    // Still 409 once accepted.
    expect((await api.post("/api/job-post/resume_request/", { user_id: owner.id }, { token: asker.token })).body.message).toBe(
      "You already asked for this resume.",
    );
  });

  test("only the owner answers; declining (also later) takes the access away; a declined request may be asked again", async () => {
    const third = await member(api);
    const created = await api.post("/api/job-post/resume_request/", { user_id: owner.id }, { token: third.token });
    const requestId = created.body.data.request_id;

    // Neither the requester nor anyone else can accept it.
    for (const token of [third.token, asker.token]) {
      const response = await api.post("/api/job-post/resume_request/accept/", { request_id: requestId, action: "accept" }, { token });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe("Request not found.");
    }
    expect((await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: third.token })).status).toBe(403);

    await api.post("/api/job-post/resume_request/accept/", { request_id: requestId, action: "accept" }, { token: owner.token });
    expect((await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: third.token })).status).toBe(200);
    const declined = await api.post("/api/job-post/resume_request/accept/", { request_id: String(requestId), action: "decline" }, { token: owner.token });
    expect(declined.body).toEqual({ result: true, message: "Resume request declined." });
    expect((await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: third.token })).status).toBe(403);
    expect((await api.get(`/api/individual/get/?user_id=${owner.id}`, { token: third.token })).body.data.requested_resume).toBe(false);

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
    expect((await api.post("/api/job-post/resume_request/", { user_id: 999_999 }, { token: asker.token })).status).toBe(404);
    const { session } = await onboardedCorporate(api);
    expect((await api.post("/api/job-post/resume_request/", { user_id: session.user.id }, { token: asker.token })).status).toBe(404);
    // A company without its profile cannot ask; only owners (individuals) answer.
    const bare = await signUp(api, { type_of_user: "corporate" });
    const noProfile = await api.post("/api/job-post/resume_request/", { user_id: owner.id }, { token: bare.access_token });
    expect(noProfile.status).toBe(403);
    expect(noProfile.body.message).toBe("Complete your company profile before asking for resumes.");
    expect((await api.post("/api/job-post/resume_request/accept/", { request_id: 1, action: "accept" }, { token: session.access_token })).status).toBe(403);
    expect((await api.post("/api/job-post/resume_request/", {}, { token: asker.token })).body.errors).toEqual({ user_id: ["This is Required."] });
    expect((await api.post("/api/job-post/resume_request/", { user_id: owner.id })).status).toBe(401);
    const badAnswer = await api.post("/api/job-post/resume_request/accept/", { request_id: 1, action: "maybe" }, { token: owner.token });
    expect(badAnswer.body.errors).toEqual({ action: ["Choose accept or decline."] });
    expect((await api.get("/api/job-post/resume_request/", { token: owner.token })).body.errors).toEqual({ type: ["This is Required."] });
    expect((await api.get("/api/job-post/resume_request/?type=received&page=0", { token: owner.token })).body.errors).toEqual({
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
    expect((await api.post("/api/job-post/resume_request/", { user_id: applicant.id }, { token: company })).status).toBe(409);
    expect((await api.get(`/api/individual/get/?user_id=${applicant.id}`, { token: company })).body.data).toMatchObject({ requested_resume: true, show_resume: false });

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
    expect(sent.body.data).toEqual([expect.objectContaining({ id: requestId, user: expect.objectContaining({ id: applicant.id, type_of_user: "individual" }) })]);
    expect((await api.get("/api/notification/list/", { token: applicant.token })).body.data[0]).toMatchObject({
      type: "resume_request",
      message: "Globex Hiring asked to see your resume.",
      actor: { id: session.user.id, first_name: "Globex Hiring" },
    });

    expect((await api.download(`/api/individual/resume/get/?user_id=${applicant.id}`, { token: company })).status).toBe(403);
    await api.post("/api/job-post/resume_request/accept/", { request_id: requestId, action: "accept" }, { token: applicant.token });
    expect((await api.download(`/api/individual/resume/get/?user_id=${applicant.id}`, { token: company })).status).toBe(200);
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
      expect((await api.post("/api/job-post/resume_request/", { user_id: person.id }, { token: asking.token })).status).toBe(201);
      const asks = await api.post("/api/job-post/resume_request/", { user_id: asked.id }, { token: person.token });
      expect(asks.status).toBe(201);
      if (i === 4 || i === 9) await api.post("/api/job-post/resume_request/accept/", { request_id: asks.body.data.request_id, action: "accept" }, { token: asked.token });
      if (i % 3 === 2) api.clock.advance(60_000);
    }
    const sent = await expectKeysetWalk(api, "/api/job-post/resume_request/?type=sent", asking.token);
    expect(sent[1].data.map((r: { user: { id: number } }) => r.user.id)).toEqual([people[2].id, people[1].id, people[0].id]);
    const received = await expectKeysetWalk(api, "/api/job-post/resume_request/?type=received", asked.token);
    expect(received[0].total).toBe(23);
    // With a status: 21 pending of 23.
    const pending = await expectKeysetWalk(api, "/api/job-post/resume_request/?type=received&status=pending", asked.token);
    expect(pending[0].total).toBe(21);
    expect(pending.flatMap((page) => page.data).every((r: { status: string }) => r.status === "pending")).toBe(true);
  });
});
