import { getBackend } from "#app/backend/index.server.ts";
import type { CallerCache, InProcessAnswer } from "#app/backend/lib/http.ts";
import type { AuthRecord } from "#app/context.ts";
import { createApi, type UpstreamApi } from "#app/upstream/api.ts";
import { createUpstreamClient, withBodyValue, type UpstreamError } from "#app/upstream/client.ts";
import type { LoginPayload } from "#app/contract/accounts.ts";

type RequestApiOptions = {
  request: Request;
  auth: AuthRecord | null;
  clientAddress?: string;
  onTokensRefreshed(payload: LoginPayload): void;
  onSessionExpired(): void;
  /** What a call rejects with once the session has ended (see the client's option). */
  sessionExpiredError?: (error: UpstreamError) => unknown;
};

/**
 * The upstream API as this request's user: over HTTP to `API_BASE_URL` when it is set, otherwise
 * handed in-process to the built-in API (same Request/Response path, no socket; a JSON answer is
 * handed over beside its Response as its value, which each caller copies by JSON's rules, rather
 * than as text through a body stream).
 */
export function createRequestApi({
  request,
  auth,
  clientAddress,
  onTokensRefreshed,
  onSessionExpired,
  sessionExpiredError,
}: RequestApiOptions): UpstreamApi {
  const baseUrl = process.env.API_BASE_URL || undefined;
  // The in-process calls of this page request check their token once (see CallerCache); a call
  // that may change something (logout, a password change) makes the next one check again.
  const callers: CallerCache = new Map();
  const fetchUpstream = baseUrl
    ? (req: Request) => fetch(req)
    : async (req: Request) => {
        if (req.method !== "GET" && req.method !== "HEAD") callers.clear();
        // A JSON call takes its answer's value without a body stream; a raw one (a file) the Response.
        if (req.headers.get("Accept") !== "application/json")
          return (await getBackend()).fetch(req, { clientAddress, callers });
        const answer: InProcessAnswer = { answered: false, value: undefined };
        const response = await (await getBackend()).fetch(req, { clientAddress, callers, answer });
        return answer.answered ? withBodyValue(response, answer.value) : response;
      };
  const client = createUpstreamClient({
    baseUrl,
    fetch: fetchUpstream,
    auth: auth ? { accessToken: auth.access_token, refreshToken: auth.refresh_token } : null,
    onTokensRefreshed,
    onSessionExpired,
    sessionExpiredError,
    signal: request.signal,
    clientAddress,
    userAgent: request.headers.get("user-agent"),
  });
  return createApi(client);
}
