import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { startS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from "#tests/support/s3-server.ts";
import { S3Storage } from "./s3-storage.ts";
import { DiskStorage, newFileKey, readStoredBytes } from "./storage.ts";
import { openStorage, parseStorageUrl, StorageUrlError } from "./storage-url.ts";

describe("parseStorageUrl", () => {
  test("unset, empty and disk: are the disk under UPLOAD_DIR", () => {
    for (const value of [undefined, "", "  ", "disk:"])
      expect(parseStorageUrl(value), String(value)).toEqual({ kind: "disk" });
  });

  test("s3:// with its parameters", () => {
    expect(
      parseStorageUrl("s3://joblink-files?endpoint=http://minio:9000&region=eu-central-1&force_path_style=true"),
    ).toEqual({
      kind: "s3",
      bucket: "joblink-files",
      prefix: "",
      endpoint: "http://minio:9000",
      region: "eu-central-1",
      forcePathStyle: true,
    });
    // The endpoint may be percent-encoded; a path is a key prefix.
    expect(parseStorageUrl("s3://files.example.com/joblink/prod/?endpoint=https%3A%2F%2Fs3.example.com")).toEqual({
      kind: "s3",
      bucket: "files.example.com",
      prefix: "joblink/prod",
      endpoint: "https://s3.example.com",
      region: undefined,
      forcePathStyle: true,
    });
  });

  test("path-style by default with an endpoint, virtual-hosted on AWS; either can be asked for", () => {
    expect(parseStorageUrl("s3://joblink-files")).toMatchObject({
      endpoint: undefined,
      region: undefined,
      forcePathStyle: false,
    });
    expect(parseStorageUrl("s3://joblink-files?force_path_style=1")).toMatchObject({ forcePathStyle: true });
    expect(parseStorageUrl("s3://joblink-files?endpoint=http://s3:9000&force_path_style=false")).toMatchObject({
      forcePathStyle: false,
    });
  });

  test("what cannot be used is refused, saying what to write", () => {
    const refused: Array<[string, RegExp]> = [
      ["disk:/var/uploads", /write just disk: and set the directory with UPLOAD_DIR/],
      ["file:/var/uploads", /is neither disk: nor s3:\/\//],
      ["https://s3.amazonaws.com/bucket", /is neither disk: nor s3:\/\//],
      ["s3://", /not a bucket name|not a URL/],
      ["s3://Joblink_Files", /"Joblink_Files" is not a bucket name/],
      ["s3://ab", /not a bucket name/],
      ["s3://a..b", /not a bucket name/],
      ["s3://AKIA:secret@bucket", /credentials do not go in the URL/],
      ["s3://bucket:9000", /takes no port; put the server in \?endpoint=/],
      ["s3://bucket?endpoint=minio:9000", /endpoint "minio:9000" is not an http:\/\/ or https:\/\/ URL/],
      ["s3://bucket?endpoint=ftp://minio", /not an http:\/\/ or https:\/\/ URL/],
      ["s3://bucket?region=eu west", /is not a region/],
      ["s3://bucket?forcePathStyle=true", /unknown parameter "forcePathStyle"/],
      ["s3://bucket?force_path_style=maybe", /force_path_style must be true or false/],
      ["s3://bucket/a b", /"a b" is not a key prefix/],
      ["s3://bucket/a%2F..%2Fb", /"a\/..\/b" is not a key prefix/],
    ];
    for (const [value, message] of refused) {
      expect(() => parseStorageUrl(value), value).toThrow(StorageUrlError);
      expect(() => parseStorageUrl(value), value).toThrow(message);
      expect(() => parseStorageUrl(value), value).toThrow(/^STORAGE_URL is not valid: /);
    }
    // A secret someone put in the URL by mistake is not repeated in the message.
    expect(() => parseStorageUrl("s3://AKIA:secret@bucket")).not.toThrow(/secret@/);
  });
});

describe("openStorage", () => {
  let s3: TestS3Server;
  let dir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    dir = await mkdtemp(join(tmpdir(), "joblink-storage-url-"));
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });
  // The SDK reads its credentials and region from the environment, as in production; nothing
  // from this machine's own AWS set-up may leak in.
  beforeEach(() => {
    vi.stubEnv("AWS_ACCESS_KEY_ID", TEST_S3_CREDENTIALS.accessKeyId);
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", TEST_S3_CREDENTIALS.secretAccessKey);
    vi.stubEnv("AWS_SESSION_TOKEN", undefined);
    vi.stubEnv("AWS_PROFILE", undefined);
    vi.stubEnv("AWS_REGION", undefined);
    vi.stubEnv("AWS_DEFAULT_REGION", undefined);
    vi.stubEnv("AWS_CONFIG_FILE", join(dir, "no-config"));
    vi.stubEnv("AWS_SHARED_CREDENTIALS_FILE", join(dir, "no-credentials"));
    vi.stubEnv("AWS_EC2_METADATA_DISABLED", "true");
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  test("disk: a DiskStorage under the upload directory", async () => {
    const opened = await openStorage(parseStorageUrl("disk:"), { uploadDir: join(dir, "uploads") });
    expect(opened.storage).toBeInstanceOf(DiskStorage);
    expect(opened.description).toBe(`disk ${join(dir, "uploads")}`);
    await opened.close();
  });

  test("s3: a checked S3Storage with the credentials and region of the environment", async () => {
    vi.stubEnv("AWS_REGION", "us-east-1");
    const opened = await openStorage(parseStorageUrl(`s3://${s3.bucket}/opened?endpoint=${s3.endpoint}`), {
      uploadDir: dir,
    });
    try {
      expect(opened.storage).toBeInstanceOf(S3Storage);
      expect(opened.description).toBe(`s3://${s3.bucket}/opened at ${s3.endpoint}`);
      const key = newFileKey("public", "webp");
      await opened.storage.put(key, new Uint8Array([4, 2]), "image/webp");
      expect(await s3.keys()).toContain(`opened/${key}`);
      expect([...(await readStoredBytes((await opened.storage.get(key))!))]).toEqual([4, 2]);
    } finally {
      await opened.close();
    }
  });

  test("a store that cannot be used stops the start with what to fix", async () => {
    const url = (bucket: string, endpoint = s3.endpoint) => `s3://${bucket}?endpoint=${endpoint}&region=us-east-1`;
    const open = (value: string) => openStorage(parseStorageUrl(value), { uploadDir: dir });

    await expect(open(url("not-made-yet"))).rejects.toThrow(
      /the bucket "not-made-yet" cannot be used: no such bucket \(404\)/,
    );

    // s3rver knows one key id (it does not check SigV4 signatures): an unknown id is its 403.
    vi.stubEnv("AWS_ACCESS_KEY_ID", "AKIAUNKNOWN");
    await expect(open(url(s3.bucket))).rejects.toThrow(
      /cannot be used: access denied \(403.*check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY/,
    );

    vi.stubEnv("AWS_ACCESS_KEY_ID", undefined);
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", undefined);
    await expect(open(url(s3.bucket))).rejects.toThrow(
      /no AWS credentials found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    );
    vi.stubEnv("AWS_ACCESS_KEY_ID", TEST_S3_CREDENTIALS.accessKeyId);
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", TEST_S3_CREDENTIALS.secretAccessKey);

    await expect(open(`s3://${s3.bucket}?endpoint=${s3.endpoint}`)).rejects.toThrow(
      /no region for .*: add \?region=… to STORAGE_URL or set AWS_REGION/,
    );

    const gone = await startS3Server();
    await gone.close();
    await expect(open(url(gone.bucket, gone.endpoint))).rejects.toThrow(/cannot be used: .*ECONNREFUSED/);
  });
});
