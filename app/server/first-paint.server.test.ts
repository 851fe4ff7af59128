import { Readable } from "node:stream";
import { describe, expect, test } from "vitest";
import { lowPriorityModulePreloads, markLowPriority } from "~/server/first-paint.server";

/** What the transform makes of `chunks` (strings or bytes), as one string. */
async function through(chunks: Array<string | Buffer>): Promise<string> {
  const out: Buffer[] = [];
  const transform = lowPriorityModulePreloads();
  Readable.from(chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk))).pipe(transform);
  for await (const chunk of transform) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

const HEAD = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/assets/b.js"/></head>';

describe("markLowPriority", () => {
  test("marks every module preload, and nothing else", () => {
    expect(markLowPriority(HEAD)).toBe(
      '<!DOCTYPE html><html><head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head>',
    );
  });

  test("leaves a preload that already says its priority", () => {
    const html = '<link rel="modulepreload" href="/a.js" fetchpriority="high"/>';
    expect(markLowPriority(html)).toBe(html);
  });
});

describe("lowPriorityModulePreloads", () => {
  test("rewrites the head and passes the body as it is", async () => {
    const body = '<body><p>Text with <link rel="modulepreload" href="/x.js"/> in the body</p></body></html>';
    const html = await through([HEAD, body]);
    expect(html).toBe(markLowPriority(HEAD) + body);
  });

  test("finds the end of the head across chunks, multi-byte characters included", async () => {
    const page = `${HEAD.replace("<head>", "<head><title>Café – ₹ jobs</title>")}<body>सभी नौकरियाँ</body></html>`;
    const bytes = Buffer.from(page);
    const chunks = [];
    for (let at = 0; at < bytes.length; at += 7) chunks.push(bytes.subarray(at, at + 7));
    const expected = markLowPriority(page.slice(0, page.indexOf("</head>"))) + page.slice(page.indexOf("</head>"));
    expect(await through(chunks)).toBe(expected);
  });

  test("a page without a head end goes through untouched", async () => {
    expect(await through(["<p>no head", " here</p>"])).toBe("<p>no head here</p>");
  });
});
