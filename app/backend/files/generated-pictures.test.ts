import { describe, expect, test } from "vitest";
import { keyFromPublicUrl } from "./storage.ts";
import { generatedPictureSvg, generatedPictureUrl, parseGeneratedPath } from "./generated-pictures.ts";

describe("generated pictures", () => {
  test("the same number draws the same picture; numbers differ", () => {
    expect(generatedPictureSvg("person", 5)).toBe(generatedPictureSvg("person", 5));
    const people = new Set(Array.from({ length: 40 }, (_, n) => generatedPictureSvg("person", n)));
    expect(people.size).toBeGreaterThan(35);
    const logos = new Set(Array.from({ length: 40 }, (_, n) => generatedPictureSvg("company", n)));
    expect(logos.size).toBeGreaterThan(20);
  });

  test("plain SVG: no script, no event handler, no external reference", () => {
    for (let n = 0; n < 50; n++) {
      for (const svg of [generatedPictureSvg("person", n), generatedPictureSvg("company", n)]) {
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="[0-9 ]+">/);
        expect(svg.endsWith("</svg>")).toBe(true);
        expect(svg).not.toMatch(/<script|\son\w+=|href=|url\(/i);
      }
    }
  });

  test("addresses: made and read back; never a storage key (never deleted)", () => {
    const url = generatedPictureUrl("person", 42);
    expect(url).toBe("/api/files/generated/person/42.svg");
    expect(parseGeneratedPath(url.replace("/api/files/", ""))).toEqual({ kind: "person", n: 42 });
    expect(parseGeneratedPath("generated/company/7.svg")).toEqual({ kind: "company", n: 7 });
    for (const bad of [
      "generated/person/-1.svg",
      "generated/person/1.png",
      "generated/cat/1.svg",
      "generated/person/1.svg/x",
      "public/generated/person/1.svg",
    ]) {
      expect(parseGeneratedPath(bad), bad).toBeNull();
    }
    expect(keyFromPublicUrl(url)).toBeNull();
  });
});
