import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DiskStorage } from "#app/backend/files/storage.ts";
import {
  checkAgainstContract,
  member,
  onboardedCorporate,
  signUp,
  startTestApi,
  type TestApi,
} from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const MB = 1024 * 1024;

async function pngWithExif(width = 800, height = 600): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
      .withExif({ IFD0: { Copyright: "Secret place", Artist: "Someone" } })
      .png()
      .toBuffer(),
  );
}

async function jpeg(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#cc3366" } })
      .jpeg()
      .toBuffer(),
  );
}

/** Files in the public folder of the upload dir (data files only). */
async function publicFiles(dir = api.uploadDir): Promise<string[]> {
  try {
    return (await readdir(join(dir, "public"))).filter((name) => !name.endsWith(".meta.json")).sort();
  } catch {
    return [];
  }
}

describe("POST /api/user/upload/picture/", () => {
  test("a real PNG becomes a 400×400 WebP without metadata, served from /api/files/", async () => {
    const asha = await member(api);
    const original = await pngWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await api.upload(
      "/api/user/upload/picture/?type=photo",
      { bytes: original, name: "me.png", type: "image/png" },
      { token: asha.token },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ result: true, message: "Your photo is updated.", data: { type: "photo" } });
    const url: string = response.body.data.url;
    expect(url).toMatch(/^\/api\/files\/public\/[A-Za-z0-9_-]+\.webp$/);

    const served = await api.download(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();

    const profile = await api.get("/api/individual/get/", { token: asha.token });
    expect(profile.body.data.profile_pic).toBe(url);
  });

  test("a banner is 1584×396; a JPEG is accepted whatever its declared type and name", async () => {
    const asha = await member(api);
    const response = await api.upload(
      "/api/user/upload/picture/?type=banner",
      { bytes: await jpeg(), name: "banner.txt", type: "text/plain" },
      { token: asha.token },
    );
    expect(response.status).toBe(200);
    const served = await api.download(response.body.data.url);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: "webp", width: 1584, height: 396 });
    expect((await api.get("/api/individual/get/", { token: asha.token })).body.data.banner).toBe(
      response.body.data.url,
    );
  });

  test("a text file named .png is a 400 on file, and nothing is stored", async () => {
    const asha = await member(api);
    const before = await publicFiles();
    const response = await api.upload(
      "/api/user/upload/picture/?type=photo",
      { bytes: "I am not a picture, just text pretending.", name: "photo.png", type: "image/png" },
      { token: asha.token },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      result: false,
      message: "Upload a JPEG, PNG or WebP image.",
      errors: { file: ["Upload a JPEG, PNG or WebP image."] },
    });
    expect(await publicFiles()).toEqual(before);
  });

  test("a PDF, an SVG or a truncated PNG is refused too", async () => {
    const asha = await member(api);
    const png = await pngWithExif();
    for (const bytes of ["%PDF-1.4 fake", "<svg xmlns='http://www.w3.org/2000/svg'></svg>", png.subarray(0, 100)]) {
      const response = await api.upload(
        "/api/user/upload/picture/?type=photo",
        { bytes, name: "x.png" },
        { token: asha.token },
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ file: ["Upload a JPEG, PNG or WebP image."] });
    }
  });

  test("over 5 MB is a 413 with the limit in the message (by Content-Length, before reading)", async () => {
    const asha = await member(api);
    const big = new Uint8Array(5 * MB + 200 * 1024);
    big.set(await jpeg());
    const response = await api.upload(
      "/api/user/upload/picture/?type=photo",
      { bytes: big, name: "big.jpg" },
      { token: asha.token },
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ result: false, message: "The file is too large. The limit is 5 MB." });
  });

  test("a file just over 5 MB inside a body under the cap is a 413 too", async () => {
    const asha = await member(api);
    const big = new Uint8Array(5 * MB + 1);
    big.set(await jpeg());
    const response = await api.upload(
      "/api/user/upload/picture/?type=photo",
      { bytes: big, name: "big.jpg" },
      { token: asha.token },
    );
    expect(response.status).toBe(413);
    expect(response.body.message).toBe("The file is too large. The limit is 5 MB.");
  });

  test("a streamed body without Content-Length is counted while it arrives", async () => {
    const asha = await member(api);
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 6 * MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${api.url}/api/user/upload/picture/?type=photo`, {
      method: "POST",
      headers: { authorization: `Bearer ${asha.token}`, "content-type": "multipart/form-data; boundary=xyz" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    const body = await response.json();
    checkAgainstContract(
      "POST",
      "/api/user/upload/picture/",
      response.status,
      response.headers.get("content-type") ?? "",
      body,
    );
    expect(body).toEqual({ result: false, message: "The file is too large. The limit is 5 MB." });
  });

  test("replacing a picture deletes the old file after the new one is in place", async () => {
    const asha = await member(api);
    const first = await api.upload(
      "/api/user/upload/picture/?type=photo",
      { bytes: await jpeg() },
      { token: asha.token },
    );
    const second = await api.upload(
      "/api/user/upload/picture/?type=photo",
      { bytes: await pngWithExif() },
      { token: asha.token },
    );
    expect(second.status).toBe(200);
    expect(second.body.data.url).not.toBe(first.body.data.url);
    expect((await api.download(first.body.data.url)).status).toBe(404);
    expect((await api.download(second.body.data.url)).status).toBe(200);
  });

  test("DELETE removes the picture and its file", async () => {
    const asha = await member(api);
    const uploaded = await api.upload(
      "/api/user/upload/picture/?type=banner",
      { bytes: await jpeg() },
      { token: asha.token },
    );
    const removed = await api.del("/api/user/upload/picture/?type=banner", undefined, { token: asha.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      result: true,
      message: "Your banner is removed.",
      data: { type: "banner", url: null },
    });
    expect((await api.get("/api/individual/get/", { token: asha.token })).body.data.banner).toBeNull();
    expect((await api.download(uploaded.body.data.url)).status).toBe(404);
    // Nothing to remove is fine.
    expect((await api.del("/api/user/upload/picture/?type=banner", undefined, { token: asha.token })).status).toBe(200);
  });

  test("type is required and checked; a token is required; a file is required", async () => {
    const asha = await member(api);
    const missing = await api.upload("/api/user/upload/picture/", { bytes: await jpeg() }, { token: asha.token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ type: ["This is Required."] });
    const wrong = await api.upload(
      "/api/user/upload/picture/?type=avatar",
      { bytes: await jpeg() },
      { token: asha.token },
    );
    expect(wrong.body.errors).toEqual({ type: ["Choose photo, banner or logo."] });
    expect((await api.upload("/api/user/upload/picture/?type=photo", { bytes: await jpeg() })).status).toBe(401);
    const noFile = await api.upload(
      "/api/user/upload/picture/?type=photo",
      { bytes: await jpeg(), field: "picture" },
      { token: asha.token },
    );
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual({ file: ["This is Required."] });
    const json = await api.post("/api/user/upload/picture/?type=photo", { file: "x" }, { token: asha.token });
    expect(json.status).toBe(400);
    expect(json.body.errors).toEqual({ file: ["This is Required."] });
  });

  test("logo: corporates only (403 for individuals); before onboarding 404", async () => {
    const asha = await member(api);
    const forbidden = await api.upload(
      "/api/user/upload/picture/?type=logo",
      { bytes: await jpeg() },
      { token: asha.token },
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("Only company accounts have a logo.");

    const fresh = await signUp(api);
    const noProfile = await api.upload(
      "/api/user/upload/picture/?type=photo",
      { bytes: await jpeg() },
      { token: fresh.access_token },
    );
    expect(noProfile.status).toBe(404);
  });

  test("corporates: photo, banner and logo (also through /api/corporate/logo/update/), logo contained on white", async () => {
    const { session } = await onboardedCorporate(api);
    const token = session.access_token;
    const wide = new Uint8Array(
      await sharp({ create: { width: 800, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .png()
        .toBuffer(),
    );

    const logo = await api.upload("/api/corporate/logo/update/", { bytes: wide, name: "logo.png" }, { token });
    expect(logo.status).toBe(200);
    expect(logo.body).toMatchObject({ message: "Your logo is updated.", data: { type: "logo" } });
    const served = await sharp((await api.download(logo.body.data.url)).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(served.info).toMatchObject({ width: 400, height: 400 });
    // The padding above the (transparent) logo is white.
    expect([...served.data.subarray(0, 3)]).toEqual([255, 255, 255]);

    const photo = await api.upload("/api/user/upload/picture/?type=photo", { bytes: await jpeg() }, { token });
    const banner = await api.upload("/api/user/upload/picture/?type=banner", { bytes: await jpeg() }, { token });
    const again = await api.upload("/api/user/upload/picture/?type=logo", { bytes: await jpeg() }, { token });
    expect([photo.status, banner.status, again.status]).toEqual([200, 200, 200]);
    const profile = (await api.get("/api/corporate/get/", { token })).body.data;
    expect(profile).toMatchObject({
      profile_pic: photo.body.data.url,
      banner: banner.body.data.url,
      logo: again.body.data.url,
    });
    expect((await api.download(logo.body.data.url)).status).toBe(404);

    const individual = await member(api);
    expect(
      (await api.upload("/api/corporate/logo/update/", { bytes: await jpeg() }, { token: individual.token })).status,
    ).toBe(403);
  });
});

describe("GET /api/files/", () => {
  test("unknown, private and malformed keys are 404", async () => {
    for (const path of [
      "/api/files/public/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.webp",
      "/api/files/private/resumes/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf",
      "/api/files/public/..%2F..%2Fapp.db",
      "/api/files/../app.db",
      "/api/files/",
    ]) {
      const response = await api.download(path);
      expect(response.status, path).toBe(404);
    }
  });

  test("generated portraits and logos (the demo's pictures): SVG, cached, sandboxed; others 404", async () => {
    for (const path of ["/api/files/generated/person/12.svg", "/api/files/generated/company/3.svg"]) {
      const response = await api.download(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml");
      expect(response.headers.get("cache-control")).toContain("immutable");
      expect(response.headers.get("content-security-policy")).toContain("sandbox");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const text = new TextDecoder().decode(response.bytes);
      expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(text).not.toMatch(/<script|on\w+=/i);
    }
    for (const path of [
      "/api/files/generated/person/x.svg",
      "/api/files/generated/robot/1.svg",
      "/api/files/generated/person/1.png",
    ]) {
      expect((await api.download(path)).status, path).toBe(404);
    }
  });
});

describe("nothing half-stored", () => {
  test("when the database write fails, the new file is deleted and the old one kept", async () => {
    // A storage that, once armed, removes the member's profile right after storing the file,
    // so the transaction that should point the profile at it finds nothing.
    const dir = join(api.uploadDir, "..", "uploads-failing");
    const disk = new DiskStorage(dir);
    let sabotage: (() => Promise<void>) | null = null;
    const other = await startTestApi({
      storage: {
        put: async (key, bytes, type) => {
          await disk.put(key, bytes, type);
          if (sabotage) await sabotage();
        },
        get: (key) => disk.get(key),
        delete: (key) => disk.delete(key),
      },
    });
    try {
      const asha = await member(other);
      const first = await other.upload(
        "/api/user/upload/picture/?type=photo",
        { bytes: await jpeg() },
        { token: asha.token },
      );
      expect(first.status).toBe(200);
      expect(await publicFiles(dir)).toHaveLength(1);

      const { openDatabase } = await import("#app/backend/lib/db/index.ts");
      const { db, close } = openDatabase(other.databaseUrl, { poolSize: 1 });
      sabotage = async () => {
        await db.deleteFrom("individuals").where("user_id", "=", asha.id).execute();
      };
      const failed = await other.upload(
        "/api/user/upload/picture/?type=photo",
        { bytes: await pngWithExif() },
        { token: asha.token },
      );
      await close();
      expect(failed.status).toBe(404);
      // Only the first picture is left: the new file was removed again.
      expect(await publicFiles(dir)).toEqual([first.body.data.url.split("/").pop()]);
    } finally {
      await other.close();
    }
  });

  test("when the store cannot write (a full disk), the answer is 503 and the old picture stays", async () => {
    const dir = join(api.uploadDir, "..", "uploads-full");
    const disk = new DiskStorage(dir);
    let full = false;
    const errors: string[] = [];
    const other = await startTestApi({
      storage: {
        put: async (key, bytes, type) => {
          if (full)
            throw Object.assign(new Error(`ENOSPC: no space left on device, write '${key}'`), { code: "ENOSPC" });
          await disk.put(key, bytes, type);
        },
        get: (key) => disk.get(key),
        delete: (key) => disk.delete(key),
      },
      log: { info: () => {}, warn: () => {}, error: (message) => errors.push(message) },
    });
    try {
      const asha = await member(other);
      const first = await other.upload(
        "/api/user/upload/picture/?type=photo",
        { bytes: await jpeg() },
        { token: asha.token },
      );
      expect(first.status).toBe(200);

      full = true;
      const failed = await other.upload(
        "/api/user/upload/picture/?type=photo",
        { bytes: await pngWithExif() },
        { token: asha.token },
      );
      expect(failed.status).toBe(503);
      expect(failed.headers.get("retry-after")).toBe("10");
      expect(failed.body).toEqual({
        result: false,
        message: "Your file could not be saved right now, and nothing was changed. Please try again in a moment.",
      });
      expect(errors).toEqual([expect.stringMatching(/^could not store the file public\//)]);
      expect((await other.get("/api/individual/get/", { token: asha.token })).body.data.profile_pic).toBe(
        first.body.data.url,
      );
      expect(await publicFiles(dir)).toEqual([first.body.data.url.split("/").pop()]);
    } finally {
      await other.close();
    }
  });
});
