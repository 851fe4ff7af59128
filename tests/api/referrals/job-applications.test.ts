/**
 * Applications (issue 13, decision 130): a note and a resume with the request, a status both
 * sides see with its history, viewed / referred / not selected by the poster, withdrawn by the
 * applicant, the resume's downloads logged, the status filter, closed posts readable with
 * similar open posts, and who may do what (4xx, never 500, nothing half-written).
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, startTestApi, tinyPdf, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, notifications, paged, type Company } from "#tests/api/jobs-harness.ts";
import { expectKeysetWalk } from "#tests/api/keyset.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

/** POSTs an application as multipart (the no-JavaScript form's shape), with an optional PDF. */
async function applyMultipart(who: Member, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  return api.multipart("/api/job-post/referral/create/", fields, file ? { ...file, type: "application/pdf" } : null, {
    token: who.token,
  });
}

async function applicationFiles(): Promise<string[]> {
  try {
    return (await readdir(join(api.uploadDir, "private", "applications"))).filter((name) => name.endsWith(".pdf"));
  } catch {
    return [];
  }
}

describe("applications", () => {
  let asha: Member;
  let rahul: Member;
  let meera: Member;
  let acme: Company;
  beforeAll(async () => {
    asha = await member(api, { first_name: "Asha", last_name: "Verma" });
    rahul = await member(api, { first_name: "Rahul", last_name: "Nair" });
    meera = await member(api, { first_name: "Meera", last_name: "Iyer" });
    acme = await company(api, { company_name: "Acme Applications" });
  });

  test("apply with a note and the profile resume → the poster views (viewed), downloads (logged), refers; the applicant sees each step with its time", async () => {
    const post = await createPost(api, acme, { title: "Platform Engineer" });
    await api.upload(
      "/api/individual/resume/upload/",
      { bytes: tinyPdf("Rahul CV"), name: "rahul-cv.pdf", type: "application/pdf" },
      { token: rahul.token },
    );

    const asked = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: post.id, message: "Five years of Go.", attach_resume: true },
      { token: rahul.token },
    );
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({
      status: "pending",
      application_status: "requested",
      resume: { name: "rahul-cv.pdf", size: expect.any(Number) },
    });
    const id = asked.body.data.referral_id;

    // The applicant's Applied list: requested, with its note and history.
    let applied = (await paged(api, "/api/job-post/list/?type=applied", rahul)).data[0];
    expect(applied.application).toMatchObject({
      referral_id: id,
      status: "requested",
      message: "Five years of Go.",
      can_withdraw: true,
      history: [{ status: "requested", by: "applicant" }],
    });
    expect(applied).toMatchObject({ my_application_status: "requested", my_referral_id: id });

    // The company lists the applications: requested ones become viewed; the applicant is told.
    const listed = await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, acme);
    expect(listed.data[0]).toMatchObject({
      referral_id: id,
      message: "Five years of Go.",
      application_status: "viewed",
      resume: { name: "rahul-cv.pdf" },
      resume_downloads: [],
      // A company moves its applications through stages (decision 165) instead of referring.
      actions: [],
      moves: ["in_review", "interview", "offer", "hired", "not_selected"],
      user: { id: rahul.id, connections_in_common: 0 },
    });
    expect((await notifications(api, rahul))[0]).toMatchObject({
      type: "referral_viewed",
      message: 'Acme Applications viewed your application for "Platform Engineer".',
    });

    // The resume: the company downloads it (logged), the applicant may too (not logged), nobody else.
    const file = await api.download(`/api/job-post/referral/resume/?referral_id=${id}`, { token: acme.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode(file.bytes)).toContain("Rahul CV");
    expect(
      (await api.download(`/api/job-post/referral/resume/?referral_id=${id}`, { token: rahul.token })).status,
    ).toBe(200);
    expect(
      (await api.download(`/api/job-post/referral/resume/?referral_id=${id}`, { token: meera.token })).status,
    ).toBe(404);
    const afterDownload = (await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, acme)).data[0];
    expect(afterDownload.resume_download_count).toBe(1);
    expect(afterDownload.resume_downloads).toEqual([
      {
        by: expect.objectContaining({ id: acme.id, name: "Acme Applications" }),
        at: expect.any(String),
        at_time_ago: "just now",
      },
    ]);

    // The attached resume is a copy: replacing the profile resume leaves it as it was.
    await api.upload(
      "/api/individual/resume/upload/",
      { bytes: tinyPdf("Newer CV"), name: "new.pdf", type: "application/pdf" },
      { token: rahul.token },
    );
    expect(
      new TextDecoder().decode(
        (await api.download(`/api/job-post/referral/resume/?referral_id=${id}`, { token: acme.token })).bytes,
      ),
    ).toContain("Rahul CV");

    // Refer with the new endpoint; "not selected" is then refused and no longer offered.
    const referred = await api.post(
      "/api/job-post/referral/status/",
      { referral_id: id, status: "referred" },
      { token: acme.token },
    );
    expect(referred.status).toBe(200);
    expect(referred.body.data).toMatchObject({ application_status: "referred", status: "referred" });
    const notNow = await api.post(
      "/api/job-post/referral/status/",
      { referral_id: id, status: "not_selected" },
      { token: acme.token },
    );
    expect(notNow.status).toBe(409);
    expect(notNow.body.message).toBe("You already referred this member.");
    expect((await paged(api, `/api/job-post/referral/list/?job_post_id=${post.id}`, acme)).data[0].actions).toEqual([]);
    expect((await notifications(api, rahul))[0]).toMatchObject({
      type: "referral_referred",
      link: `/job-details/${post.id}`,
    });

    applied = (await paged(api, "/api/job-post/list/?type=applied", rahul)).data[0];
    expect(applied.application.history.map((h: { status: string; by: string }) => [h.status, h.by])).toEqual([
      ["requested", "applicant"],
      ["viewed", "poster"],
      ["referred", "poster"],
    ]);
    expect(applied.application.can_withdraw).toBe(false);
    // Answered: too late to withdraw.
    const late = await api.post("/api/job-post/referral/withdraw/", { referral_id: id }, { token: rahul.token });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This application is already answered: it can no longer be withdrawn.");
  });

  test("a new PDF uploaded with the application (multipart); bad files and a missing profile resume are refused on their field, writing nothing", async () => {
    const post = await createPost(api, asha, { title: "Data Analyst" });
    const before = await applicationFiles();

    const notPdf = await applyMultipart(
      meera,
      { job_post_id: String(post.id), message: "Hello" },
      { bytes: new TextEncoder().encode("not a pdf"), name: "cv.pdf" },
    );
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.errors).toEqual({ file: ["Upload your resume as a PDF."] });
    const noResume = await applyMultipart(meera, { job_post_id: String(post.id), attach_resume: "on" });
    expect(noResume.status).toBe(400);
    expect(noResume.body.errors).toEqual({
      attach_resume: ["You have no resume on your profile: upload one here, or untick “Attach my resume”."],
    });
    const tooLong = await applyMultipart(
      meera,
      { job_post_id: String(post.id), message: "x".repeat(501) },
      { bytes: tinyPdf(), name: "cv.pdf" },
    );
    expect(tooLong.body.errors).toEqual({ message: ["Message must be at most 500 characters."] });
    expect(await applicationFiles()).toEqual(before);
    expect((await paged(api, "/api/job-post/list/?type=applied", meera)).total).toBe(0);

    const ok = await applyMultipart(
      meera,
      { job_post_id: String(post.id), message: "Here is my CV." },
      { bytes: tinyPdf("Meera CV"), name: "meera.pdf" },
    );
    expect(ok.status).toBe(201);
    expect(ok.body.data.resume).toEqual({ name: "meera.pdf", size: expect.any(Number) });
    expect((await applicationFiles()).length).toBe(before.length + 1);
    // The profile has no resume still: the upload belongs to the application.
    expect((await api.download("/api/individual/resume/get/", { token: meera.token })).status).toBe(404);

    // Twice: 409, and the second upload is not kept.
    const twice = await applyMultipart(
      meera,
      { job_post_id: String(post.id) },
      { bytes: tinyPdf(), name: "again.pdf" },
    );
    expect(twice.status).toBe(409);
    expect((await applicationFiles()).length).toBe(before.length + 1);

    // Deleting the post deletes the attached files.
    await api.del(`/api/job-post/delete/?job_post_id=${post.id}`, undefined, { token: asha.token });
    expect(await applicationFiles()).toEqual(before);
  });

  test("withdraw, not selected, the status filter; only the poster answers and only the applicant withdraws", async () => {
    const post = await createPost(api, asha, { title: "Frontend Engineer" });
    const rahulId = (await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: rahul.token }))
      .body.data.referral_id;
    const meeraId = (
      await api.post("/api/job-post/referral/create/", { job_post_id: post.id, message: "Hi" }, { token: meera.token })
    ).body.data.referral_id;

    // Wrong owner: 404 (as if it did not exist); wrong state or input: 400 / 409.
    expect(
      (await api.post("/api/job-post/referral/withdraw/", { referral_id: rahulId }, { token: meera.token })).status,
    ).toBe(404);
    expect(
      (await api.post("/api/job-post/referral/withdraw/", { referral_id: rahulId }, { token: asha.token })).status,
    ).toBe(404);
    expect(
      (
        await api.post(
          "/api/job-post/referral/status/",
          { referral_id: rahulId, status: "referred" },
          { token: rahul.token },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await api.post(
          "/api/job-post/referral/status/",
          { referral_id: rahulId, status: "referred" },
          { token: acme.token },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await api.post(
          "/api/job-post/referral/status/",
          { referral_id: rahulId, status: "viewed" },
          { token: asha.token },
        )
      ).body.errors,
    ).toEqual({
      status: ["Choose referred or not_selected."],
    });
    expect(
      (await api.post("/api/job-post/referral/status/", { referral_id: rahulId }, { token: asha.token })).body.errors,
    ).toEqual({ status: ["This is Required."] });
    expect((await api.post("/api/job-post/referral/withdraw/", {}, { token: rahul.token })).body.errors).toEqual({
      referral_id: ["This is Required."],
    });
    expect(
      (await api.get(`/api/job-post/referral/list/?job_post_id=${post.id}&status=maybe`, { token: asha.token })).body
        .errors,
    ).toEqual({
      status: [
        "Choose active, all, requested, viewed, in_review, interview, offer, hired, referred, not_selected, withdrawn or position_closed.",
      ],
    });

    // Rahul withdraws (Asha is told, with a link to the responses); twice is the same answer.
    const withdrawn = await api.post(
      "/api/job-post/referral/withdraw/",
      { referral_id: rahulId },
      { token: rahul.token },
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({
      message: "Your application was withdrawn.",
      data: { application_status: "withdrawn", status: "withdrawn" },
    });
    expect(
      (await api.post("/api/job-post/referral/withdraw/", { referral_id: rahulId }, { token: rahul.token })).status,
    ).toBe(200);
    expect((await notifications(api, asha))[0]).toMatchObject({
      type: "referral_withdrawn",
      message: 'Rahul Nair withdrew their application for "Frontend Engineer".',
      link: `/post-details/${post.id}?tab=responses`,
    });
    // A withdrawn application cannot be answered.
    const refer = await api.post("/api/job-post/referral/refer/", { referral_id: rahulId }, { token: asha.token });
    expect(refer.status).toBe(409);
    expect(refer.body.message).toBe("This application was withdrawn.");

    // Not selected, straight from requested: viewed then not_selected in the history.
    const no = await api.post(
      "/api/job-post/referral/status/",
      { referral_id: meeraId, status: "not_selected" },
      { token: asha.token },
    );
    expect(no.body).toMatchObject({
      message: "Marked as not selected.",
      data: { application_status: "not_selected", status: "ignored" },
    });
    const meeraApplied = (await paged(api, "/api/job-post/list/?type=applied", meera)).data.find(
      (p: { id: number }) => p.id === post.id,
    );
    expect(meeraApplied.application.history.map((h: { status: string }) => h.status)).toEqual([
      "requested",
      "viewed",
      "not_selected",
    ]);
    expect(meeraApplied.my_referral_status).toBe("ignored");

    // The filter: active (default) shows neither; each status shows its own; all shows both.
    const list = async (status?: string) =>
      (
        await paged(
          api,
          `/api/job-post/referral/list/?job_post_id=${post.id}${status ? `&status=${status}` : ""}`,
          asha,
        )
      ).data.map((r: { referral_id: number }) => r.referral_id);
    expect(await list()).toEqual([]);
    expect(await list("withdrawn")).toEqual([rahulId]);
    expect(await list("not_selected")).toEqual([meeraId]);
    expect(await list("all")).toEqual([meeraId, rahulId]);
    expect(
      (await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: asha.token })).body.data.response_count,
    ).toBe(0);
  });

  test("a closed post is readable by anyone, refuses applications with a clear message, and offers similar open posts; a deleted one is 404", async () => {
    const closed = await createPost(api, acme, { title: "Closed Role" });
    const sibling = await createPost(api, acme, { title: "Open Sibling" });
    await api.put(`/api/job-post/update/?job_post_id=${closed.id}`, { status: "closed" }, { token: acme.token });

    const read = await api.get(`/api/job-post/read/?job_post_id=${closed.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ title: "Closed Role", status: "closed" });
    const similar = await api.get(`/api/job-post/similar/?job_post_id=${closed.id}`);
    expect(similar.status).toBe(200);
    const titles = similar.body.data.map((p: { title: string }) => p.title);
    expect(titles).toContain("Open Sibling");
    expect(titles).not.toContain("Closed Role");
    expect(similar.body.data.length).toBeLessThanOrEqual(4);
    expect(similar.body.data.every((p: { status: string }) => p.status === "open")).toBe(true);

    const refused = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: closed.id, message: "Please" },
      { token: meera.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ job_post_id: ["This job post is no longer accepting applications."] });

    await api.del(`/api/job-post/delete/?job_post_id=${sibling.id}`, undefined, { token: acme.token });
    expect((await api.get(`/api/job-post/read/?job_post_id=${sibling.id}`)).status).toBe(404);
    expect((await api.get(`/api/job-post/similar/?job_post_id=${sibling.id}`)).status).toBe(404);
  });

  test("the applications of a post page by keyset", async () => {
    const post = await createPost(api, asha, { title: "Busy Post" });
    const applicants = await Promise.all(
      Array.from({ length: 23 }, (_, n) =>
        member(api, { first_name: "Applicant", last_name: `Number${String.fromCharCode(97 + n)}` }),
      ),
    );
    for (const who of applicants) {
      api.clock.advance(1000);
      expect(
        (await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: who.token })).status,
      ).toBe(201);
    }
    await expectKeysetWalk(api, `/api/job-post/referral/list/?job_post_id=${post.id}&status=all`, asha.token);
  });
});
