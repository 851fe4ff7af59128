/**
 * Hono glue shared by the routers: the app's env type, authentication of the bearer token,
 * the access checks, the client address and the success envelope.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONValue } from "hono/utils/types";
import type { AnswerOf, DataOf, Endpoint } from "#app/contract/endpoint.ts";
import type { UserType } from "#app/backend/lib/db/schema.ts";
import type { SessionViewer } from "./session-check.ts";
import { ApiError, MESSAGES, success } from "./envelope.ts";
import type { Services } from "./services.ts";

/** The caller: its user and the login session its access token belongs to (as the session check reads it). */
export type Viewer = SessionViewer;

/**
 * Who the bearer tokens of one page request are, kept by the web app for that request only: the
 * page's in-process API calls (header, sections) check the token and read the user once. The web
 * app clears it before any call that may change something.
 */
export type CallerCache = Map<string, Promise<Viewer | null>>;

/**
 * Where an in-process caller takes a JSON answer: `c.json` then puts the value here and answers
 * with no body (see `answerJson`). Building a Response stream and reading it back cost about
 * a tenth of a page's server time, for the ten calls a page makes; writing the JSON text and
 * parsing it again most of the rest (the caller copies the value by JSON's rules instead,
 * app/upstream/json-copy.ts).
 */
export type InProcessAnswer = { answered: boolean; value: unknown };

export type AppEnv = {
  Bindings: { clientAddress?: string; callers?: CallerCache; answer?: InProcessAnswer };
  Variables: { viewer: Viewer | null };
};

export type AppContext = Context<AppEnv>;

export function sessionExpired(): ApiError {
  return new ApiError(401, MESSAGES.sessionExpired);
}

/**
 * Checks the bearer token when one is sent (an invalid or expired one is a 401 even on public
 * endpoints) and puts the caller in `c.var.viewer` (`null` without a token). Its session must
 * still be open and its user still exist (one lookup, cached briefly: lib/session-check.ts); the
 * type of user comes from the database, not from the token.
 */
export function authenticate(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("viewer", null);
    const header = c.req.header("authorization");
    if (header !== undefined) {
      const callers = c.env?.callers;
      let viewer = callers?.get(header);
      if (!viewer) {
        viewer = viewerOf(services, header);
        if (callers) {
          callers.set(header, viewer);
          viewer.catch(() => callers.delete(header));
        }
      }
      const found = await viewer;
      if (!found) throw sessionExpired();
      c.set("viewer", found);
    }
    await next();
  };
}

/**
 * Every JSON answer of the API (handlers reach it through {@link ok} and its kin; the error
 * handler directly). For an in-process caller that passed `answer`, the value is handed over
 * there and the response keeps its status and headers with no body; else it is `c.json`. Each
 * call replaces the value, so the error handler's answer wins over one a handler made before it
 * threw.
 */
export function answerJson(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  const answer = (c.env as AppEnv["Bindings"] | undefined)?.answer;
  if (!answer) return c.json(value as JSONValue, status);
  answer.answered = true;
  answer.value = value;
  return c.body(null, status, { "Content-Type": "application/json" });
}

/** The user a bearer `Authorization` header stands for, or null when it stands for no one. */
async function viewerOf(services: Services, header: string): Promise<Viewer | null> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return null;
  const claims = await services.accessTokens.verify(match[1]);
  if (!claims) return null;
  // The session must still be open (decision 115): one lookup, cached briefly per instance.
  return services.sessionCheck.viewerFor(claims);
}

const ONLY_FOR: Record<UserType, string> = {
  individual: "This is only available to individual accounts.",
  corporate: "This is only available to corporate accounts.",
};

/** The caller, or 401; with `type`, 403 for the other type of user. */
export function requireViewer(c: AppContext, type?: UserType): Viewer {
  const viewer = c.get("viewer");
  if (!viewer) throw sessionExpired();
  if (type && viewer.typeOfUser !== type) throw new ApiError(403, ONLY_FOR[type]);
  return viewer;
}

/**
 * The caller's address: the socket's, or behind a trusted proxy the last `X-Forwarded-For` entry,
 * the one that proxy added. Entries before it are whatever the client wrote, so the first one
 * would let anyone pick the address its rate limits count against.
 */
export function clientAddress(c: AppContext, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const last = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return c.env?.clientAddress || undefined;
}

/** What {@link ok} takes after the message: the endpoint's `data` (nothing when its answer has none), then the status. */
export type OkArgs<E extends Endpoint> = [DataOf<E>] extends [never]
  ? [data?: undefined, status?: ContentfulStatusCode]
  : [data: DataOf<E>, status?: ContentfulStatusCode];

/**
 * The success answer of endpoint `_endpoint`: `{ result: true, message, data? }` with `status`
 * (default 200). `data` must be the contract's `data` of that endpoint (`DataOf<E>`), so an answer
 * that drifts from its schema does not compile; the endpoint is not read at run time.
 */
export function ok<E extends Endpoint>(
  c: AppContext,
  _endpoint: E,
  message: string,
  ...[data, status = 200]: OkArgs<E>
): Response {
  return answerJson(c, success(message, data), status);
}

/**
 * The whole success answer of endpoint `_endpoint`, for answers with fields beside `data` and the
 * paging ones (a job list's `filters`, search's `counts`): it must be the contract's (`AnswerOf<E>`).
 */
export function okAnswer<E extends Endpoint>(c: AppContext, _endpoint: E, answer: AnswerOf<E>): Response {
  return answerJson(c, answer);
}
