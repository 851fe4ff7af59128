/**
 * The API with its files in an S3-compatible store (decision 124): STORAGE_URL names a bucket of
 * a real S3 server started here over HTTP (s3rver), and the SDK reads its credentials from the
 * environment, as in production. Pictures and resumes are stored there and served through the
 * app with the same headers as from disk; a store that fails answers 503 and changes nothing.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { readdir } from "node:fs/promises";
import { startS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from "#tests/support/s3-server.ts";
import { backendOptionsFromEnv, createBackend } from "#app/backend/index.server.ts";
import { member, startTestApi, TEST_SECRET, tinyPdf, type Member, type TestApi } from "#tests/api/harness.ts";

const STORE_FAILED = "Your file could not be saved right now, and nothing was changed. Please try again in a moment.";
const READ_FAILED = "This file cannot be opened right now. Please try again in a moment.";

let s3: TestS3Server;
let api: TestApi;
/** What the backend logged as errors (the store's own words go there, never to the caller). */
const errors: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  vi.stubEnv("AWS_ACCESS_KEY_ID", TEST_S3_CREDENTIALS.accessKeyId);
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", TEST_S3_CREDENTIALS.secretAccessKey);
  api = await startTestApi({
    storageUrl: `s3://${s3.bucket}/joblink?endpoint=${s3.endpoint}&region=us-east-1`,
    log: {
      info: () => {},
      warn: () => {},
      error: (message, error) => errors.push(`${message}: ${error instanceof Error ? error.message : String(error)}`),
    },
  });
});
afterAll(async () => {
  await api?.close();
  await s3?.close();
  vi.unstubAllEnvs();
});

async function photo(colour: string): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 500, height: 400, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
}

async function uploadPhoto(who: Member, colour = "#3366cc") {
  return api.upload(
    "/api/user/upload/picture/?type=photo",
    { bytes: await photo(colour), name: "me.png", type: "image/png" },
    { token: who.token },
  );
}

async function uploadResume(who: Member, pdf: Uint8Array) {
  return api.upload(
    "/api/individual/resume/upload/",
    { bytes: pdf, name: "CV.pdf", type: "application/pdf" },
    { token: who.token },
  );
}

/** The object key behind a picture URL (`/api/files/<key>`), as kept in the bucket. */
function objectKey(url: string): string {
  return `joblink/${url.replace(/^\/api\/files\//, "")}`;
}

describe("files in an S3-compatible store", () => {
  test("a photo is stored in the bucket and served through the app, as from disk", async () => {
    const asha = await member(api);
    const uploaded = await uploadPhoto(asha);
    expect(uploaded.status).toBe(200);
    const url: string = uploaded.body.data.url;
    expect(url).toMatch(/^\/api\/files\/public\/[A-Za-z0-9_-]+\.webp$/);
    expect(await s3.keys()).toContain(objectKey(url));
    // Nothing went to the disk.
    await expect(readdir(api.uploadDir)).rejects.toThrow(/ENOENT/);

    const served = await api.download(url);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      "content-type": "image/webp",
      "content-length": String(served.bytes.byteLength),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "content-disposition": "inline",
    });
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: "webp", width: 400, height: 400 });

    const head = await api.download(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(served.bytes.byteLength));

    // A key the bucket does not have is the same 404 as on disk.
    const missing = await api.download("/api/files/public/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.webp");
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ result: false, message: "File not found." });
  });

  test("a replaced photo's old object is deleted; removing the photo deletes its object", async () => {
    const asha = await member(api);
    const first = (await uploadPhoto(asha, "#112233")).body.data.url as string;
    const second = await uploadPhoto(asha, "#445566");
    expect(second.status).toBe(200);
    const keys = await s3.keys();
    expect(keys).toContain(objectKey(second.body.data.url));
    expect(keys).not.toContain(objectKey(first));
    expect((await api.download(first)).status).toBe(404);

    const removed = await api.del("/api/user/upload/picture/?type=photo", undefined, { token: asha.token });
    expect(removed.status).toBe(200);
    expect(await s3.keys()).not.toContain(objectKey(second.body.data.url));
  });

  test("a resume is stored privately and downloaded as an attachment, byte for byte", async () => {
    const ravi = await member(api, { first_name: "Ravi", last_name: "Kumar" });
    const pdf = tinyPdf("Ravi");
    expect((await uploadResume(ravi, pdf)).status).toBe(200);
    const resumeKeys = (await s3.keys()).filter((key) => key.startsWith("joblink/private/resumes/"));
    expect(resumeKeys.length).toBeGreaterThan(0);

    const file = await api.download("/api/individual/resume/get/", { token: ravi.token });
    expect(file.status).toBe(200);
    expect(Object.fromEntries(file.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(pdf.byteLength),
      "content-disposition": 'attachment; filename="Ravi-Kumar-resume.pdf"',
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    expect(Buffer.from(file.bytes).equals(Buffer.from(pdf))).toBe(true);
    // Never through /api/files/.
    for (const key of resumeKeys)
      expect((await api.download(`/api/files/${key.slice("joblink/".length)}`)).status).toBe(404);
  });
});

describe("a store that fails", () => {
  test("a refused write answers 503, and the photo and resume before it stay in place", async () => {
    const meera = await member(api, { first_name: "Meera", last_name: "Iyer" });
    const oldPhoto = (await uploadPhoto(meera, "#208040")).body.data.url as string;
    const oldPdf = tinyPdf("Meera, first");
    expect((await uploadResume(meera, oldPdf)).status).toBe(200);
    const before = await s3.keys();
    errors.length = 0;

    s3.failWrites(true);
    try {
      const photoFailed = await uploadPhoto(meera, "#802040");
      expect(photoFailed.status).toBe(503);
      expect(photoFailed.headers.get("retry-after")).toBe("10");
      expect(photoFailed.body).toEqual({ result: false, message: STORE_FAILED });
      const resumeFailed = await uploadResume(meera, tinyPdf("Meera, second"));
      expect(resumeFailed.status).toBe(503);
      expect(resumeFailed.body).toEqual({ result: false, message: STORE_FAILED });
    } finally {
      s3.failWrites(false);
    }
    // The store's own error is in the log, not in the answer.
    expect(errors.some((line) => /could not store the file public\/.*InternalError/.test(line))).toBe(true);

    expect(await s3.keys()).toEqual(before);
    const profile = await api.get("/api/individual/get/", { token: meera.token });
    expect(profile.body.data.profile_pic).toBe(oldPhoto);
    expect((await api.download(oldPhoto)).status).toBe(200);
    const resume = await api.download("/api/individual/resume/get/", { token: meera.token });
    expect(resume.status).toBe(200);
    expect(Buffer.from(resume.bytes).equals(Buffer.from(oldPdf))).toBe(true);
  });

  test("a store that is down answers 503 to uploads and downloads; once back, all is as before", async () => {
    const kiran = await member(api);
    const oldPhoto = (await uploadPhoto(kiran, "#336699")).body.data.url as string;
    const oldPdf = tinyPdf("Kiran");
    expect((await uploadResume(kiran, oldPdf)).status).toBe(200);
    const before = await s3.keys();

    await s3.stop();
    try {
      const failed = await uploadPhoto(kiran, "#993366");
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({ result: false, message: STORE_FAILED });
      expect(JSON.stringify(failed.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at /);

      const picture = await api.download(oldPhoto);
      expect(picture.status).toBe(503);
      expect(picture.json).toEqual({ result: false, message: READ_FAILED });
      const resume = await api.download("/api/individual/resume/get/", { token: kiran.token });
      expect(resume.status).toBe(503);
      expect(resume.json).toEqual({ result: false, message: READ_FAILED });
    } finally {
      await s3.start();
    }

    expect(await s3.keys()).toEqual(before);
    const profile = await api.get("/api/individual/get/", { token: kiran.token });
    expect(profile.body.data.profile_pic).toBe(oldPhoto);
    expect((await api.download(oldPhoto)).status).toBe(200);
    const resume = await api.download("/api/individual/resume/get/", { token: kiran.token });
    expect(Buffer.from(resume.bytes).equals(Buffer.from(oldPdf))).toBe(true);
  });
});

describe("start-up", () => {
  // The store is opened before the database: the database named here is never touched.
  const options = { databaseUrl: "file:/nonexistent/never-opened.db", secret: TEST_SECRET };

  test("a bucket that is not there stops the start, before any upload", async () => {
    await expect(
      createBackend({ ...options, storageUrl: `s3://not-made-yet?endpoint=${s3.endpoint}&region=us-east-1` }),
    ).rejects.toThrow(
      /^Start-up failed while opening the file storage: the bucket "not-made-yet" cannot be used: no such bucket \(404\)/,
    );
  });

  test("a STORAGE_URL that is not one stops the start, saying what to write", async () => {
    await expect(createBackend({ ...options, storageUrl: "s3://Bad_Bucket" })).rejects.toThrow(
      /^Start-up failed while opening the file storage: STORAGE_URL is not valid: "Bad_Bucket" is not a bucket name/,
    );
    expect(() => backendOptionsFromEnv({ STORAGE_URL: "s3://bucket?endpoint=minio:9000" })).toThrow(
      /^STORAGE_URL is not valid: endpoint "minio:9000"/,
    );
  });
});
