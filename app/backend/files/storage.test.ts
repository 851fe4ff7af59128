import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { DiskStorage, isPublicKey, isValidKey, keyFromPublicUrl, newFileKey, publicFileUrl, readStoredBytes } from "./storage.ts";

let dir: string;
let storage: DiskStorage;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "joblink-storage-"));
  storage = new DiskStorage(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("DiskStorage", () => {
  test("put, get and delete", async () => {
    const key = newFileKey("public", "webp");
    await storage.put(key, new Uint8Array([1, 2, 3]), "image/webp");
    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: "image/webp", size: 3 });
    expect([...(await readStoredBytes(file!))]).toEqual([1, 2, 3]);
    expect((await readdir(join(dir, "public"))).sort()).toEqual([key.slice(7), `${key.slice(7)}.meta.json`].sort());

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await readdir(join(dir, "public"))).toEqual([]);
    await storage.delete(key); // twice is fine
  });

  test("unknown and malformed keys are simply not there", async () => {
    expect(await storage.get("public/nothing.webp")).toBeNull();
    for (const key of ["../etc/passwd", "public/../../x.txt", "/abs.webp", "public/a.webp.meta.json", "", "public/"]) {
      expect(await storage.get(key), key).toBeNull();
    }
  });

  test("refuses to write outside its directory", async () => {
    await expect(storage.put("../escape.txt", new Uint8Array([1]), "text/plain")).rejects.toThrow(/invalid storage key/);
    await expect(storage.put("a/../../escape.txt", new Uint8Array([1]), "text/plain")).rejects.toThrow(/invalid storage key/);
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
