/**
 * Sitemaps (sitemaps.org protocol, decision 170): `/sitemap.xml`, an index of the pages
 * `/sitemaps/pages/1.xml` (the public job search), `/sitemaps/jobs/{n}.xml` (open job posts) and
 * `/sitemaps/companies/{n}.xml` (company pages).
 * A page holds the URLs of one range of 50,000 ids, so it can never pass the protocol's 50,000
 * URLs; it also stops short of its 50 MB (`SITEMAP_MAX_BYTES`), whatever the length of the site's
 * address. Pure: the pages' pieces come from an async source of entries.
 */
import type { SitemapEntry, SitemapKind } from "#app/contract/seo.ts";
import { escapeXml } from "./xml.ts";

/** The protocol's limits: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed, per file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = "</urlset>\n";

/** The address of a kind's sitemap page. */
export function sitemapPagePath(kind: SitemapKind | typeof PUBLIC_PAGES_SITEMAP, page: number): string {
  return `/sitemaps/${kind}/${page}.xml`;
}

/** The public page a sitemap entry names. */
export function entryPath(kind: SitemapKind, id: number): string {
  return kind === "jobs" ? `/job-details/${id}` : `/profile/corporate/${id}`;
}

/** The site's fixed public pages a crawler starts from: the job search, whose results change by the hour. */
export const PUBLIC_PAGES_SITEMAP = "pages";
const PUBLIC_PAGES = ["/jobs"] as const;

/** The sitemap of the fixed public pages: no lastmod (they have no single time), a changefreq instead. */
export function publicPagesSitemapXml(base: string): string {
  const items = PUBLIC_PAGES.map(
    (path) => `<url><loc>${escapeXml(base + path)}</loc><changefreq>hourly</changefreq></url>\n`,
  ).join("");
  return `${URLSET_OPEN}${items}${URLSET_CLOSE}`;
}

/** The index: the fixed pages' sitemap, then one `<sitemap>` per page of a kind (`base` is the site's address, without a trailing slash). */
export function sitemapIndexXml(base: string, pages: ReadonlyArray<{ kind: SitemapKind; page: number }>): string {
  const paths = [
    sitemapPagePath(PUBLIC_PAGES_SITEMAP, 1),
    ...pages.map(({ kind, page }) => sitemapPagePath(kind, page)),
  ];
  const items = paths.map((path) => `<sitemap><loc>${escapeXml(base + path)}</loc></sitemap>\n`).join("");
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}

/**
 * One sitemap page as pieces: the head, one piece per read of entries (`reads` yields them a
 * batch at a time), the end. Stops before a URL that would pass either limit.
 */
export async function* sitemapPageXml(
  base: string,
  kind: SitemapKind,
  reads: AsyncIterable<readonly SitemapEntry[]>,
): AsyncGenerator<string> {
  const encoder = new TextEncoder();
  let bytes = encoder.encode(URLSET_OPEN).length + encoder.encode(URLSET_CLOSE).length;
  let urls = 0;
  yield URLSET_OPEN;
  outer: for await (const entries of reads) {
    let piece = "";
    for (const entry of entries) {
      const url = `<url><loc>${escapeXml(base + entryPath(kind, entry.id))}</loc><lastmod>${entry.lastmod}</lastmod></url>\n`;
      const size = encoder.encode(url).length;
      if (urls + 1 > SITEMAP_MAX_URLS || bytes + size > SITEMAP_MAX_BYTES) {
        if (piece) yield piece;
        break outer;
      }
      urls += 1;
      bytes += size;
      piece += url;
    }
    if (piece) yield piece;
  }
  yield URLSET_CLOSE;
}
