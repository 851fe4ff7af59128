/**
 * What a page request may carry as its body (issue 10, item 3; decision 110). server.js runs
 * every page request through `checkPageBody` after the size limit, before React Router, so an
 * action's `request.formData()` only ever meets a body it can read:
 *
 * - GET and HEAD: untouched.
 * - `application/x-www-form-urlencoded`: untouched (any bytes parse as a form).
 * - `multipart/form-data`: without a `boundary` parameter, or when the parts do not parse, 400.
 * - no `Content-Type` and no body (a bare `DELETE` or `POST`): an empty urlencoded form, so the
 *   action answers it as it answers an empty form (its own 400 with messages, or a redirect).
 * - anything else (JSON, text/plain, no `Content-Type` with a body, …): 415.
 */

export const UNSUPPORTED_FORM_MESSAGE =
  "Unsupported Media Type: forms are sent as application/x-www-form-urlencoded or multipart/form-data.";
export const UNREADABLE_FORM_MESSAGE = "Bad Request: the form could not be read.";

const FORM_URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

function refuse(status: 400 | 415, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The media type of a `Content-Type` header, lower-cased, without its parameters. */
function essenceOf(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

function hasBoundary(contentType: string): boolean {
  return contentType
    .split(";")
    .slice(1)
    .some((parameter) => {
      const [name, value] = parameter.split("=");
      return name?.trim().toLowerCase() === "boundary" && (value ?? "").trim().replace(/^"|"$/g, "") !== "";
    });
}

/** A request without any body: no framing at all, or an empty one. */
function hasNoBody(request: Request): boolean {
  if (request.headers.has("transfer-encoding")) return false;
  const length = request.headers.get("content-length");
  return length === null || Number(length) === 0;
}

/** The request to hand on to React Router, or the answer that refuses it. */
export async function checkPageBody(request: Request): Promise<Request | Response> {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD") return request;
  const contentType = request.headers.get("content-type");
  if (contentType === null || contentType.trim() === "") {
    if (!hasNoBody(request)) return refuse(415, UNSUPPORTED_FORM_MESSAGE);
    const headers = new Headers(request.headers);
    headers.set("content-type", FORM_URLENCODED);
    headers.set("content-length", "0");
    return new Request(request.url, { method, headers, body: "", signal: request.signal });
  }
  const essence = essenceOf(contentType);
  if (essence === FORM_URLENCODED) return request;
  if (essence !== MULTIPART) return refuse(415, UNSUPPORTED_FORM_MESSAGE);
  if (!hasBoundary(contentType)) return refuse(400, UNREADABLE_FORM_MESSAGE);
  try {
    // Parsed once here to know it parses; the action parses its own copy.
    await request.clone().formData();
  } catch {
    return refuse(400, UNREADABLE_FORM_MESSAGE);
  }
  return request;
}
