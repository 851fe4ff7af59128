/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …), so every instance of the app
 * reads what any of them stored (decision 124). The object's key is the storage key, under an
 * optional prefix; its `Content-Type` is the object's own, as S3 keeps it.
 *
 * - A PUT is atomic on S3: the object is there whole or not at all, and a replaced object is
 *   swapped at once. `Content-MD5` makes the store refuse a body damaged on the way.
 * - A missing key is `null` (NoSuchKey, 404); anything else (the store down, access refused, the
 *   bucket gone) throws a `StorageError`, so an outage never looks like a missing file.
 * - Bodies are streamed from S3 to the caller, never read whole.
 */
import { createHash } from "node:crypto";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { InvalidKeyError, isValidKey, readStoredBytes, type FileStorage, type StoredFile } from "./storage.ts";

/** A store that did not do what was asked (the SDK's error is the `cause`). */
export class StorageError extends Error {
  constructor(message: string, cause: unknown) {
    super(`${message}: ${describeError(cause)}`, { cause });
    this.name = "StorageError";
  }
}

export type S3Location = {
  bucket: string;
  /** Prepended to every key (`joblink/` → `joblink/public/…`); empty for the bucket's root. */
  prefix?: string;
};

export type S3ConnectionOptions = {
  /** An S3-compatible server (`http://minio:9000`); AWS S3 itself when unset. */
  endpoint?: string;
  /** Unset: the SDK's own lookup (AWS_REGION, the AWS config file). */
  region?: string;
  /** `bucket` in the path (`endpoint/bucket/key`) rather than in the host name. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own lookup (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role). */
  credentials?: S3ClientConfig["credentials"];
};

/**
 * An S3 client for `options`. Checksums only where the operation requires them: the newer
 * CRC headers the SDK would add by default are refused by some S3-compatible servers, and the
 * `Content-MD5` we send on each PUT (which every one of them checks) guards the bytes instead.
 * Timeouts make a store that stopped answering a quick error, not an upload that hangs.
 */
export function createS3Client(options: S3ConnectionOptions): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: {
      connectionTimeout: S3_CONNECT_TIMEOUT_MS,
      requestTimeout: S3_ANSWER_TIMEOUT_MS,
      throwOnRequestTimeout: true,
      socketTimeout: S3_IDLE_TIMEOUT_MS,
    },
  });
}

/** How long connecting to the store may take. */
export const S3_CONNECT_TIMEOUT_MS = 5_000;
/** How long the store may take to start answering a request. */
export const S3_ANSWER_TIMEOUT_MS = 30_000;
/** How long a connection may carry nothing (a stalled transfer) before it is given up. */
export const S3_IDLE_TIMEOUT_MS = 30_000;

export class S3Storage implements FileStorage {
  readonly bucket: string;
  readonly prefix: string;
  readonly #client: S3Client;

  constructor(client: S3Client, location: S3Location) {
    this.#client = client;
    this.bucket = location.bucket;
    this.prefix = location.prefix ? `${location.prefix.replace(/^\/+|\/+$/g, "")}/` : "";
  }

  #objectKey(key: string): string {
    if (!isValidKey(key)) throw new InvalidKeyError(key);
    return this.prefix + key;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const Key = this.#objectKey(key);
    try {
      await this.#client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          ContentMD5: createHash("md5").update(bytes).digest("base64"),
        }),
      );
    } catch (error) {
      throw new StorageError(`S3 could not store ${Key} in ${this.bucket}`, error);
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    const Key = this.#objectKey(key);
    let answer;
    try {
      answer = await this.#client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw new StorageError(`S3 could not read ${Key} from ${this.bucket}`, error);
    }
    const contentType = answer.ContentType || "application/octet-stream";
    if (!answer.Body) return { body: new Blob([]).stream(), contentType, size: 0 };
    const body = answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    if (answer.ContentLength !== undefined) return { body, contentType, size: answer.ContentLength };
    // S3 always says the length of an object it sends whole; a store that does not is read
    // whole, so `size` (the Content-Length the app answers with) stays true.
    const bytes = await readStoredBytes({ body, contentType, size: 0 });
    return { body: new Blob([bytes as BlobPart]).stream(), contentType, size: bytes.byteLength };
  }

  async delete(key: string): Promise<void> {
    const Key = this.#objectKey(key);
    try {
      // S3 answers 204 for a key it does not have; some compatible servers answer 404.
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
    } catch (error) {
      if (isMissingKey(error)) return;
      throw new StorageError(`S3 could not delete ${Key} from ${this.bucket}`, error);
    }
  }

  /**
   * Checks at start-up that the bucket is there and these credentials may use it (HEAD on the
   * bucket), so a wrong STORAGE_URL or key stops the start, not the first upload.
   */
  async check(): Promise<void> {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new StorageError(`the bucket ${JSON.stringify(this.bucket)} cannot be used`, error);
    }
  }
}

/** NoSuchKey, or a 404 that is not about the bucket (a missing bucket is a fault, not a missing file). */
function isMissingKey(error: unknown): boolean {
  const answer = serviceAnswer(error);
  if (!answer) return false;
  return answer.name === "NoSuchKey" || (answer.status === 404 && answer.name !== "NoSuchBucket");
}

/**
 * The store's answer behind an SDK error (its code and HTTP status), or `null` when the store
 * did not answer (refused connection, time-out). Read by shape: the SDK gives every error the
 * store answered a `$metadata`, whichever class it is.
 */
function serviceAnswer(error: unknown): { name: string; status: number | undefined; message: string } | null {
  if (!(error instanceof Error) || !("$metadata" in error)) return null;
  const status = (error.$metadata as { httpStatusCode?: number } | undefined)?.httpStatusCode;
  return status === undefined ? null : { name: error.name, status, message: error.message };
}

/** The error in words a person can act on; the SDK names HEAD answers only by their status. */
function describeError(error: unknown): string {
  const answer = serviceAnswer(error);
  if (answer) {
    const { name, status, message } = answer;
    // A HEAD answer has no body: the SDK then names the error "NotFound", "Forbidden" or "Unknown".
    const code = ["Unknown", "UnknownError", "NotFound", "Forbidden"].includes(name)
      ? `${status}`
      : `${status} ${name}`;
    if (name === "NoSuchBucket" || (status === 404 && name === "NotFound")) return "no such bucket (404)";
    if (status === 403)
      return `access denied (${code}): check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and the bucket's policy`;
    if (status === 301) return `the bucket is in another region (${code}): check the region`;
    return `${code}${message && message !== name && message !== "UnknownError" ? `: ${message}` : ""}`;
  }
  if (error instanceof Error && error.name === "CredentialsProviderError") {
    return `no AWS credentials found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (${error.message})`;
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return `${error.name === "Error" ? "" : `${error.name}: `}${error.message}${typeof code === "string" && !error.message.includes(code) ? ` (${code})` : ""}`;
  }
  return String(error);
}
