import { describe, expect, test } from "vitest";
import { PUBLIC_PAGE_CACHE_CONTROL, publicPageHeaders } from "./http-cache.ts";
import {
  applyPageCachePolicy,
  hasSessionCookie,
  ifNoneMatchMatches,
  isPublicCacheControl,
  nonceFromCsp,
  pageEtag,
} from "./http-cache.server.ts";

const CSP = (nonce: string) =>
  `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'`;

/** A rendered page the way entry.server.tsx answers: nonce in the CSP header and in the HTML. */
function page(nonce: string, init: { status?: number; headers?: Record<string, string>; text?: string } = {}) {
  const text = init.text ?? `<html><script nonce="${nonce}">go()</script><style nonce="${nonce}"></style>Job</html>`;
  return new Response(text, {
    status: init.status ?? 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": CSP(nonce),
      "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
      Vary: "Cookie, Accept-Encoding",
      ...init.headers,
    },
  });
}

const get = (headers: Record<string, string> = {}, method = "GET") =>
  new Request("http://localhost/job-details/1", { method, headers });

describe("helpers", () => {
  test("hasSessionCookie finds the auth cookie by its exact name", () => {
    expect(hasSessionCookie("auth=abc.def")).toBe(true);
    expect(hasSessionCookie("tz=Europe%2FLondon; auth=x")).toBe(true);
    expect(hasSessionCookie("tz=Asia%2FKolkata; flash=e30%3D")).toBe(false);
    expect(hasSessionCookie("oauth=x; author=y")).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
    expect(hasSessionCookie("")).toBe(false);
  });

  test("isPublicCacheControl wants public and neither private nor no-store", () => {
    expect(isPublicCacheControl(PUBLIC_PAGE_CACHE_CONTROL)).toBe(true);
    expect(isPublicCacheControl("max-age=60, public")).toBe(true);
    expect(isPublicCacheControl("private, no-store")).toBe(false);
    expect(isPublicCacheControl("public, no-store")).toBe(false);
    expect(isPublicCacheControl("no-store")).toBe(false);
    expect(isPublicCacheControl(null)).toBe(false);
  });

  test("nonceFromCsp reads the nonce source", () => {
    expect(nonceFromCsp(CSP("a+b/c=="))).toBe("a+b/c==");
    expect(nonceFromCsp("default-src 'none'")).toBeUndefined();
    expect(nonceFromCsp(null)).toBeUndefined();
  });

  test("pageEtag is weak, the same for two renders that differ only by nonce, different for other content", () => {
    const a = pageEtag('<script nonce="N1">x</script>', "N1");
    const b = pageEtag('<script nonce="N2">x</script>', "N2");
    expect(a).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(a).toBe(b);
    expect(pageEtag('<script nonce="N1">y</script>', "N1")).not.toBe(a);
  });

  test("ifNoneMatchMatches compares weakly, in lists, and with *", () => {
    expect(ifNoneMatchMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchMatches("*", 'W/"abc"')).toBe(true);
    expect(ifNoneMatchMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchMatches(null, 'W/"abc"')).toBe(false);
  });
});

describe("publicPageHeaders", () => {
  const args = (parent: HeadersInit = {}, loader: HeadersInit = {}) => ({
    parentHeaders: new Headers(parent),
    loaderHeaders: new Headers(loader),
    actionHeaders: new Headers(),
    errorHeaders: undefined,
  });

  test("opts the route in to short public caching, varying by cookie and encoding", () => {
    const headers = new Headers(publicPageHeaders(args()));
    expect(headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(headers.get("Vary")).toBe("Cookie, Accept-Encoding");
  });

  test("a parent's or the loader's private answer wins", () => {
    expect(new Headers(publicPageHeaders(args({ "Cache-Control": "private, no-store" }))).get("Cache-Control")).toBe(
      "private, no-store",
    );
    expect(new Headers(publicPageHeaders(args({}, { "Cache-Control": "no-store" }))).get("Cache-Control")).toBe(
      "no-store",
    );
  });
});

describe("applyPageCachePolicy", () => {
  test("a visitor's public page keeps its Cache-Control and gets a weak ETag; the body is unchanged", async () => {
    const res = await applyPageCachePolicy(get(), page("N1"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(res.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    expect(res.headers.get("ETag")).toMatch(/^W\//);
    expect(res.headers.get("Content-Security-Policy")).toBe(CSP("N1"));
    expect(await res.text()).toContain('nonce="N1"');
  });

  test("the ETag ignores the nonce, so a later render answers 304 to it: no body, no CSP", async () => {
    const first = await applyPageCachePolicy(get(), page("N1"));
    const etag = first.headers.get("ETag")!;
    const again = await applyPageCachePolicy(get({ "If-None-Match": etag, Cookie: "tz=Asia%2FKolkata" }), page("N2"));
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(again.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    // The browser keeps the stored page and its headers: a fresh CSP would carry another nonce.
    expect(again.headers.has("Content-Security-Policy")).toBe(false);
    expect(again.headers.has("Content-Type")).toBe(false);
  });

  test("a changed page answers 200 with a new ETag", async () => {
    const etag = (await applyPageCachePolicy(get(), page("N1"))).headers.get("ETag")!;
    const changed = await applyPageCachePolicy(
      get({ "If-None-Match": etag }),
      page("N2", { text: "<html>Closed</html>" }),
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  test("with a session the same page is private, no-store, without ETag and never 304", async () => {
    const etag = (await applyPageCachePolicy(get(), page("N1"))).headers.get("ETag")!;
    const res = await applyPageCachePolicy(get({ Cookie: "auth=signed-value", "If-None-Match": etag }), page("N2"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.has("ETag")).toBe(false);
  });

  test("an answer that sets a cookie is private, no-store", async () => {
    const res = await applyPageCachePolicy(get(), page("N1", { headers: { "Set-Cookie": "flash=; Max-Age=0" } }));
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.has("ETag")).toBe(false);
    expect(res.headers.get("Set-Cookie")).toBe("flash=; Max-Age=0");
  });

  test("pages that did not opt in are private, no-store by default", async () => {
    const res = await applyPageCachePolicy(
      get(),
      new Response("<html></html>", { headers: { "Content-Type": "text/html" } }),
    );
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  test("an error or a redirect from a public route is not cached", async () => {
    const notFound = await applyPageCachePolicy(get(), page("N1", { status: 404 }));
    expect(notFound.headers.get("Cache-Control")).toBe("private, no-store");
    const redirect = await applyPageCachePolicy(
      get(),
      new Response(null, { status: 302, headers: { Location: "/login", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } }),
    );
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Cache-Control")).toBe("private, no-store");
  });

  test("a form post to a public route is private, no-store", async () => {
    const res = await applyPageCachePolicy(get({}, "POST"), page("N1"));
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  test("a visitor's HEAD stays public, without ETag (no body to hash)", async () => {
    const res = await applyPageCachePolicy(
      get({}, "HEAD"),
      new Response(null, { headers: { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } }),
    );
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(res.headers.has("ETag")).toBe(false);
  });

  test("a route's own non-public value is kept for visitors, replaced for members", async () => {
    const poll = () => Response.json({}, { headers: { "Cache-Control": "no-store" } });
    expect((await applyPageCachePolicy(get(), poll())).headers.get("Cache-Control")).toBe("no-store");
    expect((await applyPageCachePolicy(get({ Cookie: "auth=x" }), poll())).headers.get("Cache-Control")).toBe(
      "private, no-store",
    );
  });

  test("immutable, build-versioned answers (the route manifest) pass untouched, even for members", async () => {
    const manifest = Response.json({}, { headers: { "Cache-Control": "public, max-age=31536000, immutable" } });
    const res = await applyPageCachePolicy(get({ Cookie: "auth=x" }), manifest);
    expect(res).toBe(manifest);
  });

  test("answers with immutable headers (Response.redirect) are copied, not mutated", async () => {
    const res = await applyPageCachePolicy(get(), Response.redirect("http://localhost/login", 302));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("http://localhost/login");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("applyPageCachePolicy and answers that tag or stream themselves (decision 170)", () => {
  test("a route's own ETag and its own 304 pass untouched for visitors; with a session they are private", async () => {
    const card = () =>
      new Response("png", {
        headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400", ETag: '"abc"' },
      });
    const own = await applyPageCachePolicy(get(), card());
    expect(own.headers.get("ETag")).toBe('"abc"');
    expect(own.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const notModified = await applyPageCachePolicy(
      get({ "If-None-Match": '"abc"' }),
      new Response(null, { status: 304, headers: { "Cache-Control": "public, max-age=86400", ETag: '"abc"' } }),
    );
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("ETag")).toBe('"abc"');
    const member = await applyPageCachePolicy(get({ Cookie: "auth=x" }), card());
    expect(member.headers.get("Cache-Control")).toBe("private, no-store");
    expect(member.headers.has("ETag")).toBe(false);
  });

  test("a streamed answer is not read whole to be tagged", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          controller.enqueue(new TextEncoder().encode("<url/>"));
        },
      },
      { highWaterMark: 0 },
    );
    const res = await applyPageCachePolicy(
      get(),
      new Response(body, { headers: { "Cache-Control": "public, max-age=3600", "X-Accel-Buffering": "no" } }),
    );
    expect(res.headers.has("ETag")).toBe(false);
    expect(pulled).toBeLessThanOrEqual(1);
    await res.body!.cancel();
  });
});
