import { describe, expect, test } from "vitest";
import { safeRedirectTarget, sameSitePath } from "./safe-redirect.ts";

describe("safeRedirectTarget: only same-site paths (issue 10, items 5 and 8)", () => {
  test.each([
    ["/individual/network", "/individual/network"],
    ["/search-results?search=react&type=all", "/search-results?search=react&type=all"],
    ["/profile/asha-verma/1#about", "/profile/asha-verma/1#about"],
    // Normalised as a browser would: dot segments, spaces and non-ASCII encoded.
    ["/a/../individual/jobs", "/individual/jobs"],
    ["/search-results?search=a b", "/search-results?search=a%20b"],
    ["/profile/ärger", "/profile/%C3%A4rger"],
    // CR, LF and tabs are dropped by the URL parser, so no header can be split.
    ["/individual/network\r\nSet-Cookie: x=1", "/individual/networkSet-Cookie:%20x=1"],
    ["/notifications\n", "/notifications"],
  ])("%j → %j", (target, expected) => {
    expect(safeRedirectTarget(target, "/home")).toBe(expected);
  });

  test.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example/x",
    "/\n/evil.example",
    "\t//evil.example",
    "/.//evil.example/x",
    "/./\\evil.example",
    "/..//evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "relative/path",
    "[object File]",
    "",
    null,
    undefined,
  ])("%j leads elsewhere → the fallback", (target) => {
    expect(safeRedirectTarget(target, "/home")).toBe("/home");
  });

  test("parsed against the app's origin: an absolute URL on it is its path, another origin is refused", () => {
    const base = "https://jobs.example.com/login?redirectTo=x";
    expect(sameSitePath("https://jobs.example.com/individual/jobs?tab=applied", base)).toBe(
      "/individual/jobs?tab=applied",
    );
    expect(sameSitePath("http://jobs.example.com/individual/jobs", base)).toBeNull();
    expect(sameSitePath("https://jobs.example.com.evil.example/", base)).toBeNull();
    expect(sameSitePath("/%09/evil.example/x", base)).toBe("/%09/evil.example/x");
  });
});
