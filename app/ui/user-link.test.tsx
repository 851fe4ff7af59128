import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "#app/server/sanitize-html.server.ts";
import { UserLink } from "./user-link.tsx";
import { USER_LINK_REL } from "./user-link-rel.ts";

const rels = (html: string) => [...html.matchAll(/<a\b[^>]*\brel="([^"]*)"/g)].map((m) => m[1].split(/\s+/).sort());

describe('links members write keep rel="nofollow ugc noopener" (issue 36)', () => {
  it("a company website link", () => {
    const html = renderToStaticMarkup(<UserLink href="https://acme.example">acme.example</UserLink>);
    expect(rels(html)).toEqual([["nofollow", "noopener", "noreferrer", "ugc"]]);
    expect(html).toContain('target="_blank"');
  });

  it("every link of rich text, whatever rel it was written with", () => {
    const html = sanitizeRichText(
      '<p><a href="https://a.example" rel="follow">a</a> <a href="https://b.example" rel="">b</a> <a href="mailto:x@b.example" rel="opener">c</a> <a href="https://c.example">d</a></p>',
    );
    expect(rels(html)).toEqual(Array.from({ length: 4 }, () => ["nofollow", "noopener", "noreferrer", "ugc"]));
    expect(USER_LINK_REL.split(" ")).toEqual(expect.arrayContaining(["nofollow", "ugc", "noopener"]));
  });
});
