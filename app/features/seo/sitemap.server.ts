/** The sitemap index, its pages and robots.txt as answers (decision 170). */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { sitemapKinds, type SitemapEntry, type SitemapKind } from "#app/contract/seo.ts";
import { publicUrlFor } from "#app/ui/share-meta.server.ts";
import { PUBLIC_PAGES_SITEMAP, publicPagesSitemapXml, sitemapIndexXml, sitemapPageXml } from "./sitemap.ts";
import { streamOf } from "./xml.ts";

type Args = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };

/** Crawlers read them often: kept an hour by caches (a new post shows within that hour). */
const SITEMAP_CACHE_CONTROL = "public, max-age=3600";
/** URLs asked of the API per read of a page. */
const READ_SIZE = 5_000;

/** The site's address as people reach it, without a trailing slash. */
export function siteBase(request: Request): string {
  return publicUrlFor(request, "/").replace(/\/+$/, "");
}

const xmlHeaders = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL };

const notFound = () =>
  new Response("Not found.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function sitemapIndexResponse({ request, context }: Args): Promise<Response> {
  const index = await context.get(apiContext).seo.sitemap();
  const pages = sitemapKinds.flatMap((kind) => index[kind].map((page) => ({ kind, page })));
  return new Response(sitemapIndexXml(siteBase(request), pages), { headers: xmlHeaders });
}

/** `/sitemaps/{kind}/{n}.xml`, streamed: the API is asked for the next READ_SIZE URLs only as the client reads. */
export async function sitemapPageResponse({ request, params, context }: Args): Promise<Response> {
  if (params.kind === PUBLIC_PAGES_SITEMAP && params.file === "1.xml") {
    return new Response(request.method === "HEAD" ? null : publicPagesSitemapXml(siteBase(request)), {
      headers: xmlHeaders,
    });
  }
  const kind = sitemapKinds.find((name) => name === params.kind);
  const match = /^([1-9]\d{0,5})\.xml$/.exec(params.file ?? "");
  if (!kind || !match) return notFound();
  const page = Number(match[1]);
  const api = context.get(apiContext).seo;
  // The first read is made before answering, so a failing API is an error page, not a cut-off file.
  const first = await api.sitemapPage(kind, { page, limit: READ_SIZE });
  async function* reads(): AsyncGenerator<readonly SitemapEntry[]> {
    let read = first;
    yield read.items;
    while (read.next_after !== null) {
      read = await api.sitemapPage(kind as SitemapKind, { page, after: read.next_after, limit: READ_SIZE });
      yield read.items;
    }
  }
  return new Response(request.method === "HEAD" ? null : streamOf(sitemapPageXml(siteBase(request), kind, reads())), {
    headers: { ...xmlHeaders, "X-Accel-Buffering": "no" },
  });
}

/**
 * What crawlers may read: the public pages (jobs, company pages, profiles, the legal pages,
 * login and sign-up), not the member's own screens, forms' endpoints or the API; and where the
 * sitemap is.
 */
export const ROBOTS_DISALLOWED = [
  "/api/",
  "/individual/",
  "/corporate/",
  "/settings/",
  "/notifications",
  "/chats/",
  "/post-details/",
  "/my-company-post/",
  "/search-results",
  "/connections",
  "/jobs/actions",
  "/resume-requests",
  "/resume/",
  "/applications/",
  "/events",
  "/logout",
  "/auth/",
  "/job-alerts/",
  "/forgot-password",
  "/embed/",
] as const;

export function robotsResponse({ request }: Pick<Args, "request">): Response {
  const lines = [
    "User-agent: *",
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${siteBase(request)}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
