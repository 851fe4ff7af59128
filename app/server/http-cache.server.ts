/**
 * Who may keep a page, and for how long (decision 101). server.js runs every answer of React
 * Router (documents, `.data` requests, resource routes) through `applyPageCachePolicy`.
 */
import { createHash } from "node:crypto";
import { authCookie } from "./cookies.server.ts";
import { PRIVATE_CACHE_CONTROL } from "./http-cache.ts";

/** Does the `Cookie` header carry a session (an `auth` cookie, valid or not)? */
export function hasSessionCookie(cookieHeader: string | null | undefined, name: string = authCookie.name): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const eq = pair.indexOf("=");
    return (eq < 0 ? pair : pair.slice(0, eq)).trim() === name;
  });
}

/** A `Cache-Control` that lets a cache store the answer for everyone. */
export function isPublicCacheControl(value: string | null | undefined): boolean {
  if (!value) return false;
  return /(?:^|,)\s*public\s*(?:,|$)/i.test(value) && !/\b(?:private|no-store)\b/i.test(value);
}

/** The nonce of a Content-Security-Policy (`'nonce-…'`), if it has one. */
export function nonceFromCsp(csp: string | null | undefined): string | undefined {
  return csp?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];
}

/**
 * A weak ETag over the page with its CSP nonce taken out: two renders of the same page differ
 * only in the per-request nonce, so they are equivalent (weak), not byte-identical (strong).
 */
export function pageEtag(body: string, nonce?: string): string {
  const stable = nonce ? body.replaceAll(nonce, "") : body;
  return `W/"${createHash("sha256").update(stable).digest("base64url").slice(0, 27)}"`;
}

/** `If-None-Match` against an ETag with the weak comparison (RFC 9110 §13.1.2). */
export function ifNoneMatchMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === wanted);
}

/** Headers a 304 repeats from the 200 it stands for (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = ["Cache-Control", "Content-Location", "Date", "ETag", "Expires", "Vary"];

/**
 * The caching rules for pages:
 * - A route opts in to public caching with `export const headers = publicPageHeaders`. Its answer
 *   stays public only for a GET/HEAD without a session cookie, status 200, and no Set-Cookie; it
 *   then gets a weak ETag (the body is buffered for that) and a matching `If-None-Match` gets a
 *   304 with no body and no Content-Security-Policy, so the browser keeps the stored page together
 *   with the CSP whose nonce that page carries.
 * - Everything else is `private, no-store` (ETag removed), unless a route chose another
 *   non-public value itself (the chat poll's `no-store`) and there is neither session nor cookie.
 * - Build-versioned answers marked `immutable` (React Router's route manifest) pass untouched, and
 *   so do public answers with an ETag of their own or streamed (`X-Accel-Buffering: no`).
 */
export async function applyPageCachePolicy(request: Request, response: Response): Promise<Response> {
  const cacheControl = response.headers.get("Cache-Control");
  if (cacheControl && /\bimmutable\b/i.test(cacheControl)) return response;

  const method = request.method.toUpperCase();
  const personal = hasSessionCookie(request.headers.get("Cookie")) || response.headers.has("Set-Cookie");
  // A route that tags its own answers also answers its own 304s (a share card, decision 170).
  const answered = response.status === 200 || (response.status === 304 && response.headers.has("ETag"));
  const shareable =
    (method === "GET" || method === "HEAD") && answered && !personal && isPublicCacheControl(cacheControl);

  if (!shareable) {
    const res = new Response(response.body, response);
    if (!cacheControl || personal || isPublicCacheControl(cacheControl))
      res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    res.headers.delete("ETag");
    return res;
  }
  if (method === "HEAD" || !response.body) return response;
  // A route that tags its own answer (a share card), or streams it (a sitemap page:
  // `X-Accel-Buffering: no`), is not read whole here (decision 170).
  if (response.headers.has("ETag") || response.headers.get("X-Accel-Buffering") === "no") return response;

  const body = new Uint8Array(await response.arrayBuffer());
  const etag = pageEtag(new TextDecoder().decode(body), nonceFromCsp(response.headers.get("Content-Security-Policy")));
  if (ifNoneMatchMatches(request.headers.get("If-None-Match"), etag)) {
    const headers = new Headers();
    for (const name of NOT_MODIFIED_HEADERS) {
      const value = response.headers.get(name);
      if (value) headers.set(name, value);
    }
    headers.set("ETag", etag);
    return new Response(null, { status: 304, headers });
  }
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
