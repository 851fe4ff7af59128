/**
 * The upstream client: how the web app calls the API contract (spec §7, docs/api-contract.md).
 * No React and no Node-only imports: it runs in loaders and actions, against the built-in API
 * in process (`fetch` is the API's handler, `baseUrl` unset) or over HTTP (`baseUrl` set).
 *
 * Rules (each has a test in client.test.ts):
 * - `Authorization: Bearer <access token>` on every call not marked `public`.
 * - JSON request bodies. A `FormData` body is sent as `multipart/form-data` for uploads: the
 *   `Request` sets the Content-Type with its boundary (never set it by hand); a `Blob` or
 *   `URLSearchParams` body passes through the same way.
 * - `raw()` resolves with the `Response` itself (body unread, for streaming a download) after
 *   the same token, retry and failure rules; it accepts any content type.
 * - Status 400–599 is a failure: the call rejects with an {@link UpstreamError}.
 * - Non-mutating methods (GET, HEAD, OPTIONS) are retried once on 408, 409, 425, 429, 500,
 *   502, 503, 504; POST, PUT, PATCH and DELETE never are.
 * - No default timeout. The AbortSignal cancels the call; an aborted call rejects with the
 *   signal's reason (an `AbortError` by default) and is not retried.
 * - A 401 on an authenticated call is answered by one token refresh (shared by concurrent
 *   calls), reported through `onTokensRefreshed`, and the call is repeated once with the new
 *   token (mutating ones too: the first attempt was rejected before it did anything). When
 *   the session cannot be renewed (no refresh token, the refresh refused, or the new token
 *   refused too), `onSessionExpired` runs once and the 401 is thrown (or what
 *   `sessionExpiredError` makes of it, for this and every later 401 of the client). A refresh
 *   that fails for a transient reason (429, 5xx, network) fails the call with that error and
 *   keeps the session.
 * - `clientAddress` is forwarded as `X-Forwarded-For`, `userAgent` as `User-Agent` (a sign-in's
 *   session names its device by it, decision 178).
 * - The same GET (path, query, visibility) is sent once per client, which lives for one page
 *   request; any POST, PUT, PATCH or DELETE through the client forgets those answers.
 */
import type { ErrorEnvelope, FieldErrors, SuccessEnvelope } from "#app/contract/common.ts";
import { userApi, type LoginPayload } from "#app/contract/accounts.ts";
import type { EnvelopeOf } from "#app/contract/endpoint.ts";
import type { ContractEndpoint } from "#app/contract/index.ts";
import { jsonCopy } from "./json-copy.ts";

/** The access/refresh pair a client sends with authenticated calls. */
export type AuthTokens = { accessToken: string; refreshToken?: string };

/** A failure `message` as a client reads it: a sentence (this API's), or (spec §8, other upstreams) a list or a map of lists. */
export type EnvelopeMessage = string | string[] | Record<string, string | string[]>;

/** A failed response (status 400–599): the contract's error envelope, its `message` read leniently. */
export type FailureEnvelope = Omit<ErrorEnvelope, "message"> & { message: EnvelopeMessage };

export type HttpMethod = "GET" | "HEAD" | "OPTIONS" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Methods that are safe to send twice. */
export const NON_MUTATING_METHODS: ReadonlySet<HttpMethod> = new Set(["GET", "HEAD", "OPTIONS"]);

/** Statuses on which a non-mutating call is retried once (spec §7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Base used to build absolute request URLs when the API is called in process. */
export const INTERNAL_BASE_URL = "http://internal";

/** The path of the token refresh call. */
export const TOKEN_REFRESH_PATH = userApi.refreshToken.path;

/** Wait before the one retry, unless the answer says otherwise with `Retry-After`. */
export const DEFAULT_RETRY_DELAY_MS = 200;

/** A `Retry-After` longer than this is not waited for: the call fails without its retry. */
export const DEFAULT_MAX_RETRY_DELAY_MS = 2_000;

export type UpstreamClientOptions = {
  /** Origin (and optional path prefix) of a remote API; unset → in-process `fetch`. */
  baseUrl?: string;
  /** Sends one request: `globalThis.fetch`, or the built-in API's handler. */
  fetch: (request: Request) => Promise<Response>;
  /** The session's tokens; null or absent for a visitor. */
  auth?: AuthTokens | null;
  /** Called with the new login payload after a transparent refresh; store the new pair. */
  onTokensRefreshed?: (payload: LoginPayload) => void;
  /** Called once when an authenticated call got 401 and the session could not be renewed. */
  onSessionExpired?: () => void;
  /**
   * What a call rejects with once the session has ended (its 401 as an {@link UpstreamError}
   * comes in); by default that error itself. The web app throws a redirect here.
   */
  sessionExpiredError?: (error: UpstreamError) => unknown;
  /** Cancels every call of this client (e.g. the incoming request's signal). */
  signal?: AbortSignal;
  /** The browser's address, forwarded as `X-Forwarded-For`. */
  clientAddress?: string;
  /** The browser's user agent, forwarded as `User-Agent`. */
  userAgent?: string | null;
  /** Wait before a retry (default 200 ms); tests pass 0. */
  retryDelayMs?: number;
  /** Longest `Retry-After` worth waiting for (default 2000 ms). */
  maxRetryDelayMs?: number;
};

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export type RequestOptions = {
  /** Query parameters; `undefined` and `null` are left out, arrays repeat the name. */
  query?: Record<string, QueryValue>;
  /** A JSON-serialisable value, or `FormData` for uploads. */
  body?: unknown;
  /** Marked "no token" in the contract: no `Authorization` header, no refresh on 401. */
  public?: boolean;
  /** Cancels this call only (combined with the client's signal). */
  signal?: AbortSignal;
  /** Extra headers. */
  headers?: Record<string, string>;
};

/** The client returned by {@link createUpstreamClient}. */
export type UpstreamClient = {
  /**
   * Calls one endpoint of the contract: `send(referralApi.create, options)` sends the endpoint's
   * method to its path and resolves with its envelope (`EnvelopeOf`), so the method, the path and
   * the answer's type are the contract's (decision 194). Otherwise {@link request}.
   */
  send<E extends ContractEndpoint>(endpoint: E, options?: RequestOptions): Promise<EnvelopeOf<E>>;
  /** {@link raw} for one endpoint of the contract, like {@link send}. */
  sendRaw<E extends ContractEndpoint>(endpoint: E, options?: RequestOptions): Promise<Response>;
  /**
   * The transport under {@link send}: any method and path, the answer typed by the caller. Sends
   * one call and resolves with its success envelope; rejects with {@link UpstreamError} on 400–599.
   */
  request<T = unknown, E extends object = object>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions,
  ): Promise<SuccessEnvelope<T> & E>;
  get<T = unknown, E extends object = object>(path: string, options?: RequestOptions): Promise<SuccessEnvelope<T> & E>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<SuccessEnvelope<T>>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<SuccessEnvelope<T>>;
  patch<T = unknown>(path: string, options?: RequestOptions): Promise<SuccessEnvelope<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<SuccessEnvelope<T>>;
  /**
   * Sends one call and resolves with the successful `Response` unread (a file download, to be
   * streamed on); rejects with {@link UpstreamError} on 400–599 like the other calls.
   */
  raw(method: HttpMethod, path: string, options?: RequestOptions): Promise<Response>;
  /** The tokens the next authenticated call will use (changes after a refresh; null after expiry). */
  readonly auth: AuthTokens | null;
};

/** Standard reason phrases, for responses whose `statusText` is empty (in-process ones). */
export const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  411: "Length Required",
  412: "Precondition Failed",
  413: "Payload Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  416: "Range Not Satisfiable",
  417: "Expectation Failed",
  418: "I'm a Teapot",
  421: "Misdirected Request",
  422: "Unprocessable Entity",
  423: "Locked",
  424: "Failed Dependency",
  425: "Too Early",
  426: "Upgrade Required",
  428: "Precondition Required",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  451: "Unavailable For Legal Reasons",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  505: "HTTP Version Not Supported",
  507: "Insufficient Storage",
  508: "Loop Detected",
  511: "Network Authentication Required",
};

/** The response's status text, or the standard reason phrase when it is empty. */
export function statusTextOf(status: number, statusText = ""): string {
  return statusText.trim() || REASON_PHRASES[status] || `HTTP ${status}`;
}

/** A failed call: status 400–599. */
export class UpstreamError extends Error {
  override readonly name = "UpstreamError";
  readonly status: number;
  /** The status text, or the standard reason phrase when the response had none. */
  readonly statusText: string;
  /** The parsed JSON body (usually a {@link FailureEnvelope}), the text when not JSON, null when empty. */
  readonly body: unknown;
  /** The envelope's `errors` map (empty when none). */
  readonly fieldErrors: FieldErrors;
  readonly headers: Headers;

  constructor(init: { status: number; statusText?: string; body?: unknown; headers?: Headers }) {
    const statusText = statusTextOf(init.status, init.statusText);
    const body = init.body ?? null;
    super(messageOf(body) ?? statusText);
    this.status = init.status;
    this.statusText = statusText;
    this.body = body;
    this.fieldErrors = fieldErrorsOf(body);
    this.headers = init.headers ?? new Headers();
  }

  /** The failure envelope, when the body is one. */
  get envelope(): FailureEnvelope | null {
    return isRecord(this.body) && "message" in this.body ? (this.body as FailureEnvelope) : null;
  }
}

/** True for the rejection of a cancelled call. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    (error.name === "AbortError" || error.name === "TimeoutError")
  );
}

/** Creates a client; see the module comment for the rules it follows. */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const base = (options.baseUrl ?? INTERNAL_BASE_URL).replace(/\/+$/, "");
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  let auth: AuthTokens | null = options.auth?.accessToken ? { ...options.auth } : null;
  let refreshing: Promise<string | null> | null = null;
  let expired = false;
  const reads = new Map<string, Promise<Body>>();

  function buildRequest(
    method: HttpMethod,
    path: string,
    init: RequestOptions,
    token: string | null,
    signal?: AbortSignal,
    accept = "application/json",
  ) {
    const url = new URL(base + (path.startsWith("/") ? path : `/${path}`));
    const query = new URLSearchParams();
    for (const name in init.query) {
      const value = init.query[name];
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) query.append(name, String(item));
      else query.append(name, String(value));
    }
    // Set once: the address `url.searchParams.append` would make, without re-serialising it per item.
    if (query.size > 0) url.search = url.search ? `${url.search.slice(1)}&${query}` : `${query}`;
    const headers = new Headers(init.headers);
    headers.set("Accept", accept);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (options.clientAddress) headers.set("X-Forwarded-For", options.clientAddress);
    if (options.userAgent) headers.set("User-Agent", options.userAgent);
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || init.body instanceof URLSearchParams || init.body instanceof Blob) {
      body = init.body;
    } else if (init.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.body);
    }
    return new Request(url, { method, headers, body, signal });
  }

  /** Sends once, or twice for a non-mutating call answered with a retry status. */
  async function sendWithRetry(
    method: HttpMethod,
    path: string,
    init: RequestOptions,
    token: string | null,
    signal: AbortSignal | undefined,
    accept?: string,
  ): Promise<Response> {
    const response = await sendOnce(buildRequest(method, path, init, token, signal, accept), signal);
    if (!NON_MUTATING_METHODS.has(method) || !RETRY_STATUSES.has(response.status)) return response;
    const delay = retryDelayFor(response, retryDelayMs);
    if (delay > maxRetryDelayMs) return response;
    discard(response);
    await sleep(delay, signal);
    return sendOnce(buildRequest(method, path, init, token, signal, accept), signal);
  }

  async function sendOnce(request: Request, signal: AbortSignal | undefined): Promise<Response> {
    throwIfAborted(signal);
    const response = await abortable(options.fetch(request), signal);
    if (signal?.aborted) {
      discard(response);
      throwIfAborted(signal);
    }
    return response;
  }

  /**
   * A fresh access token after `rejectedToken` got 401: the current one if another call has
   * refreshed meanwhile, else the result of one shared refresh call. Null when the session
   * cannot be renewed; throws when the refresh call itself failed for another reason.
   */
  async function renewedToken(rejectedToken: string, signal: AbortSignal | undefined): Promise<string | null> {
    if (auth && auth.accessToken !== rejectedToken) return auth.accessToken;
    if (!auth?.refreshToken) return null;
    refreshing ??= refresh(auth.refreshToken).finally(() => {
      refreshing = null;
    });
    return abortable(refreshing, signal);
  }

  async function refresh(refreshToken: string): Promise<string | null> {
    const response = await sendOnce(
      buildRequest("POST", TOKEN_REFRESH_PATH, { body: { refresh_token: refreshToken } }, null, options.signal),
      options.signal,
    );
    const body = await readBody(response);
    if (response.status === 429 || response.status >= 500) {
      // A transient failure says nothing about the session: fail this call, keep the session.
      throw new UpstreamError({
        status: response.status,
        statusText: response.statusText,
        body,
        headers: response.headers,
      });
    }
    if (!response.ok) return null;
    const payload = isRecord(body) ? (body.data as LoginPayload | undefined) : undefined;
    if (!payload?.access_token) return null;
    auth = { accessToken: payload.access_token, refreshToken: payload.refresh_token };
    options.onTokensRefreshed?.(payload);
    return payload.access_token;
  }

  function expire() {
    auth = null;
    if (expired) return;
    expired = true;
    options.onSessionExpired?.();
  }

  /** Sends the call (retry, refresh on 401) and throws {@link UpstreamError} on 400–599. */
  async function send(
    method: HttpMethod,
    path: string,
    init: RequestOptions,
    signal: AbortSignal | undefined,
    accept?: string,
  ): Promise<Response> {
    const token = init.public ? null : (auth?.accessToken ?? null);
    let response = await sendWithRetry(method, path, init, token, signal, accept);

    if (response.status === 401 && token) {
      const renewed = await renewedToken(token, signal);
      if (renewed) {
        discard(response);
        response = await sendWithRetry(method, path, init, renewed, signal, accept);
      }
      if (response.status === 401) expire();
    }

    if (response.status >= 400) {
      const body = await readBody(response, signal);
      const error = new UpstreamError({
        status: response.status,
        statusText: response.statusText,
        body,
        headers: response.headers,
      });
      if (response.status === 401 && expired && !init.public && options.sessionExpiredError)
        throw options.sessionExpiredError(error);
      throw error;
    }
    return response;
  }

  /**
   * The body of a successful answer. A GET without its own signal or headers is sent once per
   * client (one page request): when the header and the page both read the profile, the API
   * answers once and each caller parses its own copy. Any other method forgets what was read,
   * so a loader that runs after an action reads afresh.
   */
  function readOnce(
    method: HttpMethod,
    path: string,
    init: RequestOptions,
    signal: AbortSignal | undefined,
  ): Promise<Body> {
    const send_ = () => send(method, path, init, signal).then((response) => abortable(bodyOf(response), signal));
    if (method !== "GET" || init.signal || init.headers) {
      reads.clear();
      return send_();
    }
    const key = readKey(path, init);
    let text = reads.get(key);
    if (!text) {
      text = send_();
      reads.set(key, text);
      text.catch(() => reads.delete(key));
    }
    return text;
  }

  async function request<T, E extends object>(
    method: HttpMethod,
    path: string,
    init: RequestOptions = {},
  ): Promise<SuccessEnvelope<T> & E> {
    const signal = combineSignals(options.signal, init.signal);
    const body = parseBody(await readOnce(method, path, init, signal));
    if (body !== null && !isRecord(body)) {
      throw new Error(`The API answered ${method} ${path} with a body that is not a JSON object.`);
    }
    return { result: true, message: "", ...(body ?? {}) } as SuccessEnvelope<T> & E;
  }

  async function raw(method: HttpMethod, path: string, init: RequestOptions = {}): Promise<Response> {
    return send(method, path, init, combineSignals(options.signal, init.signal), "*/*");
  }

  return {
    // The one place an answer meets its type: the contract says what the endpoint answers.
    send: (endpoint, init) => request(endpoint.method, endpoint.path, init) as Promise<never>,
    sendRaw: (endpoint, init) => raw(endpoint.method, endpoint.path, init),
    request,
    get: (path, init) => request("GET", path, init),
    post: (path, init) => request("POST", path, init),
    put: (path, init) => request("PUT", path, init),
    patch: (path, init) => request("PATCH", path, init),
    delete: (path, init) => request("DELETE", path, init),
    raw,
    get auth() {
      return auth ? { ...auth } : null;
    },
  };
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** What tells two GETs apart: visibility, path and query (as sent, in order). */
function readKey(path: string, init: RequestOptions): string {
  return `${init.public ? "public " : ""}${path}?${JSON.stringify(init.query ?? {})}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The envelope's `message` as one sentence (lists joined), or null. */
function messageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const { message } = body;
  if (typeof message === "string") return message.trim() || null;
  const parts = Array.isArray(message)
    ? message
    : isRecord(message)
      ? Object.values(message).flatMap((value) => (Array.isArray(value) ? value : [value]))
      : [];
  const text = parts.filter((part) => typeof part === "string" && part.trim() !== "").join(" ");
  return text || null;
}

/** The envelope's `errors` map with string entries only. */
function fieldErrorsOf(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const list = (Array.isArray(value) ? value : [value]).filter((entry): entry is string => typeof entry === "string");
    if (list.length > 0) result[field] = list;
  }
  return result;
}

/** A JSON answer handed over as its value (see {@link withBodyValue}). */
class HandedOver {
  readonly value: unknown;
  constructor(value: unknown) {
    this.value = value;
  }
}

/** A body as the client reads it: the text, or a JSON value handed over. */
type Body = string | HandedOver;

/**
 * Bodies handed over beside their Response: the built-in API called in process answers JSON with
 * no body stream and the answer here, which costs far less than a stream per call. `withBodyText`
 * hands over a text, `withBodyValue` the JSON value itself (no text written and parsed again;
 * each caller reads its own copy, made by `jsonCopy` with JSON's rules).
 */
const handedBodies = new WeakMap<Response, Body>();

/** Makes `text` the body a client reads from `response` (which has no body of its own). */
export function withBodyText(response: Response, text: string): Response {
  handedBodies.set(response, text);
  return response;
}

/** Makes `value`, as JSON, the body a client reads from `response` (which has no body of its own). */
export function withBodyValue(response: Response, value: unknown): Response {
  handedBodies.set(response, new HandedOver(value));
  return response;
}

function bodyOf(response: Response): Promise<Body> {
  const body = handedBodies.get(response);
  return body === undefined ? response.text() : Promise.resolve(body);
}

/** JSON when the body parses, the text when it does not, null when empty. */
async function readBody(response: Response, signal?: AbortSignal): Promise<unknown> {
  return parseBody(await abortable(bodyOf(response), signal));
}

function parseBody(text: Body): unknown {
  if (text instanceof HandedOver) return text.value === undefined ? null : jsonCopy(text.value);
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Releases a body we will not read. Not awaited: cancelling one branch of a tee'd stream
 * (a cloned Response) only settles once the other branch is cancelled too.
 */
function discard(response: Response): void {
  if (!response.body || response.bodyUsed) return;
  response.body.cancel().catch(() => {
    // nothing to release
  });
}

/** `Retry-After` (seconds or an HTTP date) in ms, else the default delay. */
function retryDelayFor(response: Response, fallbackMs: number): number {
  const header = response.headers.get("Retry-After");
  if (!header) return fallbackMs;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? fallbackMs : Math.max(0, date - Date.now());
}

function combineSignals(...signals: Array<AbortSignal | undefined>): AbortSignal | undefined {
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason instanceof Error ? signal.reason : new DOMException("This operation was aborted", "AbortError");
}

/** Rejects as soon as `signal` aborts, even if `promise` (e.g. an in-process handler) ignores it. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortReason(signal);
}

/** Waits `ms`; rejects at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  throwIfAborted(signal);
  if (ms <= 0) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
