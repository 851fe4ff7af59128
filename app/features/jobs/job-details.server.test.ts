import { describe, expect, test } from "vitest";
import { ABOUT_PREVIEW_CHARS, companyAbout } from "./job-details.server.ts";

describe("the job page's company box", () => {
  test("a company page's about, cut at a word; no page, no about", () => {
    expect(
      companyAbout("Acme", "/files/logo.png", {
        userId: 7,
        about: "  We build things.  ",
        website: "https://acme.example",
      }),
    ).toEqual({
      name: "Acme",
      logo: "/files/logo.png",
      about: "We build things.",
      website: "https://acme.example",
      pagePath: "/profile/corporate/7",
    });
    const long = `${"word ".repeat(100)}end`;
    const cut = companyAbout("Acme", null, { userId: 7, about: long, website: null }).about;
    expect(cut.length).toBeLessThanOrEqual(ABOUT_PREVIEW_CHARS + 1);
    expect(cut.endsWith("word…")).toBe(true);
    expect(companyAbout("Infosys", null, null)).toEqual({
      name: "Infosys",
      logo: null,
      about: "",
      website: null,
      pagePath: null,
    });
  });
});
