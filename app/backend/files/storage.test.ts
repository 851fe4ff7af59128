import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startS3Server, TEST_S3_CREDENTIALS, TEST_S3_REGION, type TestS3Server } from "#tests/support/s3-server.ts";
import { createS3Client, S3Storage, StorageError } from "./s3-storage.ts";
import {
  DiskStorage,
  isPublicKey,
  isValidKey,
  keyFromPublicUrl,
  newFileKey,
  publicFileUrl,
  readStoredBytes,
  type FileStorage,
} from "./storage.ts";

// One S3-compatible server for the file (started over HTTP, objects in a temp directory).
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

function s3Storage(server: TestS3Server, prefix = ""): S3Storage {
  const client = createS3Client({
    endpoint: server.endpoint,
    region: TEST_S3_REGION,
    forcePathStyle: true,
    credentials: TEST_S3_CREDENTIALS,
  });
  return new S3Storage(client, { bucket: server.bucket, prefix });
}

/** Each store, fresh for each test: a new directory, or a new prefix in the bucket. */
const STORES: Array<{ name: string; open(): Promise<{ storage: FileStorage; cleanup(): Promise<void> }> }> = [
  {
    name: "DiskStorage",
    async open() {
      const dir = await mkdtemp(join(tmpdir(), "joblink-storage-"));
      return { storage: new DiskStorage(dir), cleanup: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3Storage",
    async open() {
      return { storage: s3Storage(s3, `suite-${randomBytes(6).toString("hex")}`), cleanup: async () => {} };
    },
  },
];

async function bytesOf(storage: FileStorage, key: string): Promise<number[] | null> {
  const file = await storage.get(key);
  return file ? [...(await readStoredBytes(file))] : null;
}

describe.each(STORES)("$name keeps the FileStorage promises", ({ open }) => {
  let storage: FileStorage;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ storage, cleanup } = await open());
  });
  afterEach(async () => {
    await cleanup();
  });

  test("put, get and delete", async () => {
    const key = newFileKey("public", "webp");
    await storage.put(key, new Uint8Array([1, 2, 3]), "image/webp");
    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: "image/webp", size: 3 });
    expect(file!.body).toBeInstanceOf(ReadableStream);
    expect([...(await readStoredBytes(file!))]).toEqual([1, 2, 3]);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  test("a put over a key replaces its bytes and its content type", async () => {
    const key = newFileKey("private/resumes", "pdf");
    await storage.put(key, new Uint8Array([1, 2, 3, 4, 5]), "application/octet-stream");
    await storage.put(key, new Uint8Array([9, 8]), "application/pdf");
    expect(await storage.get(key)).toMatchObject({ contentType: "application/pdf", size: 2 });
    expect(await bytesOf(storage, key)).toEqual([9, 8]);
  });

  test("a key never stored is null, and deleting it (twice) is fine", async () => {
    const key = newFileKey("public", "webp");
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    await storage.delete(key);
    await storage.put(key, new Uint8Array([7]), "image/webp");
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  test("content types come back as they were stored", async () => {
    const types = ["image/webp", "image/png", "image/jpeg", "application/pdf", "text/plain; charset=utf-8"];
    const keys = types.map(() => newFileKey("public", "bin"));
    await Promise.all(types.map((type, i) => storage.put(keys[i], new Uint8Array([i]), type)));
    for (const [i, type] of types.entries()) expect((await storage.get(keys[i]))?.contentType, type).toBe(type);
  });

  test("a few MB of random bytes round-trip exactly, streamed in chunks", async () => {
    const bytes = new Uint8Array(randomBytes(3 * 1024 * 1024 + 17));
    const key = newFileKey("private/resumes", "pdf");
    await storage.put(key, bytes, "application/pdf");
    const file = await storage.get(key);
    expect(file?.size).toBe(bytes.byteLength);
    let chunks = 0;
    const parts: Uint8Array[] = [];
    const reader = file!.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks += 1;
      parts.push(read.value);
    }
    expect(chunks).toBeGreaterThan(1);
    expect(Buffer.compare(Buffer.concat(parts), Buffer.from(bytes))).toBe(0);
  });

  test("an empty file is a file", async () => {
    const key = newFileKey("public", "webp");
    await storage.put(key, new Uint8Array(0), "image/webp");
    expect(await storage.get(key)).toMatchObject({ size: 0, contentType: "image/webp" });
    expect(await bytesOf(storage, key)).toEqual([]);
  });

  test("malformed keys are never there, and are refused for writing and deleting", async () => {
    const bad = [
      "../etc/passwd",
      "public/../../x.txt",
      "/abs.webp",
      "public/a.webp.meta.json",
      "",
      "public/",
      "public/a b.webp",
      "public//a.webp",
    ];
    for (const key of bad) {
      expect(await storage.get(key), key).toBeNull();
      await expect(storage.put(key, new Uint8Array([1]), "text/plain"), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe("DiskStorage", () => {
  let dir: string;
  let storage: DiskStorage;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "joblink-storage-"));
    storage = new DiskStorage(dir);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test("keeps <key> and <key>.meta.json, and removes both", async () => {
    const key = newFileKey("public", "webp");
    await storage.put(key, new Uint8Array([1, 2, 3]), "image/webp");
    expect((await readdir(join(dir, "public"))).sort()).toEqual([key.slice(7), `${key.slice(7)}.meta.json`].sort());
    await storage.delete(key);
    expect(await readdir(join(dir, "public"))).toEqual([]);
  });

  test("refuses to write outside its directory", async () => {
    await expect(storage.put("../escape.txt", new Uint8Array([1]), "text/plain")).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.put("a/../../escape.txt", new Uint8Array([1]), "text/plain")).rejects.toThrow(
      /invalid storage key/,
    );
  });
});

describe("S3Storage", () => {
  test("objects live under the prefix, keyed as the storage keys", async () => {
    const prefix = `apps/joblink-${randomBytes(4).toString("hex")}`;
    const storage = s3Storage(s3, `/${prefix}/`);
    const key = newFileKey("public", "webp");
    await storage.put(key, new Uint8Array([1]), "image/webp");
    expect((await s3.keys()).filter((k) => k.startsWith(prefix))).toEqual([`${prefix}/${key}`]);
    await storage.delete(key);
    expect((await s3.keys()).filter((k) => k.startsWith(prefix))).toEqual([]);
  });

  test("a refused write is an error and leaves no object", async () => {
    const storage = s3Storage(s3, `refused-${randomBytes(4).toString("hex")}`);
    const key = newFileKey("public", "webp");
    s3.failWrites(true);
    try {
      await expect(storage.put(key, new Uint8Array([1, 2]), "image/webp")).rejects.toThrow(StorageError);
    } finally {
      s3.failWrites(false);
    }
    expect(await storage.get(key)).toBeNull();
  });

  test("a store that does not answer is an error, never a missing file", async () => {
    const other = await startS3Server();
    const storage = s3Storage(other);
    const key = newFileKey("public", "webp");
    await storage.put(key, new Uint8Array([5]), "image/webp");
    await other.stop();
    try {
      await expect(storage.get(key)).rejects.toThrow(/S3 could not read .*ECONNREFUSED/);
      await expect(storage.put(newFileKey("public", "webp"), new Uint8Array([1]), "image/webp")).rejects.toThrow(
        /S3 could not store/,
      );
      await expect(storage.delete(key)).rejects.toThrow(/S3 could not delete/);
      await other.start();
      expect(await bytesOf(storage, key)).toEqual([5]);
    } finally {
      await other.close();
    }
  });

  test("a missing bucket is an error, never a missing file", async () => {
    const client = createS3Client({
      endpoint: s3.endpoint,
      region: TEST_S3_REGION,
      forcePathStyle: true,
      credentials: TEST_S3_CREDENTIALS,
    });
    const storage = new S3Storage(client, { bucket: "no-such-bucket" });
    await expect(storage.get(newFileKey("public", "webp"))).rejects.toThrow(/no-such-bucket: no such bucket/);
    await expect(storage.check()).rejects.toThrow(/no such bucket/);
    client.destroy();
  });
});

describe("keys and URLs", () => {
  test("new keys are random and valid", () => {
    const a = newFileKey("public", "webp");
    const b = newFileKey("public", "webp");
    expect(a).not.toBe(b);
    expect(isValidKey(a)).toBe(true);
    expect(isPublicKey(a)).toBe(true);
    expect(isPublicKey(newFileKey("private", "pdf"))).toBe(false);
  });

  test("public URL round trip; private and foreign URLs have no key", () => {
    const key = newFileKey("public", "webp");
    expect(keyFromPublicUrl(publicFileUrl(key))).toBe(key);
    expect(keyFromPublicUrl(publicFileUrl(newFileKey("private/resumes", "pdf")))).toBeNull();
    expect(keyFromPublicUrl("https://cdn.example.com/a.webp")).toBeNull();
    expect(keyFromPublicUrl(null)).toBeNull();
  });
});
