import { describe, expect, it, vi } from "vitest";
import {
  createUpstreamClient,
  isAbortError,
  UpstreamError,
  withBodyText,
  withBodyValue,
  type UpstreamClientOptions,
} from "./client.ts";
import type { LoginPayload } from "#app/contract/accounts.ts";

type Seen = { method: string; url: string; headers: Headers; body: string; signal: AbortSignal };

function json(status: number, body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    status,
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string> | undefined) },
  });
}

const ok = (data?: unknown, message = "Done.") => json(200, { result: true, message, data });
const fail = (status: number, message: unknown = "Nope.", extra: Record<string, unknown> = {}) =>
  json(status, { result: false, message, ...extra });

/** A fake fetch answering with `responses` in order (the last one repeats), recording what it saw. */
function fakeFetch(...responses: Array<Response | ((request: Request) => Response | Promise<Response>)>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.clone().text(),
      signal: request.signal,
    });
    const next = responses[Math.min(seen.length - 1, responses.length - 1)];
    const response = typeof next === "function" ? await next(request) : next;
    return response.clone();
  });
  return { fetch, seen };
}

function client(fetch: UpstreamClientOptions["fetch"], options: Partial<UpstreamClientOptions> = {}) {
  return createUpstreamClient({ fetch, retryDelayMs: 0, ...options });
}

const loginPayload = (access: string, refresh: string): LoginPayload => ({
  access_token: access,
  refresh_token: refresh,
  type_of_user: "individual",
  onboarding_complete: true,
  user: { id: 1, email: "asha@example.com" },
});

describe("requests", () => {
  it("builds absolute URLs on http://internal without a base URL, with query parameters", async () => {
    const { fetch, seen } = fakeFetch(ok([]));
    await client(fetch).get("/api/master/skill/list/", {
      query: { search: "type script", limit: 5, none: undefined, nil: null, ids: [1, 2] },
    });
    expect(seen[0].url).toBe("http://internal/api/master/skill/list/?search=type+script&limit=5&ids=1&ids=2");
  });

  it("adds query parameters after a query already in the path", async () => {
    const { fetch, seen } = fakeFetch(ok([]));
    await client(fetch).get("/api/list/?type=suggested", { query: { page: 2, q: "a&b=c" } });
    expect(seen[0].url).toBe("http://internal/api/list/?type=suggested&page=2&q=a%26b%3Dc");
    expect(new URL(seen[0].url).searchParams.get("q")).toBe("a&b=c");
  });

  it("uses the base URL, keeping its path prefix", async () => {
    const { fetch, seen } = fakeFetch(ok());
    await client(fetch, { baseUrl: "https://api.example.com/v1/" }).get("/api/individual/get/");
    expect(seen[0].url).toBe("https://api.example.com/v1/api/individual/get/");
  });

  it("sends JSON bodies and asks for JSON", async () => {
    const { fetch, seen } = fakeFetch(ok({ email: "a@b.co" }));
    const result = await client(fetch).post("/api/user/sign-in/", {
      body: { email: "a@b.co", password: "x" },
      public: true,
    });
    expect(seen[0].method).toBe("POST");
    expect(seen[0].headers.get("Content-Type")).toBe("application/json");
    expect(seen[0].headers.get("Accept")).toBe("application/json");
    expect(JSON.parse(seen[0].body)).toEqual({ email: "a@b.co", password: "x" });
    expect(result).toEqual({ result: true, message: "Done.", data: { email: "a@b.co" } });
  });

  it("sends FormData as multipart", async () => {
    const { fetch, seen } = fakeFetch(ok());
    const form = new FormData();
    form.append("file", new Blob(["x"]), "a.txt");
    await client(fetch).post("/api/user/upload/picture/", { body: form });
    expect(seen[0].headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("lets the Request set the multipart Content-Type and sends the file's bytes and name", async () => {
    const { fetch } = fakeFetch(ok({ type: "photo", url: "/api/files/x" }));
    const form = new FormData();
    form.append("file", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" }));
    await client(fetch, { auth: { accessToken: "A1" } }).post("/api/user/upload/picture/", {
      body: form,
      query: { type: "photo" },
    });
    const request = fetch.mock.calls[0][0];
    expect(request.headers.get("Content-Type")).not.toContain("application/json");
    expect(request.headers.get("Authorization")).toBe("Bearer A1");
    const received = await request.formData();
    const file = received.get("file");
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe("me.png");
    expect([...new Uint8Array(await (file as File).arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it("keeps top-level paging fields", async () => {
    const { fetch } = fakeFetch(
      json(200, { result: true, message: "", data: [1], page: 2, page_size: 20, total: 21, has_next: false }),
    );
    const result = await client(fetch).get<number[], { page: number; has_next: boolean }>("/api/x/list/");
    expect(result.page).toBe(2);
    expect(result.has_next).toBe(false);
  });

  it("accepts an empty success body", async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    await expect(client(fetch).delete("/api/x/")).resolves.toEqual({ result: true, message: "" });
  });

  it("rejects a success body that is not a JSON object", async () => {
    const { fetch } = fakeFetch(new Response("<html>", { status: 200 }));
    await expect(client(fetch).get("/api/x/")).rejects.toThrow(/not a JSON object/);
  });

  it("forwards the client address as X-Forwarded-For", async () => {
    const { fetch, seen } = fakeFetch(ok());
    await client(fetch, { clientAddress: "203.0.113.7" }).get("/api/x/");
    expect(seen[0].headers.get("X-Forwarded-For")).toBe("203.0.113.7");
    const other = fakeFetch(ok());
    await client(other.fetch).get("/api/x/");
    expect(other.seen[0].headers.has("X-Forwarded-For")).toBe(false);
  });

  it("forwards the browser's user agent", async () => {
    const { fetch, seen } = fakeFetch(ok());
    await client(fetch, { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" }).get("/api/x/");
    expect(seen[0].headers.get("User-Agent")).toBe("Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0");
  });
});

describe("answers handed over in process", () => {
  const bodiless = (status: number, text: string) =>
    withBodyText(new Response(null, { status, headers: { "Content-Type": "application/json" } }), text);

  it("reads a body handed over beside the Response", async () => {
    const result = await client(async () =>
      bodiless(200, JSON.stringify({ result: true, message: "Here.", data: { n: 3 } })),
    ).get<{ n: number }>("/api/x/");
    expect(result).toEqual({ result: true, message: "Here.", data: { n: 3 } });
  });

  it("reads a value handed over as its JSON copy: each caller its own, by JSON's rules", async () => {
    const value = {
      result: true,
      message: "Here.",
      data: { n: 3, at: new Date("2026-11-26T00:00:00.000Z"), gone: undefined, list: [1, undefined] },
    };
    const api = client(async () =>
      withBodyValue(new Response(null, { status: 200, headers: { "Content-Type": "application/json" } }), value),
    );
    const [a, b] = await Promise.all([api.get<{ n: number }>("/api/x/"), api.get<{ n: number }>("/api/x/")]);
    expect(a).toStrictEqual(JSON.parse(JSON.stringify(value)));
    expect(a.data).not.toBe(b.data);
    (a.data as { n: number }).n = 4;
    expect(b.data.n).toBe(3);
    expect(value.data.n).toBe(3);
  });

  it("reads a failure's envelope the same way", async () => {
    const error = await client(async () => bodiless(400, JSON.stringify({ result: false, message: "Too long." })))
      .get("/api/x/")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).message).toBe("Too long.");
    const handed = await client(async () =>
      withBodyValue(new Response(null, { status: 409, headers: { "Content-Type": "application/json" } }), {
        result: false,
        message: "Taken.",
        errors: { email: ["Taken."] },
      }),
    )
      .post("/api/x/")
      .catch((e: unknown) => e);
    expect(handed).toBeInstanceOf(UpstreamError);
    expect((handed as UpstreamError).fieldErrors).toEqual({ email: ["Taken."] });
  });
});

describe("reads made twice in one page request", () => {
  it("sends the same GET once and hands each caller its own copy", async () => {
    const { fetch, seen } = fakeFetch(ok({ first_name: "Asha" }));
    const api = client(fetch);
    const [a, b] = await Promise.all([
      api.get<{ first_name: string }>("/api/me/"),
      api.get<{ first_name: string }>("/api/me/"),
    ]);
    expect(seen).toHaveLength(1);
    expect(a).toEqual(b);
    a.data.first_name = "changed";
    expect(b.data.first_name).toBe("Asha");
    expect((await api.get<{ first_name: string }>("/api/me/")).data.first_name).toBe("Asha");
    expect(seen).toHaveLength(1);
  });

  it("tells GETs apart by query and visibility", async () => {
    const { fetch, seen } = fakeFetch(ok());
    const api = client(fetch, { auth: { accessToken: "a", refreshToken: "r" } });
    await api.get("/api/list/", { query: { page: 1 } });
    await api.get("/api/list/", { query: { page: 2 } });
    await api.get("/api/list/", { query: { page: 2 }, public: true });
    await api.get("/api/list/", { query: { page: 1 } });
    expect(seen.map((s) => s.url)).toEqual([
      "http://internal/api/list/?page=1",
      "http://internal/api/list/?page=2",
      "http://internal/api/list/?page=2",
    ]);
    expect(seen[2].headers.get("authorization")).toBeNull();
  });

  it("reads again after a call that may change something, and after a failure", async () => {
    const { fetch, seen } = fakeFetch(fail(503), ok({ n: 1 }), ok(), ok({ n: 2 }));
    const api = client(fetch, { retryDelayMs: 0 });
    expect((await api.get<{ n: number }>("/api/me/")).data.n).toBe(1); // 503, then the retry
    await api.post("/api/me/update/", { body: { bio: "x" } });
    expect((await api.get<{ n: number }>("/api/me/")).data.n).toBe(2);
    expect(seen.map((s) => s.method)).toEqual(["GET", "GET", "POST", "GET"]);
  });

  it("does not keep a failed read", async () => {
    const { fetch, seen } = fakeFetch(fail(404), ok({ n: 1 }));
    const api = client(fetch);
    await expect(api.get("/api/thing/")).rejects.toBeInstanceOf(UpstreamError);
    expect((await api.get<{ n: number }>("/api/thing/")).data.n).toBe(1);
    expect(seen).toHaveLength(2);
  });
});

describe("bearer token", () => {
  it("sends the access token on authenticated calls", async () => {
    const { fetch, seen } = fakeFetch(ok());
    await client(fetch, { auth: { accessToken: "A1" } }).get("/api/individual/get/");
    expect(seen[0].headers.get("Authorization")).toBe("Bearer A1");
  });

  it("sends no token on calls marked public", async () => {
    const { fetch, seen } = fakeFetch(ok());
    await client(fetch, { auth: { accessToken: "A1" } }).post("/api/user/login/", { public: true, body: {} });
    expect(seen[0].headers.has("Authorization")).toBe(false);
  });

  it("sends no token for a visitor", async () => {
    const { fetch, seen } = fakeFetch(ok());
    await client(fetch, { auth: null }).get("/api/individual/get/");
    expect(seen[0].headers.has("Authorization")).toBe(false);
  });
});

describe("failures", () => {
  it("treats 400–599 as failure with status, status text, message, body and field errors", async () => {
    const { fetch } = fakeFetch(
      fail(400, "Please check the highlighted fields.", { errors: { email: ["Email Must Be Valid"], bad: "x" } }),
    );
    const error = await client(fetch)
      .post("/api/user/sign-in/", { body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({
      name: "UpstreamError",
      status: 400,
      statusText: "Bad Request",
      message: "Please check the highlighted fields.",
      body: { result: false, message: "Please check the highlighted fields." },
      fieldErrors: { email: ["Email Must Be Valid"], bad: ["x"] },
    });
  });

  it.each([400, 404, 499, 500, 599])("fails on %i", async (status) => {
    const { fetch } = fakeFetch(fail(status));
    await expect(client(fetch).post("/api/x/")).rejects.toMatchObject({ status });
  });

  it.each([200, 201, 204, 302, 399])("succeeds on %i", async (status) => {
    const { fetch } = fakeFetch(new Response(status === 204 ? null : "{}", { status }));
    await expect(client(fetch).post("/api/x/")).resolves.toMatchObject({ result: true });
  });

  it("keeps the status text a remote server sent and falls back to the reason phrase", async () => {
    const remote = fakeFetch(new Response("", { status: 502, statusText: "Upstream Down" }));
    await expect(client(remote.fetch).post("/api/x/")).rejects.toMatchObject({
      statusText: "Upstream Down",
      message: "Upstream Down",
      body: null,
    });
    const local = fakeFetch(new Response("", { status: 413 }));
    await expect(client(local.fetch).post("/api/x/")).rejects.toMatchObject({
      statusText: "Payload Too Large",
      message: "Payload Too Large",
    });
  });

  it("keeps a body that is not JSON as text", async () => {
    const { fetch } = fakeFetch(new Response("<h1>Bad gateway</h1>", { status: 502 }));
    await expect(client(fetch).post("/api/x/")).rejects.toMatchObject({
      body: "<h1>Bad gateway</h1>",
      message: "Bad Gateway",
    });
  });

  it("joins a list message into the error's message", async () => {
    const { fetch } = fakeFetch(fail(422, ["One.", "Two."]));
    await expect(client(fetch).post("/api/x/")).rejects.toMatchObject({ message: "One. Two." });
  });

  it("lets a network failure through as it is, without retrying", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(client(fetch).get("/api/x/")).rejects.toThrow("fetch failed");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("retries", () => {
  const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(["GET", "HEAD", "OPTIONS"] as const)("retries %s once on each retry status", async (method) => {
    for (const status of RETRIED) {
      const { fetch } = fakeFetch(fail(status), ok("second"));
      const result = await client(fetch).request(method, "/api/x/");
      expect(fetch, `${method} ${status}`).toHaveBeenCalledTimes(2);
      expect(result.data).toBe("second");
    }
  });

  it("retries only once", async () => {
    const { fetch } = fakeFetch(fail(503, "Busy."));
    await expect(client(fetch).get("/api/x/")).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("never retries %s", async (method) => {
    for (const status of RETRIED) {
      const { fetch } = fakeFetch(fail(status), ok());
      await expect(client(fetch).request(method, "/api/x/", { body: { a: 1 } })).rejects.toMatchObject({ status });
      expect(fetch, `${method} ${status}`).toHaveBeenCalledTimes(1);
    }
  });

  it.each([400, 403, 404, 410, 413, 422, 501, 505])("does not retry GET on %i", async (status) => {
    const { fetch } = fakeFetch(fail(status), ok());
    await expect(client(fetch).get("/api/x/")).rejects.toMatchObject({ status });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("resends the same request on retry", async () => {
    const { fetch, seen } = fakeFetch(fail(500), ok());
    await client(fetch, { auth: { accessToken: "A1" } }).get("/api/x/", { query: { q: "1" } });
    expect(seen[1].url).toBe(seen[0].url);
    expect(seen[1].headers.get("Authorization")).toBe("Bearer A1");
  });

  it("waits for a short Retry-After and skips the retry when it is long", async () => {
    vi.useFakeTimers();
    try {
      const short = fakeFetch(
        json(429, { result: false, message: "Slow down." }, { headers: { "Retry-After": "1" } }),
        ok(),
      );
      const pending = client(short.fetch).get("/api/x/");
      await vi.advanceTimersByTimeAsync(999);
      expect(short.fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toMatchObject({ result: true });
      expect(short.fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
    const long = fakeFetch(
      json(
        429,
        { result: false, message: "Too many attempts. Please try again in 30 seconds." },
        { headers: { "Retry-After": "30" } },
      ),
      ok(),
    );
    await expect(client(long.fetch).get("/api/x/")).rejects.toMatchObject({ status: 429 });
    expect(long.fetch).toHaveBeenCalledTimes(1);
  });

  it("waits the default delay before retrying", async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = fakeFetch(fail(502), ok());
      const pending = createUpstreamClient({ fetch }).get("/api/x/");
      await vi.advanceTimersByTimeAsync(150);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(100);
      expect(fetch).toHaveBeenCalledTimes(2);
      await expect(pending).resolves.toMatchObject({ result: true });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("cancellation", () => {
  it("passes the signal on to the request", async () => {
    const controller = new AbortController();
    const { fetch, seen } = fakeFetch(ok());
    await client(fetch).get("/api/x/", { signal: controller.signal });
    expect(seen[0].signal.aborted).toBe(false);
    controller.abort();
    expect(seen[0].signal.aborted).toBe(true);
  });

  it("passes the client's signal on too", async () => {
    const controller = new AbortController();
    const { fetch, seen } = fakeFetch(ok());
    await client(fetch, { signal: controller.signal }).get("/api/x/");
    controller.abort();
    expect(seen[0].signal.aborted).toBe(true);
  });

  it("does not send when already aborted", async () => {
    const { fetch } = fakeFetch(ok());
    const controller = new AbortController();
    controller.abort();
    const error = await client(fetch)
      .get("/api/x/", { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects with an AbortError when a superseded call is aborted, even if the handler ignores the signal", async () => {
    const controller = new AbortController();
    let release!: (response: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const pending = client(fetch).get("/api/x/", { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe("AbortError");
    release(ok());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not retry an aborted call", async () => {
    const controller = new AbortController();
    const { fetch } = fakeFetch(() => {
      controller.abort();
      return fail(503);
    }, ok());
    const error = await client(fetch)
      .get("/api/x/", { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("stops waiting for the retry when aborted during the delay", async () => {
    const controller = new AbortController();
    const { fetch } = fakeFetch(fail(503), ok());
    const pending = client(fetch, { retryDelayMs: 1_000 }).get("/api/x/", { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("lets a fetch AbortError through without retrying", async () => {
    const fetch = vi.fn(async () => {
      throw new DOMException("aborted", "AbortError");
    });
    expect(
      isAbortError(
        await client(fetch)
          .get("/api/x/")
          .catch((e: unknown) => e),
      ),
    ).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("has no default timeout", async () => {
    vi.useFakeTimers();
    try {
      let release!: (response: Response) => void;
      const fetch = vi.fn((request: Request) => {
        expect(request.signal.aborted).toBe(false);
        return new Promise<Response>((resolve) => (release = resolve));
      });
      const pending = client(fetch).get("/api/x/");
      await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
      expect(fetch.mock.calls[0][0].signal.aborted).toBe(false);
      release(ok("late"));
      await expect(pending).resolves.toMatchObject({ data: "late" });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("transparent token refresh", () => {
  /** A fake API: 401 for any token but the current one; refresh swaps R1 → A2/R2. */
  function fakeApi(options: { refreshStatus?: number; acceptAfterRefresh?: boolean } = {}) {
    let current = "A1";
    const seen: Seen[] = [];
    const fetch = vi.fn(async (request: Request) => {
      const body = await request.clone().text();
      seen.push({ method: request.method, url: request.url, headers: request.headers, body, signal: request.signal });
      const path = new URL(request.url).pathname;
      if (path === "/api/user/token/refresh/") {
        if (options.refreshStatus) return fail(options.refreshStatus, "Your session has expired. Please log in again.");
        expect(JSON.parse(body)).toEqual({ refresh_token: "R1" });
        current = "A2";
        return ok(loginPayload("A2", "R2"));
      }
      const token = request.headers.get("Authorization");
      if (token === `Bearer ${current}` && options.acceptAfterRefresh !== false)
        return ok(`${request.method} ${path} ok`);
      return fail(401, "Your session has expired. Please log in again.");
    });
    return { fetch, seen, expire: () => (current = "expired") };
  }

  it("refreshes once on 401, reports the new pair and repeats the call with the new token", async () => {
    const api = fakeApi();
    api.expire();
    const onTokensRefreshed = vi.fn();
    const onSessionExpired = vi.fn();
    const c = client(api.fetch, {
      auth: { accessToken: "A1", refreshToken: "R1" },
      onTokensRefreshed,
      onSessionExpired,
    });
    // the fake accepts A2 after the refresh
    const result = await c.get("/api/individual/get/");
    expect(result.data).toBe("GET /api/individual/get/ ok");
    expect(api.seen.map((s) => [s.method, new URL(s.url).pathname, s.headers.get("Authorization")])).toEqual([
      ["GET", "/api/individual/get/", "Bearer A1"],
      ["POST", "/api/user/token/refresh/", null],
      ["GET", "/api/individual/get/", "Bearer A2"],
    ]);
    expect(onTokensRefreshed).toHaveBeenCalledExactlyOnceWith(loginPayload("A2", "R2"));
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(c.auth).toEqual({ accessToken: "A2", refreshToken: "R2" });
  });

  it("repeats a mutating call once after refreshing, with the same body", async () => {
    const api = fakeApi();
    api.expire();
    const c = client(api.fetch, { auth: { accessToken: "A1", refreshToken: "R1" } });
    await expect(c.put("/api/individual/update/", { body: { bio: "Hi" } })).resolves.toMatchObject({
      data: "PUT /api/individual/update/ ok",
    });
    const puts = api.seen.filter((s) => s.method === "PUT");
    expect(puts.map((s) => [s.headers.get("Authorization"), s.body])).toEqual([
      ["Bearer A1", '{"bio":"Hi"}'],
      ["Bearer A2", '{"bio":"Hi"}'],
    ]);
  });

  it("shares one refresh between concurrent calls", async () => {
    const api = fakeApi();
    api.expire();
    const onTokensRefreshed = vi.fn();
    const c = client(api.fetch, { auth: { accessToken: "A1", refreshToken: "R1" }, onTokensRefreshed });
    await Promise.all([c.get("/api/a/"), c.get("/api/b/"), c.post("/api/c/")]);
    expect(api.seen.filter((s) => s.url.endsWith("/token/refresh/"))).toHaveLength(1);
    expect(onTokensRefreshed).toHaveBeenCalledTimes(1);
    const later = await c.get("/api/d/");
    expect(later.data).toBe("GET /api/d/ ok");
    expect(api.seen.at(-1)?.headers.get("Authorization")).toBe("Bearer A2");
  });

  it("does not refresh on 401 for a public call", async () => {
    const { fetch } = fakeFetch(fail(401, "Email or password is incorrect."));
    const onSessionExpired = vi.fn();
    const c = client(fetch, { auth: { accessToken: "A1", refreshToken: "R1" }, onSessionExpired });
    await expect(c.post("/api/user/login/", { public: true, body: {} })).rejects.toMatchObject({
      status: 401,
      message: "Email or password is incorrect.",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("expires the session when the refresh is refused, and throws the original 401", async () => {
    const api = fakeApi({ refreshStatus: 401 });
    api.expire();
    const onSessionExpired = vi.fn();
    const onTokensRefreshed = vi.fn();
    const c = client(api.fetch, {
      auth: { accessToken: "A1", refreshToken: "R1" },
      onSessionExpired,
      onTokensRefreshed,
    });
    const error = await c.post("/api/individual/create/", { body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: "Your session has expired. Please log in again." });
    expect(api.seen.map((s) => new URL(s.url).pathname)).toEqual([
      "/api/individual/create/",
      "/api/user/token/refresh/",
    ]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onTokensRefreshed).not.toHaveBeenCalled();
    expect(c.auth).toBeNull();
  });

  it("rejects with what sessionExpiredError makes of the 401 once the session has ended, then and later", async () => {
    const api = fakeApi({ refreshStatus: 401 });
    api.expire();
    const ended = new Error("session ended");
    const sessionExpiredError = vi.fn(() => ended);
    const c = client(api.fetch, { auth: { accessToken: "A1", refreshToken: "R1" }, sessionExpiredError });
    await expect(c.get("/api/x/")).rejects.toBe(ended);
    expect(sessionExpiredError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    // A later call of the same client, now without a token, ends the same way.
    await expect(c.get("/api/y/")).rejects.toBe(ended);
    // A public call's 401 (wrong password) is its own.
    await expect(c.post("/api/user/login/", { public: true, body: {} })).rejects.toMatchObject({
      status: 401,
      name: "UpstreamError",
    });
  });

  it("expires the session on 401 when there is no refresh token", async () => {
    const { fetch } = fakeFetch(fail(401, "Your session has expired. Please log in again."));
    const onSessionExpired = vi.fn();
    await expect(client(fetch, { auth: { accessToken: "A1" }, onSessionExpired }).get("/api/x/")).rejects.toMatchObject(
      { status: 401 },
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("does not loop when the new token is refused too", async () => {
    const api = fakeApi({ acceptAfterRefresh: false });
    api.expire();
    const onSessionExpired = vi.fn();
    const c = client(api.fetch, { auth: { accessToken: "A1", refreshToken: "R1" }, onSessionExpired });
    await expect(c.get("/api/x/")).rejects.toMatchObject({ status: 401 });
    expect(api.seen.map((s) => new URL(s.url).pathname)).toEqual(["/api/x/", "/api/user/token/refresh/", "/api/x/"]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("keeps the session when the refresh fails for a transient reason", async () => {
    const api = fakeApi({ refreshStatus: 503 });
    api.expire();
    const onSessionExpired = vi.fn();
    const c = client(api.fetch, { auth: { accessToken: "A1", refreshToken: "R1" }, onSessionExpired });
    await expect(c.get("/api/x/")).rejects.toMatchObject({ status: 503 });
    expect(api.seen.filter((s) => s.url.endsWith("/token/refresh/"))).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(c.auth).toEqual({ accessToken: "A1", refreshToken: "R1" });
  });

  it("calls onSessionExpired only once for several refused calls", async () => {
    const { fetch } = fakeFetch(fail(401));
    const onSessionExpired = vi.fn();
    const c = client(fetch, { auth: { accessToken: "A1" }, onSessionExpired });
    await Promise.allSettled([c.get("/api/a/"), c.get("/api/b/")]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe("uploads and downloads", () => {
  it("sends a FormData upload again, whole, after a token refresh", async () => {
    let current = "A1";
    const files: string[] = [];
    const fetch = vi.fn(async (request: Request) => {
      if (new URL(request.url).pathname === "/api/user/token/refresh/") {
        current = "A2";
        return ok(loginPayload("A2", "R2"));
      }
      const file = (await request.formData()).get("file") as File;
      files.push(`${request.headers.get("Authorization")} ${file.name} ${await file.text()}`);
      return request.headers.get("Authorization") === `Bearer ${current}` && current === "A2"
        ? ok({ name: file.name })
        : fail(401);
    });
    const form = new FormData();
    form.append("file", new File(["%PDF-1.4 resume"], "cv.pdf", { type: "application/pdf" }));
    const c = client(fetch, { auth: { accessToken: "A1", refreshToken: "R1" } });
    await expect(c.post("/api/individual/resume/upload/", { body: form })).resolves.toMatchObject({
      data: { name: "cv.pdf" },
    });
    expect(files).toEqual(["Bearer A1 cv.pdf %PDF-1.4 resume", "Bearer A2 cv.pdf %PDF-1.4 resume"]);
  });

  it("raw() resolves with the response itself, unread, with its headers", async () => {
    const pdf = new Response("%PDF-1.4 bytes", {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": 'attachment; filename="Asha-Verma-resume.pdf"',
      },
    });
    const { fetch, seen } = fakeFetch(pdf);
    const response = await client(fetch, { auth: { accessToken: "A1" } }).raw("GET", "/api/individual/resume/get/", {
      query: { user_id: 3 },
    });
    expect(seen[0].url).toBe("http://internal/api/individual/resume/get/?user_id=3");
    expect(seen[0].headers.get("Authorization")).toBe("Bearer A1");
    expect(seen[0].headers.get("Accept")).toBe("*/*");
    expect(response.bodyUsed).toBe(false);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="Asha-Verma-resume.pdf"');
    expect(await response.text()).toBe("%PDF-1.4 bytes");
  });

  it("raw() rejects 400–599 with an UpstreamError carrying the envelope's message", async () => {
    const { fetch } = fakeFetch(fail(403, "You need the owner's permission to see this resume."));
    await expect(
      client(fetch, { auth: { accessToken: "A1" } }).raw("GET", "/api/individual/resume/get/"),
    ).rejects.toMatchObject({
      name: "UpstreamError",
      status: 403,
      message: "You need the owner's permission to see this resume.",
    });
  });

  it("raw() retries a GET once on 503 and refreshes the token on 401 like the other calls", async () => {
    const retried = fakeFetch(fail(503), new Response("pdf", { status: 200 }));
    await expect((await client(retried.fetch).raw("GET", "/api/x/")).text()).resolves.toBe("pdf");
    expect(retried.fetch).toHaveBeenCalledTimes(2);

    const onTokensRefreshed = vi.fn();
    const refreshed = fakeFetch(fail(401), ok(loginPayload("A2", "R2")), new Response("pdf", { status: 200 }));
    const c = client(refreshed.fetch, { auth: { accessToken: "A1", refreshToken: "R1" }, onTokensRefreshed });
    await expect((await c.raw("GET", "/api/individual/resume/get/")).text()).resolves.toBe("pdf");
    expect(refreshed.seen.map((s) => s.headers.get("Authorization"))).toEqual(["Bearer A1", null, "Bearer A2"]);
    expect(onTokensRefreshed).toHaveBeenCalledTimes(1);
  });
});
