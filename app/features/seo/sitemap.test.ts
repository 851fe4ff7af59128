import { describe, expect, test } from "vitest";
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, sitemapIndexXml, sitemapPageXml } from "./sitemap.ts";
import { escapeXml, streamOf } from "./xml.ts";

async function* batches(count: number, size: number, start = 1) {
  for (let first = start; first < start + count; first += size) {
    yield Array.from({ length: Math.min(size, start + count - first) }, (_, i) => ({
      id: first + i,
      lastmod: "2026-12-01T10:00:00.000Z",
    }));
  }
}

async function text(pieces: AsyncGenerator<string>): Promise<string> {
  let out = "";
  for await (const piece of pieces) out += piece;
  return out;
}

describe("sitemaps (decision 170)", () => {
  test("the index names the fixed pages' sitemap and each page under the site's address", () => {
    const xml = sitemapIndexXml("https://joblink.example", [
      { kind: "jobs", page: 1 },
      { kind: "companies", page: 2 },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<sitemap><loc>https://joblink.example/sitemaps/pages/1.xml</loc></sitemap>");
    expect(xml).toContain("<sitemap><loc>https://joblink.example/sitemaps/jobs/1.xml</loc></sitemap>");
    expect(xml).toContain("<sitemap><loc>https://joblink.example/sitemaps/companies/2.xml</loc></sitemap>");
  });

  test("a page: each entry's page with its lastmod, read batch by batch", async () => {
    const xml = await text(sitemapPageXml("https://joblink.example", "jobs", batches(3, 2)));
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      "<url><loc>https://joblink.example/job-details/3</loc><lastmod>2026-12-01T10:00:00.000Z</lastmod></url>",
    );
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
    const companies = await text(sitemapPageXml("https://joblink.example", "companies", batches(1, 1, 9)));
    expect(companies).toContain("<loc>https://joblink.example/profile/corporate/9</loc>");
  });

  test("never more than 50,000 URLs, and the source is not read past them", async () => {
    let read = 0;
    async function* counted() {
      for await (const batch of batches(SITEMAP_MAX_URLS + 5_000, 5_000)) {
        read += batch.length;
        yield batch;
      }
    }
    const xml = await text(sitemapPageXml("https://joblink.example", "jobs", counted()));
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(read).toBeLessThanOrEqual(SITEMAP_MAX_URLS + 5_000);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
  });

  test("never more than 50 MB, however long the site's address", async () => {
    const base = `https://joblink.example/${"x".repeat(1900)}`;
    const xml = await text(sitemapPageXml(base, "jobs", batches(40_000, 5_000)));
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
    expect(xml.match(/<url>/g)!.length).toBeLessThan(40_000);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
  });

  test("XML text is escaped and characters XML cannot carry are dropped", () => {
    expect(escapeXml(`a&b<c>"d"'e'\u0001`)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;");
  });

  test("a stream reads its source only as it is read, and a cancelled one ends it", async () => {
    let made = 0;
    let ended = false;
    async function* source() {
      try {
        for (;;) {
          made += 1;
          yield `piece ${made}`;
        }
      } finally {
        ended = true;
      }
    }
    const reader = streamOf(source()).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("piece 1");
    expect(made).toBeLessThanOrEqual(2);
    await reader.cancel();
    expect(ended).toBe(true);
  });
});
