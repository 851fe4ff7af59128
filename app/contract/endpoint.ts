/**
 * The shape of one endpoint of the API contract: method, path, who may call it, and the Zod
 * schemas of its query, body and answer. Each area's module (app/contract/<area>.ts) declares its
 * endpoints with {@link endpoint}; the backend parses requests with those schemas, the typed
 * client (app/upstream/) infers its types from them, the API serves its OpenAPI document built
 * from them (`GET /api/openapi.json`), and the API tests check every answer against them.
 *
 * Pure Zod: importable by the backend, the browser bundle and the tests alike.
 */
import type { z } from "zod";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof HTTP_METHODS)[number];

/**
 * Who may call an endpoint:
 * - `public`: no token needed (one sent must still be valid);
 * - `optional`: no token needed, and a token adds the caller's view (e.g. `liked_by_me`);
 * - `member`: a bearer token of either account type;
 * - `individual` / `corporate`: a bearer token of that account type (403 for the other);
 * - `moderator`: a bearer token of a moderator (403 for everyone else; decision 175).
 */
export type Auth = "public" | "optional" | "member" | "individual" | "corporate" | "moderator";

export const AUTH_DESCRIPTIONS: Record<Auth, string> = {
  public: "No login needed.",
  optional: "No login needed; with a bearer token the answer is the caller's view.",
  member: "Bearer token (either account type).",
  individual: "Bearer token of an individual account (a company gets 403).",
  corporate: "Bearer token of a corporate account (an individual gets 403).",
  moderator: "Bearer token of a moderator (anyone else gets 403).",
};

/** An answer that is not a JSON envelope: a file, a stream or a page. */
export type FileAnswer = { contentType: string; description: string };

export type Endpoint = {
  method: Method;
  /** As the contract writes it, with its trailing slash: `/api/job-post/read/`; `{name}` for a path parameter. */
  path: string;
  /** One line for the reference (what it does, the main rules). */
  summary: string;
  auth: Auth;
  /** Path parameters (`{kind}`), as text. */
  params?: z.ZodObject;
  /** Query parameters, as text (the schema the backend parses `c.req.query()` with). */
  query?: z.ZodObject;
  /** The JSON body. */
  body?: z.ZodType;
  /** A `multipart/form-data` body (uploads): its fields. */
  form?: z.ZodObject;
  /**
   * The largest file the `form` takes: the API refuses a longer body (413) before reading it,
   * allowing for the multipart framing. Any other body is held to the JSON limit.
   */
  fileBytes?: number;
  /** Status(es) of a successful answer (default 200). */
  status?: number | readonly number[];
  /** The JSON answer of a success (an envelope); absent when the answer is a {@link FileAnswer}. */
  response?: z.ZodType;
  file?: FileAnswer;
  /** The JSON answer of a failure when it is not the error envelope (`/healthz`). */
  failure?: z.ZodType;
};

/** Declares an endpoint, keeping its exact schema types for inference. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** The success statuses of an endpoint. */
export function successStatuses(e: Endpoint): readonly number[] {
  return e.status === undefined ? [200] : typeof e.status === "number" ? [e.status] : e.status;
}

// ---------------------------------------------------------------------------
// Types the client infers from an endpoint
// ---------------------------------------------------------------------------

/** The JSON body a client sends. */
export type BodyOf<E extends Endpoint> = E extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** A query value as a client may pass it: text, or a number for the numeric parameters. */
type Loose<T> = T extends string ? (string extends T ? string | number : T) : T;

/** A query schema's parameters as a client sends them (text parameters also take numbers, sent as their digits). */
export type QueryInput<Q extends z.ZodType> = { [K in keyof z.input<Q>]: Loose<z.input<Q>[K]> };

/** The query a client sends (text parameters also take numbers, sent as their digits). */
export type QueryOf<E extends Endpoint> = E extends { query: infer Q extends z.ZodType } ? QueryInput<Q> : never;

/** The whole JSON answer of a success. */
export type AnswerOf<E extends Endpoint> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** The `data` of a success envelope. */
export type DataOf<E extends Endpoint> = AnswerOf<E> extends { data: infer D } ? D : never;

/**
 * A success as the client resolves it: the envelope with `data` as the contract types it, and
 * the answer's other fields (a paged list's `page`, `total`…) read as possibly absent, since an
 * API other than this one (`API_BASE_URL`) may leave one out.
 */
export type EnvelopeOf<E extends Endpoint> = { result: true; message: string; data: DataOf<E> } & Partial<
  Omit<AnswerOf<E>, "result" | "message" | "data">
>;

/** The items of a paged list's `data`. */
export type ItemOf<E extends Endpoint> = DataOf<E> extends ReadonlyArray<infer T> ? T : never;
