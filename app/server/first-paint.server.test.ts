import { describe, expect, test } from "vitest";
import { markLowPriority, markLowPriorityHead } from "./first-paint.server.ts";

const HEAD =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/assets/b.js"/></head>';

describe("markLowPriority", () => {
  test("marks every module preload, and nothing else; a preload of this site loses its nonce", () => {
    expect(markLowPriority(HEAD)).toBe(
      '<!DOCTYPE html><html><head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head>',
    );
  });

  test("a preload of another origin keeps its nonce (script-src allows only 'self' without one)", () => {
    for (const href of ["//cdn.example/a.js", "https://cdn.example/a.js"]) {
      expect(markLowPriority(`<link rel="modulepreload" href="${href}" nonce="n"/>`)).toBe(
        `<link rel="modulepreload" fetchpriority="low" href="${href}" nonce="n"/>`,
      );
    }
  });

  test("leaves a preload that already says its priority", () => {
    const html = '<link rel="modulepreload" href="/a.js" fetchpriority="high"/>';
    expect(markLowPriority(html)).toBe(html);
  });
});

describe("markLowPriorityHead", () => {
  test("rewrites the head and leaves the body as it is", () => {
    const body = '<body><p>Text with <link rel="modulepreload" href="/x.js"/> in the body</p></body></html>';
    expect(markLowPriorityHead(Buffer.from(HEAD + body)).toString("utf8")).toBe(markLowPriority(HEAD) + body);
  });

  test("multi-byte characters around the head are kept", () => {
    const page = `${HEAD.replace("<head>", "<head><title>Café – ₹ jobs</title>")}<body>सभी नौकरियाँ</body></html>`;
    const expected = markLowPriority(page.slice(0, page.indexOf("</head>"))) + page.slice(page.indexOf("</head>"));
    expect(markLowPriorityHead(Buffer.from(page)).toString("utf8")).toBe(expected);
  });

  test("a head that grows (nothing to take out) or shrinks gives the same page", () => {
    const body = "<body>x</body></html>";
    const grows = '<html><head><link rel="modulepreload" href="https://cdn.example/a.js"/></head>';
    expect(markLowPriorityHead(Buffer.from(grows + body)).toString("utf8")).toBe(markLowPriority(grows) + body);
    const shrinks = `<html><head>${'<link rel="modulepreload" href="/assets/a.js" nonce="0123456789abcdef0123456789"/>'.repeat(3)}</head>`;
    const page = markLowPriorityHead(Buffer.from(shrinks + body));
    expect(page.toString("utf8")).toBe(markLowPriority(shrinks) + body);
    expect(page.length).toBeLessThan(Buffer.byteLength(shrinks + body));
  });

  test("a page without a head end is left untouched", () => {
    const html = '<p>no head <link rel="modulepreload" href="/x.js"/></p>';
    expect(markLowPriorityHead(Buffer.from(html)).toString("utf8")).toBe(html);
  });
});
