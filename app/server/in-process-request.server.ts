/**
 * The Request a page's loader hands to the built-in API for a call with no body (issue 9).
 *
 * `new Request` converts and checks each of its parts (undici's WebIDL rules), and for a small
 * JSON answer that cost more than the API's own work: about a tenth of a page's server CPU on
 * the dashboard and search. The API reads a body-less request's method, URL, headers, signal and
 * (null) body; those are plain fields here. Anything else a Request has (`clone()`, `text()`,
 * `cache`, …) is answered by a real Request, made from these fields the first time it is asked
 * for, so the object behaves as a Request wherever it goes (`instanceof Request` holds too).
 */

/** A signal that never aborts, for a call made without one (a Request's default). */
const NEVER_ABORTED = new AbortController().signal;

const REAL = Symbol("joblink.realRequest");

/** The fields of a Request that are plain data here; the rest goes to the real one. */
const OWN_FIELDS = new Set(["method", "url", "headers", "signal", "body", "bodyUsed"]);

export class InProcessRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly signal: AbortSignal;
  readonly body = null;
  readonly bodyUsed = false;
  declare [REAL]?: Request;

  constructor(method: string, url: string, headers: Headers, signal?: AbortSignal) {
    this.method = method;
    this.url = url;
    this.headers = headers;
    this.signal = signal ?? NEVER_ABORTED;
  }
}

function realOf(request: InProcessRequest): Request {
  request[REAL] ??= new Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
  });
  return request[REAL];
}

// Every other member of Request.prototype, forwarded to the real Request.
Object.setPrototypeOf(InProcessRequest.prototype, Request.prototype);
for (const key of Reflect.ownKeys(Request.prototype)) {
  if (key === "constructor" || (typeof key === "string" && OWN_FIELDS.has(key))) continue;
  const descriptor = Object.getOwnPropertyDescriptor(Request.prototype, key)!;
  if (typeof descriptor.value === "function") {
    const name = key;
    Object.defineProperty(InProcessRequest.prototype, key, {
      configurable: true,
      writable: true,
      value(this: InProcessRequest, ...args: unknown[]) {
        const real = realOf(this) as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>;
        return real[name](...args);
      },
    });
  } else if (descriptor.get) {
    const name = key;
    Object.defineProperty(InProcessRequest.prototype, key, {
      configurable: true,
      get(this: InProcessRequest) {
        return (realOf(this) as unknown as Record<PropertyKey, unknown>)[name];
      },
    });
  }
}

/**
 * The request for one in-process call: an {@link InProcessRequest} when it has no body, a real
 * Request otherwise (a JSON or multipart body is read as a stream by the API).
 */
export function inProcessRequest(
  url: string,
  init: { method: string; headers: Headers; body?: BodyInit; signal?: AbortSignal },
): Request {
  if (init.body !== undefined && init.body !== null) return new Request(url, init);
  return new InProcessRequest(init.method, url, init.headers, init.signal) as unknown as Request;
}
