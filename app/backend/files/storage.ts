/**
 * Where uploaded files live. `FileStorage` is what the rest of the API uses; `DiskStorage`
 * keeps files under a directory (UPLOAD_DIR), `S3Storage` (s3-storage.ts) in an S3-compatible
 * bucket; `STORAGE_URL` picks one (storage-url.ts, decision 124).
 *
 * Keys are generated here (random, see `newFileKey`), never taken from a request. Public
 * images go under `public/`, resumes under `private/`; only `public/` keys are ever served by
 * `/api/files/`.
 */
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { randomToken } from "#app/backend/lib/crypto.ts";
import { uploadsApi } from "#app/contract/uploads.ts";

export type StoredFile = {
  /** The bytes, streamed. */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
};

/**
 * Every store keeps these promises (storage.test.ts runs one suite against each): a `put` is
 * whole or absent, never half there; a key that was never stored (or is malformed) is `null`,
 * while a store that cannot answer throws, so an outage never looks like a missing file.
 */
export interface FileStorage {
  /** Stores `bytes` under `key` (replacing what was there), with its content type. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under `key`, or `null` when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export const PUBLIC_PREFIX = "public";
export const PRIVATE_PREFIX = "private";

/** Path segments of a key: letters, digits, `_`, `-`, an optional extension; no `..`. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[a-z0-9]{1,5}$/;
/** A key the API generated for a public image: `public/<random>.webp`. */
const PUBLIC_KEY_PATTERN = /^public\/[A-Za-z0-9_-]{16,64}\.(?:webp|png|jpg)$/;

const META_SUFFIX = ".meta.json";

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.endsWith(".meta.json");
}

export function isPublicKey(key: string): boolean {
  return PUBLIC_KEY_PATTERN.test(key);
}

/** A new random key under `prefix`, e.g. `public/3q2…Zk.webp`. */
export function newFileKey(prefix: string, extension: string): string {
  return `${prefix}/${randomToken(24)}.${extension}`;
}

/** Where public files are served: the stored-file endpoint's path up to its key. */
export const FILES_URL_PREFIX = uploadsApi.file.path.replace("{key}", "");

/** The URL a public file is served at. */
export function publicFileUrl(key: string): string {
  return FILES_URL_PREFIX + key;
}

/** The key behind a URL from `publicFileUrl`, or `null` for anything else (e.g. an external URL). */
export function keyFromPublicUrl(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(FILES_URL_PREFIX)) return null;
  const key = url.slice(FILES_URL_PREFIX.length);
  return isPublicKey(key) ? key : null;
}

/** A key no store accepts: the API generates keys, so this is a bug, never a caller's mistake. */
export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidKeyError";
  }
}

/**
 * Files on disk: `<root>/<key>` holds the bytes and `<root>/<key>.meta.json` the content type.
 * Writes go to a temporary name first and are renamed into place, so a reader never sees half
 * a file.
 */
export class DiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  #path(key: string): string {
    if (!isValidKey(key)) throw new InvalidKeyError(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new InvalidKeyError(key);
    return path;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomToken(6)}.tmp`;
    const metaTemp = `${path}${META_SUFFIX}.${randomToken(6)}.tmp`;
    try {
      await writeFile(temp, bytes);
      await writeFile(metaTemp, JSON.stringify({ contentType }));
      await rename(metaTemp, path + META_SUFFIX);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      await rm(metaTemp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    const path = this.#path(key);
    let size: number;
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      size = info.size;
    } catch {
      return null;
    }
    let contentType = "application/octet-stream";
    try {
      const meta = JSON.parse(await readFile(path + META_SUFFIX, "utf8")) as { contentType?: unknown };
      if (typeof meta.contentType === "string") contentType = meta.contentType;
    } catch {
      // no metadata: served as bytes
    }
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    return { body, contentType, size };
  }

  async delete(key: string): Promise<void> {
    const path = this.#path(key);
    await rm(path, { force: true });
    await rm(path + META_SUFFIX, { force: true });
  }
}

/** Reads a stored file's bytes whole (small files: tests, the demo seed). */
export async function readStoredBytes(file: StoredFile): Promise<Uint8Array> {
  return new Uint8Array(await new Response(file.body).arrayBuffer());
}

export const DEFAULT_UPLOAD_DIR = "data/uploads";
