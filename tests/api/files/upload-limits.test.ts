/**
 * Expensive uploads (issue 10, item 15; decision 123): uploads are limited per member (429 with
 * its own message and Retry-After, nothing stored), a picture over the pixel limit is refused
 * from its header before it waits for a decode, and pictures are decoded a few at a time with a
 * bounded queue (503 with Retry-After when it is full, nothing stored).
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { IMAGE_PIXELS_MESSAGE, MAX_INPUT_PIXELS } from "#app/backend/files/images.ts";
import { REQUEST_LIMITS } from "#app/backend/lib/request-limits.ts";
import { DAY_MS, MINUTE_MS } from "#app/backend/lib/time.ts";
import {
  member,
  onboardedCorporate,
  startTestApi,
  tinyPdf,
  type ApiResponse,
  type TestApi,
} from "#tests/api/harness.ts";

const TOO_MANY_UPLOADS = /^Too many uploads\. Please try again in (\d+) seconds\.$/;
const BUSY = "Many pictures are being processed right now. Please try again in a moment.";

async function png(width: number, height: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
}

/** A PNG that claims `width` × `height` in its header, with one tiny (wrong) data chunk: only its header can be read. */
function pngHeader(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(Buffer.alloc(16))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

async function storedFiles(api: TestApi, folder: string): Promise<string[]> {
  const names = await readdir(join(api.uploadDir, folder)).catch(() => [] as string[]);
  return names.filter((name) => !name.endsWith(".meta.json"));
}

function statuses(responses: ApiResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

describe("uploads per member", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ requestLimits: { upload: [{ windowMs: MINUTE_MS, max: 3 }] } });
  });
  afterAll(async () => {
    await api?.close();
  });

  test("the production limits: 10 a minute and 100 a day", () => {
    expect(REQUEST_LIMITS.upload).toEqual([
      { windowMs: MINUTE_MS, max: 10 },
      { windowMs: DAY_MS, max: 100 },
    ]);
  });

  test("past the limit every upload route answers 429 with Retry-After and stores nothing; others are not held up; the next window is free", async () => {
    const asha = await member(api);
    const photo = await png(60, 60);
    for (let i = 0; i < 3; i++) {
      const ok = await api.upload(
        "/api/user/upload/picture/?type=photo",
        { bytes: photo, name: "me.png" },
        { token: asha.token },
      );
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    }
    const before = await storedFiles(api, "public");
    const refused = [
      await api.upload("/api/user/upload/picture/?type=banner", { bytes: photo, name: "b.png" }, { token: asha.token }),
      await api.upload("/api/individual/resume/upload/", { bytes: tinyPdf(), name: "cv.pdf" }, { token: asha.token }),
    ];
    for (const response of refused) {
      expect(response.status, JSON.stringify(response.body)).toBe(429);
      expect(response.body).toEqual({ result: false, message: expect.stringMatching(TOO_MANY_UPLOADS) });
      expect(TOO_MANY_UPLOADS.exec(response.body.message)![1]).toBe(response.headers.get("retry-after"));
    }
    expect(await storedFiles(api, "public")).toEqual(before);
    expect(await storedFiles(api, "private/resumes")).toEqual([]);
    // A company's logo route counts the same way, per account.
    const acme = await onboardedCorporate(api);
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await api.upload(
            "/api/corporate/logo/update/",
            { bytes: photo, name: "l.png" },
            { token: acme.session.access_token },
          )
        ).status,
      ).toBe(200);
    }
    expect(
      (
        await api.upload(
          "/api/corporate/logo/update/",
          { bytes: photo, name: "l.png" },
          { token: acme.session.access_token },
        )
      ).status,
    ).toBe(429);
    // Another member is not held up.
    const rahul = await member(api);
    expect(
      (await api.upload("/api/user/upload/picture/?type=photo", { bytes: photo }, { token: rahul.token })).status,
    ).toBe(200);
    // The next minute.
    api.clock.advance(MINUTE_MS);
    expect(
      (await api.upload("/api/user/upload/picture/?type=photo", { bytes: photo }, { token: asha.token })).status,
    ).toBe(200);
  });
});

describe("decoding pictures", () => {
  let api: TestApi;
  let big: Uint8Array;
  beforeAll(async () => {
    // One decode at a time, one waiting.
    api = await startTestApi({ imageProcessing: { concurrent: 1, queued: 1 } });
    // 25 megapixels of one colour: a small file whose decode takes a noticeable moment.
    big = await png(5000, 5000);
  });
  afterAll(async () => {
    await api?.close();
  });

  test("a picture over the pixel limit is refused from its header", async () => {
    const asha = await member(api);
    const header = pngHeader(8000, Math.ceil(MAX_INPUT_PIXELS / 8000) + 1);
    expect(header.byteLength).toBeLessThan(200);
    const response = await api.upload(
      "/api/user/upload/picture/?type=photo",
      { bytes: header, name: "huge.png" },
      { token: asha.token },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      result: false,
      message: IMAGE_PIXELS_MESSAGE,
      errors: { file: [IMAGE_PIXELS_MESSAGE] },
    });
  });

  test("a few at a time: one decodes, one waits, the next is told to come back (503, Retry-After), nothing stored for it", async () => {
    const members = await Promise.all([member(api), member(api), member(api)]);
    const before = await storedFiles(api, "public");
    const responses = await Promise.all(
      members.map((who) =>
        api.upload("/api/user/upload/picture/?type=banner", { bytes: big, name: "big.png" }, { token: who.token }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 2, 503: 1 });
    const busy = responses.find((response) => response.status === 503)!;
    expect(busy.body).toEqual({ result: false, message: BUSY });
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await storedFiles(api, "public")).length).toBe(before.length + 2);
  });

  test("while the decodes are busy, a picture over the pixel limit is still refused at once from its header (400, not 503)", async () => {
    const [a, b, c] = await Promise.all([member(api), member(api), member(api)]);
    const busy = Promise.all(
      [a, b].map((who) => api.upload("/api/user/upload/picture/?type=banner", { bytes: big }, { token: who.token })),
    );
    // Give the two a moment to take the decode and the place in the queue.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const huge = await api.upload(
      "/api/user/upload/picture/?type=photo",
      { bytes: pngHeader(10_000, 10_000) },
      { token: c.token },
    );
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toEqual({ file: [IMAGE_PIXELS_MESSAGE] });
    expect(statuses(await busy)).toEqual({ 200: 2 });
  });
});
