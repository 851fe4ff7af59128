import type { HeadersFunction } from "react-router";

/**
 * How long browsers and shared caches may keep a public page (decision 101): a minute fresh, then
 * served stale for up to five more while it is revalidated in the background.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/** Never stored anywhere: pages for a member, pages that set a cookie, and every page by default. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * A public page's body depends on the cookies only through the session (which turns it private)
 * and the `tz` cookie; the server compresses it per request by `Accept-Encoding`.
 */
export const PUBLIC_PAGE_VARY = "Cookie, Accept-Encoding";

/**
 * The `headers` export of a route whose page is the same for every visitor (job details, company
 * pages, member profiles): `export const headers = publicPageHeaders;`. It only opts the route
 * in: server.js (`applyPageCachePolicy`) makes the answer `private, no-store` again when the
 * request carries a session or the answer sets a cookie, and adds the ETag. A parent route that
 * already said `private` or `no-store` wins. Set-Cookie headers are carried over by React Router.
 */
export const publicPageHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers();
  const inherited = loaderHeaders.get("Cache-Control") ?? parentHeaders.get("Cache-Control");
  if (inherited && /\b(?:private|no-store|no-cache)\b/i.test(inherited)) {
    headers.set("Cache-Control", inherited);
    return headers;
  }
  headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  headers.set("Vary", PUBLIC_PAGE_VARY);
  return headers;
};
