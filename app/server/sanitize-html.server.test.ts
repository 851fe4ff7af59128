import { describe, expect, test } from "vitest";
import { plainTextToHtml, richTextToPlain, sanitizeRichText } from "./sanitize-html.server.ts";

describe("sanitizeRichText", () => {
  test("keeps what the editor produces", () => {
    const html =
      '<p style="text-align:center"><strong>Bold</strong> <em>italic</em> <u>under</u></p>' +
      '<ol><li><p>one</p></li></ol><ul><li>two</li></ul><p><a href="https://acme.example/jobs" target="_blank" rel="nofollow ugc noopener noreferrer">apply</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<p style="text-align: center">x</p>')).toBe('<p style="text-align:center">x</p>');
  });

  test("drops script tags with their content", () => {
    expect(sanitizeRichText('<p>Hi</p><script>alert("x")</script>')).toBe("<p>Hi</p>");
    expect(sanitizeRichText("<p>a<script src=//evil.example/x.js></script>b</p>")).toBe("<p>ab</p>");
  });

  test("drops event handler attributes", () => {
    expect(sanitizeRichText('<p onclick="steal()">Hi</p>')).toBe("<p>Hi</p>");
    expect(sanitizeRichText('<img src=x onerror="alert(1)"><p>ok</p>')).toBe("<p>ok</p>");
    expect(sanitizeRichText('<a href="https://ok.example" onmouseover="x()">x</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="nofollow ugc noopener noreferrer">x</a>',
    );
  });

  test("removes javascript: and data: links, keeps http(s) and mailto", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("x");
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe("x");
    expect(sanitizeRichText('<a href="data:text/html,<script>1</script>">x</a>')).toBe("x");
    expect(sanitizeRichText('<a href="mailto:jobs@acme.example">mail</a>')).toContain(
      'href="mailto:jobs@acme.example"',
    );
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe("x");
  });

  test("keeps nested lists", () => {
    const nested = "<ul><li>a<ul><li>b<ol><li>c</li></ol></li></ul></li></ul>";
    expect(sanitizeRichText(nested)).toBe(nested);
  });

  test("allows only left or centre alignment as style", () => {
    expect(sanitizeRichText('<p style="text-align: left; color: red">x</p>')).toBe('<p style="text-align:left">x</p>');
    expect(sanitizeRichText('<p style="background: url(javascript:alert(1))">x</p>')).toBe("<p>x</p>");
    expect(sanitizeRichText('<p style="text-align: right">x</p>')).toBe("<p>x</p>");
  });

  test("drops iframes, styles, forms and unknown tags", () => {
    expect(
      sanitizeRichText('<iframe src="https://evil.example"></iframe><style>p{}</style><form><input></form><p>x</p>'),
    ).toBe("<p>x</p>");
  });
});

describe("plainTextToHtml", () => {
  test("paragraphs and line breaks, escaped", () => {
    expect(plainTextToHtml("Hello <b>world</b>\nline two\n\nSecond & last")).toBe(
      "<p>Hello &lt;b&gt;world&lt;/b&gt;<br>line two</p><p>Second &amp; last</p>",
    );
    expect(plainTextToHtml("  \n\n ")).toBe("");
  });
});

describe("richTextToPlain", () => {
  test("visible text with spaces between blocks", () => {
    expect(richTextToPlain("<p>One</p><ul><li>Two</li><li>Three</li></ul>")).toBe("One Two Three");
  });
});

describe("remembered results", () => {
  test("the same input gives the same output, first time or later, also after many others", () => {
    const html = '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x">there</a></p>';
    const first = sanitizeRichText(html);
    expect(first).toBe("<p>Hi there</p>");
    for (let i = 0; i < 600; i += 1) expect(sanitizeRichText(`<p>n${i}<script>x</script></p>`)).toBe(`<p>n${i}</p>`);
    expect(sanitizeRichText(html)).toBe(first);
    expect(richTextToPlain("<p>a</p><p>b</p>")).toBe("a b");
    expect(richTextToPlain("<p>a</p><p>b</p>")).toBe("a b");
    const long = `<p>${"x".repeat(600_000)}</p>`;
    expect(sanitizeRichText(long)).toBe(long);
  });
});
