/**
 * Starts the built-in API on a real HTTP server (127.0.0.1, a free port) around a fresh
 * database, for tests that talk to it with fetch.
 *
 * - SQLite in a temporary file by default; PostgreSQL when `TEST_DB=postgres`, using
 *   `TEST_POSTGRES_URL` with a schema of its own (dropped on close).
 * - Mail goes to a temporary outbox; `api.mail` reads it once the backend has settled: the
 *   work started after earlier answers is done and the mail worker has been through the queue
 *   (mail is queued by requests and written by the worker, decision 125).
 * - The clock is the test's and stands still: `api.clock.advance(ms)` moves it (expiry,
 *   rate-limit windows).
 * - The proxy header is trusted and each request comes from a random address unless the test
 *   names one (`ip`), so only the rate-limit tests meet the per-address limit.
 * - Every answer is checked against the API contract (app/contract/): a success against its
 *   endpoint's status and response schema, a failure against the error envelope. A route the
 *   contract does not list, or an answer that does not match, fails the test (see
 *   {@link checkAgainstContract}).
 */
import { randomBytes, randomInt } from "node:crypto";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import pg from "pg";
import { errorEnvelope } from "#app/contract/common.ts";
import { successStatuses } from "#app/contract/endpoint.ts";
import { findEndpoint } from "#app/contract/index.ts";
import {
  createBackend,
  nodeFetchHandler,
  type Backend,
  type BackendOptions,
  type LoginPayload,
} from "#app/backend/index.server.ts";
import { parseEml as parseMime } from "#tests/e2e/support/mail.ts";

export const TEST_PASSWORD = "Secret@123";
/** The secret every test backend uses (a second instance on the same database needs it too). */
export const TEST_SECRET = "test-secret-0123456789";
/** Cheaper hashes keep the suite fast; the production cost is covered by the unit tests. */
export const TEST_SCRYPT = { N: 2 ** 12, r: 8, p: 1 } as const;

export type TestClock = {
  now(): Date;
  advance(ms: number): void;
};

export type Mail = {
  file: string;
  to: string;
  from: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part. */
  html: string;
  /** Every header, by lower-case name. */
  headers: Record<string, string>;
};

export type ApiResponse<T = any> = {
  status: number;
  headers: Headers;
  body: T;
};

export type RequestOptions = {
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** The client address (X-Forwarded-For); a random one when omitted. */
  ip?: string;
  headers?: Record<string, string>;
  /** A raw body, sent as is. */
  rawBody?: string;
};

export type TestApi = {
  url: string;
  backend: Backend;
  clock: TestClock;
  dialect: "sqlite" | "postgres";
  /** The database this API uses (another backend may be opened on it). */
  databaseUrl: string;
  mail: MailReader;
  /** What the backend logged as warnings (never secrets). */
  warnings: string[];
  /** Where uploads are stored (the disk storage's root). */
  uploadDir: string;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** DELETE, with a JSON body when one is given. */
  del<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** POST `multipart/form-data` with one file (field `file` unless named). */
  upload<T = any>(path: string, file: UploadFile, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** POST `multipart/form-data` with text fields and, when given, one file (a form sent without JavaScript). */
  multipart<T = any>(
    path: string,
    fields: Record<string, string>,
    file?: UploadFile | null,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  /** A request whose answer is read as bytes (downloads, `/api/files/`). */
  download(path: string, options?: RequestOptions & { method?: string }): Promise<Download>;
  close(): Promise<void>;
};

export type UploadFile = {
  bytes: Uint8Array | string;
  /** The file name sent (default `file.bin`). */
  name?: string;
  /** The declared type (default `application/octet-stream`). */
  type?: string;
  /** The form field (default `file`). */
  field?: string;
};

export type Download = { status: number; headers: Headers; bytes: Uint8Array; json: any };

export type MailReader = {
  /** Every mail sent to `to`, oldest first. */
  allTo(to: string): Promise<Mail[]>;
  /** The newest mail sent to `to` (throws when there is none). */
  latestTo(to: string): Promise<Mail>;
  /** The 6-digit code of the newest mail to `to`. */
  otpFor(to: string): Promise<string>;
  /** The reset link of the newest mail to `to`. */
  resetLinkFor(to: string): Promise<string>;
};

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

let emailCounter = 0;
/** A unique address per call, so tests never share accounts or per-email limits. */
export function uniqueEmail(prefix = "user"): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${randomBytes(3).toString("hex")}@example.com`;
}

/** A mail as the outbox holds it (multipart text and HTML; the e2e tests' MIME reader). */
export function parseEml(file: string, raw: string): Mail {
  const mail = parseMime(raw, file);
  return {
    file,
    to: mail.headers.to ?? "",
    from: mail.from,
    subject: mail.subject,
    text: mail.text.replace(/\r\n/g, "\n"),
    html: mail.html.replace(/\r\n/g, "\n"),
    headers: mail.headers,
  };
}

/** Reads the outbox once the mail of earlier answers has been written (`settle`: the backend's). */
function mailReader(dir: string, settle: () => Promise<void>): MailReader {
  async function allTo(to: string): Promise<Mail[]> {
    await settle();
    let files: string[];
    try {
      files = (await readdir(dir)).filter((name) => name.endsWith(".eml")).sort();
    } catch {
      return [];
    }
    const mails = await Promise.all(
      files.map(async (name) => parseEml(join(dir, name), await readFile(join(dir, name), "utf8"))),
    );
    return mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
  }
  async function latestTo(to: string): Promise<Mail> {
    const mails = await allTo(to);
    if (mails.length === 0) throw new Error(`no mail to ${to}`);
    return mails[mails.length - 1];
  }
  return {
    allTo,
    latestTo,
    async otpFor(to) {
      const code = /^(\d{6})$/m.exec((await latestTo(to)).text)?.[1];
      if (!code) throw new Error(`the newest mail to ${to} has no code`);
      return code;
    },
    async resetLinkFor(to) {
      const link = /^(https?:\/\/\S+\/forgot-password\/\S+)$/m.exec((await latestTo(to)).text)?.[1];
      if (!link) throw new Error(`the newest mail to ${to} has no reset link`);
      return link;
    },
  };
}

/** A readable list of a Zod failure's issues. */
function issuesText(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .slice(0, 10)
    .map((issue) => `  ${issue.path.map(String).join(".") || "(answer)"}: ${issue.message}`)
    .join("\n");
}

/**
 * Checks one answer against the contract: a failure (400–599) with a JSON body must be the error
 * envelope; a success must come from an endpoint the contract lists, with one of its statuses,
 * and (a JSON answer) match its response schema. Throws an Error saying what differs.
 */
export function checkAgainstContract(
  method: string,
  path: string,
  status: number,
  contentType: string,
  body: unknown,
): void {
  const json = /\bjson\b/i.test(contentType);
  const where = `${method} ${path} → ${status}`;
  if (status >= 400) {
    if (!json) return;
    const checked = (findEndpoint(method, path)?.failure ?? errorEnvelope).safeParse(body);
    if (!checked.success)
      throw new Error(
        `${where}: the answer is not the error envelope of the contract:\n${issuesText(checked.error.issues)}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    return;
  }
  if (status < 200 || status >= 300) return;
  const endpoint = findEndpoint(method, path);
  if (!endpoint) throw new Error(`${where}: this route is not in the API contract (app/contract/)`);
  if (!successStatuses(endpoint).includes(status))
    throw new Error(
      `${where}: the contract gives ${successStatuses(endpoint).join(" or ")} for ${endpoint.method} ${endpoint.path}`,
    );
  if (!endpoint.response || method.toUpperCase() === "HEAD") return;
  if (!json)
    throw new Error(`${where}: the contract gives a JSON answer, this one is ${contentType || "without a type"}`);
  const checked = endpoint.response.safeParse(body);
  if (!checked.success) {
    throw new Error(
      `${where}: the answer does not match the contract of ${endpoint.method} ${endpoint.path}:\n${issuesText(checked.error.issues)}`,
    );
  }
}

/** A fresh, empty database: a SQLite file in `dir`, or (`TEST_DB=postgres`) a schema of its own. */
export async function freshDatabase(dir: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== "postgres") return { url: `file:${join(dir, `${name}.db`)}`, drop: async () => {} };
  const { databaseUrl, drop } = await postgresSchema();
  return { url: databaseUrl, drop };
}

/** A PostgreSQL schema of its own on `TEST_POSTGRES_URL` (the URL's search_path points at it). */
export async function postgresSchema(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const base = process.env.TEST_POSTGRES_URL;
  if (!base) throw new Error("TEST_DB=postgres needs TEST_POSTGRES_URL (see scripts/ensure-postgres.sh)");
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function startTestApi(overrides: Partial<BackendOptions> = {}): Promise<TestApi> {
  const dir = await mkdtemp(join(tmpdir(), "joblink-api-"));
  const outbox = join(dir, "mail");
  const usePostgres = process.env.TEST_DB === "postgres";
  const pgSchema = usePostgres ? await postgresSchema() : undefined;

  // A frozen clock: time moves only when a test moves it, so a rate-limit window never
  // rolls over in the middle of a burst.
  let nowMs = Date.now();
  const clock: TestClock = {
    now: () => new Date(nowMs),
    advance: (ms) => {
      nowMs += ms;
    },
  };

  const warnings: string[] = [];
  const uploadDir = join(dir, "uploads");
  const databaseUrl = pgSchema?.databaseUrl ?? `file:${join(dir, "app.db")}`;
  const backend = await createBackend({
    databaseUrl,
    databasePoolSize: 4,
    mailOutboxDir: outbox,
    uploadDir,
    publicUrl: "http://joblink.test:3000",
    secret: TEST_SECRET,
    seedDemo: false,
    trustProxy: true,
    scryptParams: { ...TEST_SCRYPT },
    // As the servers the tests start (tests/e2e/support/app-server.ts): the CPU here is shared
    // with other suites' processes, not with this API's pages (decision 189).
    passwordHashNice: 0,
    now: clock.now,
    // Lists are computed on every request, so a test sees another member's change at once; the
    // one-minute reuse of computed lists has its own tests (list-cache.test.ts).
    listCacheSeconds: 0,
    log: {
      info: () => {},
      warn: (message) => warnings.push(message),
      error: (message, error) => console.error(message, error),
    },
    ...overrides,
  });

  // As server.js does: the global Request and Response stay Node's own, so the API meets the
  // request objects it meets in production (issue 10: a body-limit bug showed only there).
  const server = serve({
    fetch: nodeFetchHandler(backend),
    port: 0,
    hostname: "127.0.0.1",
    overrideGlobalObjects: false,
  }) as Server;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", () => resolve())));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { "x-forwarded-for": options.ip ?? randomIp(), ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] = "application/json";
    }
    const response = await fetch(url + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the test sees the text
    }
    checkAgainstContract(method, path, response.status, response.headers.get("content-type") ?? "", parsed);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  function headersFor(options: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = { "x-forwarded-for": options.ip ?? randomIp(), ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    return headers;
  }

  async function upload<T>(path: string, file: UploadFile, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    return multipart<T>(path, {}, file, options);
  }

  async function multipart<T>(
    path: string,
    fields: Record<string, string>,
    file?: UploadFile | null,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) {
      const bytes = typeof file.bytes === "string" ? new TextEncoder().encode(file.bytes) : file.bytes;
      form.append(
        file.field ?? "file",
        new Blob([bytes as BlobPart], { type: file.type ?? "application/octet-stream" }),
        file.name ?? "file.bin",
      );
    }
    const response = await fetch(url + path, { method: "POST", headers: headersFor(options), body: form });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    checkAgainstContract("POST", path, response.status, response.headers.get("content-type") ?? "", parsed);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  async function download(path: string, options: RequestOptions & { method?: string } = {}): Promise<Download> {
    const response = await fetch(url + path, { method: options.method ?? "GET", headers: headersFor(options) });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let json: unknown = null;
    if ((response.headers.get("content-type") ?? "").includes("json"))
      json = JSON.parse(new TextDecoder().decode(bytes));
    checkAgainstContract(
      options.method ?? "GET",
      path,
      response.status,
      response.headers.get("content-type") ?? "",
      json,
    );
    return { status: response.status, headers: response.headers, bytes, json };
  }

  return {
    url,
    backend,
    clock,
    uploadDir,
    dialect: usePostgres ? "postgres" : "sqlite",
    databaseUrl,
    mail: mailReader(outbox, () => backend.settled()),
    warnings,
    request,
    get: (path, options) => request("GET", path, options),
    post: (path, body, options) => request("POST", path, { ...options, body }),
    put: (path, body, options) => request("PUT", path, { ...options, body }),
    del: (path, body, options) => request("DELETE", path, { ...options, body }),
    upload,
    multipart,
    download,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      await pgSchema?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------
// Flows many tests need
// ---------------------------------------------------------------------------

/** Signs up, reads the code from the outbox and verifies: a logged-in, not yet onboarded user. */
export async function signUp(
  api: TestApi,
  options: { email?: string; type_of_user?: "individual" | "corporate"; password?: string } = {},
): Promise<LoginPayload & { password: string }> {
  const email = options.email ?? uniqueEmail(options.type_of_user ?? "individual");
  const password = options.password ?? TEST_PASSWORD;
  const signIn = await api.post("/api/user/sign-in/", {
    email,
    password,
    type_of_user: options.type_of_user ?? "individual",
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)}`);
  const verify = await api.post("/api/user/verify-otp/", { email, otp: await api.mail.otpFor(email) });
  if (verify.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verify.body)}`);
  return { ...(verify.body.data as LoginPayload), password };
}

export async function locationId(api: TestApi, city: string): Promise<number> {
  const response = await api.get(`/api/master/location/list/?search=${encodeURIComponent(city)}`);
  const found = (response.body.data as Array<{ id: number; city: string }>).find((l) => l.city === city);
  if (!found) throw new Error(`no location ${city}`);
  return found.id;
}

export async function individualBody(api: TestApi, overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Meera",
    last_name: "Iyer",
    phone: "9876501234",
    pincode: "600001",
    location: await locationId(api, "Chennai"),
    bio: "Backend engineer who enjoys distributed systems",
    ...overrides,
  };
}

export async function corporateBody(api: TestApi, overrides: Record<string, unknown> = {}) {
  return {
    company_name: `Northwind Labs ${randomBytes(3).toString("hex")}`,
    poc: "Kiran Rao",
    phone: "+919812345678",
    email: "hr@northwind.example",
    website: "https://northwind.example",
    pincode: "110001",
    location: await locationId(api, "Delhi"),
    about: "We build tools for small businesses.",
    ...overrides,
  };
}

/** A signed-up and onboarded individual. */
export async function onboardedIndividual(api: TestApi, overrides: Record<string, unknown> = {}) {
  const session = await signUp(api, { type_of_user: "individual" });
  const created = await api.post("/api/individual/create/", await individualBody(api, overrides), {
    token: session.access_token,
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return { session, profile: created.body.data };
}

/** A signed-up and onboarded corporate. */
export async function onboardedCorporate(api: TestApi, overrides: Record<string, unknown> = {}) {
  const session = await signUp(api, { type_of_user: "corporate" });
  const created = await api.post("/api/corporate/create/", await corporateBody(api, overrides), {
    token: session.access_token,
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return { session, profile: created.body.data };
}

// ---------------------------------------------------------------------------
// Profiles and network (issue 3)
// ---------------------------------------------------------------------------

/** An onboarded individual: its token, user id and profile. */
export type Member = { token: string; id: number; email: string; profile: any };

export async function member(api: TestApi, overrides: Record<string, unknown> = {}): Promise<Member> {
  const { session, profile } = await onboardedIndividual(api, overrides);
  return { token: session.access_token, id: session.user.id, email: session.user.email, profile };
}

/** The id of the master list entry of `kind` titled exactly `title`. */
export async function masterId(api: TestApi, kind: string, title: string): Promise<number> {
  const response = await api.get(`/api/master/${kind}/list/?search=${encodeURIComponent(title)}&limit=100`);
  const found = (response.body.data as Array<{ id: number; title: string }>).find((entry) => entry.title === title);
  if (!found) throw new Error(`no ${kind} ${title}`);
  return found.id;
}

/** `a` asks `b` to connect and `b` approves. */
export async function connect(api: TestApi, a: Member, b: Member): Promise<void> {
  const sent = await api.post("/api/connection/create/", { user_id: b.id }, { token: a.token });
  if (sent.status !== 201) throw new Error(`connect failed: ${JSON.stringify(sent.body)}`);
  const approved = await api.post("/api/connection/approve/", { user_id: a.id }, { token: b.token });
  if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
}

/** A small valid PDF. */
export function tinyPdf(text = "Resume"): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n% ${text}\n`;
  return new TextEncoder().encode(body);
}
