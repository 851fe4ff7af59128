import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { cursorParams, listPosition, Pagination } from "./pagination.tsx";
import { renderSystem as system } from "./theme.ts";

describe("cursorParams", () => {
  it("names the cursors after the page parameter", () => {
    expect(cursorParams("page")).toEqual({ cursor: "cursor", before: "before" });
    expect(cursorParams("reposts_page")).toEqual({ cursor: "reposts_cursor", before: "reposts_before" });
    expect(cursorParams("sent")).toEqual({ cursor: "sent_cursor", before: "sent_before" });
    expect(cursorParams("resume_received")).toEqual({
      cursor: "resume_received_cursor",
      before: "resume_received_before",
    });
  });
});

describe("listPosition", () => {
  const at = (search: string) => `https://joblink.example/individual/network${search}`;

  it("reads the page number, and the cursor a link carried beyond page 1", () => {
    expect(listPosition(at(""))).toEqual({ page: 1 });
    expect(listPosition(at("?page=3"))).toEqual({ page: 3 });
    expect(listPosition(at("?page=2&cursor=WyJ0IiwxXQ"))).toEqual({ page: 2, cursor: "WyJ0IiwxXQ" });
    expect(listPosition(at("?page=2&before=WyJ0IiwxXQ"))).toEqual({ page: 2, before: "WyJ0IiwxXQ" });
    expect(listPosition(new URL(at("?page=4&cursor=abc&before=xyz")))).toEqual({ page: 4, cursor: "abc" });
  });

  it("reads each list of a screen from its own parameters", () => {
    const url = at("?sent=2&sent_cursor=abc&connected=3&connected_before=xyz&received=5");
    expect(listPosition(url, "sent")).toEqual({ page: 2, cursor: "abc" });
    expect(listPosition(url, "connected")).toEqual({ page: 3, before: "xyz" });
    expect(listPosition(url, "received")).toEqual({ page: 5 });
    expect(listPosition(url)).toEqual({ page: 1 });
    expect(listPosition(at("?reposts_page=2&reposts_cursor=abc"), "reposts_page")).toEqual({ page: 2, cursor: "abc" });
  });

  it("leaves out what is not a cursor, and any cursor on page 1", () => {
    expect(listPosition(at("?page=2&cursor=a%20b"))).toEqual({ page: 2 });
    expect(listPosition(at(`?page=2&cursor=${"a".repeat(401)}`))).toEqual({ page: 2 });
    expect(listPosition(at("?page=2&cursor="))).toEqual({ page: 2 });
    expect(listPosition(at("?cursor=abc"))).toEqual({ page: 1 });
    expect(listPosition(at("?page=1&before=abc"))).toEqual({ page: 1 });
    expect(listPosition(at("?page=x&cursor=abc"))).toEqual({ page: 1 });
  });
});

/** The Previous / Next links Pagination renders at `url`, as [label, href]. */
function links(url: string, props: Parameters<typeof Pagination>[0]): Array<[string, string]> {
  const html = renderToString(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[url]}>
        <Pagination {...props} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => [
    label,
    href.replaceAll("&amp;", "&"),
  ]);
}

describe("Pagination links", () => {
  it("Next carries the next cursor, Previous the previous one (none back to page 1)", () => {
    expect(links("/notifications", { page: 1, hasNext: true, label: "All", nextCursor: "n1" })).toEqual([
      ["Next", "/notifications?page=2&cursor=n1"],
    ]);
    expect(
      links("/notifications?page=2&cursor=n1", {
        page: 2,
        hasNext: true,
        label: "All",
        nextCursor: "n2",
        prevCursor: "p2",
      }),
    ).toEqual([
      ["Previous", "/notifications"],
      ["Next", "/notifications?page=3&cursor=n2"],
    ]);
    expect(
      links("/notifications?page=3&cursor=n2", {
        page: 3,
        hasNext: false,
        label: "All",
        nextCursor: null,
        prevCursor: "p3",
      }),
    ).toEqual([["Previous", "/notifications?page=2&before=p3"]]);
    // Back on page 2 by `before`: Next continues by cursor again.
    expect(
      links("/notifications?page=2&before=p3", {
        page: 2,
        hasNext: true,
        label: "All",
        nextCursor: "n2",
        prevCursor: "p2",
      }),
    ).toEqual([
      ["Previous", "/notifications"],
      ["Next", "/notifications?page=3&cursor=n2"],
    ]);
  });

  it("keeps the other lists' parameters of the screen and names its own after its page parameter", () => {
    const url = "/individual/network?received=2&received_cursor=r1&sent=3&sent_before=s0";
    expect(
      links(url, { page: 3, hasNext: true, param: "sent", label: "Sent", nextCursor: "s3", prevCursor: "s2" }),
    ).toEqual([
      ["Previous", "/individual/network?received=2&received_cursor=r1&sent=2&sent_before=s2"],
      ["Next", "/individual/network?received=2&received_cursor=r1&sent=4&sent_cursor=s3"],
    ]);
    expect(
      links("/profile/asha/1?reposts_page=2&reposts_cursor=a", {
        page: 2,
        hasNext: false,
        param: "reposts_page",
        label: "Reposts",
        prevCursor: "b",
      }),
    ).toEqual([["Previous", "/profile/asha/1"]]);
  });

  it("without cursors (a list paged by number) the links carry the page only", () => {
    expect(links("/search?q=x&page=2", { page: 2, hasNext: true, label: "Results" })).toEqual([
      ["Previous", "/search?q=x"],
      ["Next", "/search?q=x&page=3"],
    ]);
    expect(links("/search?q=x&page=4", { page: 4, hasNext: false, label: "Results" })).toEqual([
      ["Previous", "/search?q=x&page=3"],
    ]);
    expect(links("/search", { page: 1, hasNext: false, label: "Results" })).toEqual([]);
  });
});
