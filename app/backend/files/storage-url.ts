/**
 * `STORAGE_URL`: where uploads are kept (decision 124).
 *
 * - unset, empty or `disk:` — files on this machine's disk, under `UPLOAD_DIR` (the default,
 *   for one machine);
 * - `s3://<bucket>[/<prefix>][?endpoint=<http(s) URL>&region=<region>&force_path_style=true|false]`
 *   — an S3-compatible bucket, shared by every instance. Without `endpoint` it is AWS S3; the
 *   region comes from `region=` or the SDK's lookup (AWS_REGION); path-style addressing is the
 *   default with an endpoint (MinIO and most self-hosted stores need it) and virtual-hosted
 *   style without one (what AWS wants). Credentials never go in the URL: the SDK reads
 *   AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or a profile, or a role) itself.
 *
 * A value that does not fit is refused with a message saying what to write, when the
 * configuration is read (`parseStorageUrl`), and the bucket is checked when the store is opened
 * at start-up (`openStorage`): a wrong setting stops the start, never the first upload.
 */
import { createS3Client, S3Storage } from "./s3-storage.ts";
import { DiskStorage, type FileStorage } from "./storage.ts";

export type StorageConfig =
  | { kind: "disk" }
  | {
      kind: "s3";
      bucket: string;
      prefix: string;
      endpoint?: string;
      region?: string;
      forcePathStyle: boolean;
    };

export class StorageUrlError extends Error {
  constructor(problem: string) {
    super(
      `STORAGE_URL is not valid: ${problem}. Use disk: (files under UPLOAD_DIR) or s3://bucket?region=… (see README).`,
    );
    this.name = "StorageUrlError";
  }
}

/** S3's rules for bucket names: 3–63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PATTERN = /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;
const S3_PARAMETERS = new Set(["endpoint", "region", "force_path_style"]);

export function parseStorageUrl(value: string | undefined): StorageConfig {
  const text = (value ?? "").trim();
  if (text === "" || text === "disk:") return { kind: "disk" };
  if (/^disk:/i.test(text))
    throw new StorageUrlError(`write just disk: and set the directory with UPLOAD_DIR (got ${JSON.stringify(text)})`);
  if (!/^s3:\/\//i.test(text)) throw new StorageUrlError(`${JSON.stringify(redact(text))} is neither disk: nor s3://`);

  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StorageUrlError(`${JSON.stringify(redact(text))} is not a URL`);
  }
  if (url.username || url.password) {
    throw new StorageUrlError("credentials do not go in the URL; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY");
  }
  if (url.port) throw new StorageUrlError("s3://bucket takes no port; put the server in ?endpoint=http://host:port");
  const bucket = url.hostname;
  if (!BUCKET_PATTERN.test(bucket) || bucket.includes("..")) {
    throw new StorageUrlError(
      `${JSON.stringify(bucket)} is not a bucket name (3–63 lowercase letters, digits, dots and hyphens)`,
    );
  }
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  if (
    prefix !== "" &&
    (!PREFIX_PATTERN.test(prefix) || prefix.split("/").some((part) => part === "." || part === ".."))
  ) {
    throw new StorageUrlError(`${JSON.stringify(prefix)} is not a key prefix (letters, digits, _ . - separated by /)`);
  }

  for (const name of url.searchParams.keys()) {
    if (!S3_PARAMETERS.has(name))
      throw new StorageUrlError(
        `unknown parameter ${JSON.stringify(name)} (known: endpoint, region, force_path_style)`,
      );
  }
  const endpoint = url.searchParams.get("endpoint") || undefined;
  if (endpoint !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) {
      throw new StorageUrlError(
        `endpoint ${JSON.stringify(endpoint)} is not an http:// or https:// URL without credentials`,
      );
    }
  }
  const region = url.searchParams.get("region") || undefined;
  if (region !== undefined && !/^[a-z0-9-]{1,40}$/i.test(region))
    throw new StorageUrlError(`${JSON.stringify(region)} is not a region`);
  const pathStyle = url.searchParams.get("force_path_style");
  let forcePathStyle = endpoint !== undefined;
  if (pathStyle !== null) {
    const flag = pathStyle.trim().toLowerCase();
    if (["true", "1", "yes"].includes(flag)) forcePathStyle = true;
    else if (["false", "0", "no"].includes(flag)) forcePathStyle = false;
    else throw new StorageUrlError(`force_path_style must be true or false (got ${JSON.stringify(pathStyle)})`);
  }
  return { kind: "s3", bucket, prefix, endpoint, region, forcePathStyle };
}

/** `STORAGE_URL` as it may be logged: nothing after `@` before the host (never a secret). */
function redact(text: string): string {
  return text.replace(/\/\/[^/@]*@/, "//…@");
}

export type OpenedStorage = {
  storage: FileStorage;
  /** What is in use, for the start-up log (`disk data/uploads`, `s3://bucket at http://…`). */
  description: string;
  close(): Promise<void>;
};

/**
 * The store `config` names, checked: for S3, the region is known (or the start fails saying
 * where to set it) and the bucket answers a HEAD with these credentials.
 */
export async function openStorage(config: StorageConfig, options: { uploadDir: string }): Promise<OpenedStorage> {
  if (config.kind === "disk") {
    const storage = new DiskStorage(options.uploadDir);
    return { storage, description: `disk ${storage.root}`, close: async () => {} };
  }
  const client = createS3Client(config);
  const where = `s3://${config.bucket}${config.prefix ? `/${config.prefix}` : ""}${config.endpoint ? ` at ${config.endpoint}` : ""}`;
  try {
    try {
      await client.config.region();
    } catch {
      throw new Error(`no region for ${where}: add ?region=… to STORAGE_URL or set AWS_REGION`);
    }
    const storage = new S3Storage(client, { bucket: config.bucket, prefix: config.prefix });
    await storage.check();
    return { storage, description: where, close: async () => client.destroy() };
  } catch (error) {
    client.destroy();
    throw error;
  }
}
