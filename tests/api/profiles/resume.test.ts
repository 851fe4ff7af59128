import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, onboardedCorporate, startTestApi, tinyPdf, type Member, type TestApi } from "#tests/api/harness.ts";

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
    const text = await api.upload(
      "/api/individual/resume/upload/",
      { bytes: "not a pdf at all", name: "cv.pdf", type: "application/pdf" },
      { token: asha.token },
    );
    expect(text.status).toBe(400);
    expect(text.body).toEqual({
      result: false,
      message: "Upload your resume as a PDF.",
      errors: { file: ["Upload your resume as a PDF."] },
    });
    const image = await api.upload(
      "/api/individual/resume/upload/",
      { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]), name: "cv.pdf" },
      { token: asha.token },
    );
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
    expect(profile.body.data).toMatchObject({
      resume: null,
      has_resume: false,
      show_resume: false,
      first_name: "Meera",
    });
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
    expect(
      (await api.download(`/api/individual/resume/get/?user_id=${owner.id}`, { token: session.access_token })).status,
    ).toBe(403);
    expect(
      (await api.upload("/api/individual/resume/upload/", { bytes: tinyPdf() }, { token: session.access_token }))
        .status,
    ).toBe(403);

    const view = await api.get(`/api/individual/get/?user_id=${owner.id}`, { token: other.token });
    expect(view.body.data).toMatchObject({
      resume: null,
      has_resume: true,
      show_resume: false,
      requested_resume: false,
    });
  });
});
