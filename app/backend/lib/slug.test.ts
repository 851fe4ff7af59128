import { describe, expect, test } from "vitest";
import { FALLBACK_SLUG, slugify } from "./slug.ts";

describe("slugify", () => {
  test.each([
    [["Asha", "Verma"], "asha-verma"],
    [["Mary-Jane", "O'Brien"], "mary-jane-o-brien"],
    [["  Anne  Marie ", "D’Souza"], "anne-marie-d-souza"],
    [["José", "Zoë"], "jose-zoe"],
    [["Ünal", "Çelik"], "unal-celik"],
    [["Acme Technologies"], "acme-technologies"],
    [["R2", "D2"], "r2-d2"],
  ])("%j → %s", (parts, expected) => {
    expect(slugify(...parts)).toBe(expected);
  });

  test("keeps letters of other scripts", () => {
    expect(slugify("आशा", "वर्मा")).toBe("आशा-वर्मा");
  });

  test("a name with nothing usable becomes the fallback", () => {
    expect(slugify("---", "!!!")).toBe(FALLBACK_SLUG);
    expect(slugify("")).toBe(FALLBACK_SLUG);
    expect(slugify(null, undefined)).toBe(FALLBACK_SLUG);
  });

  test("plain ASCII (its own quicker path) gives what the Unicode path gives", () => {
    // A combining accent at the end sends the text down the Unicode path, which drops it.
    const general = (text: string) => slugify(`${text}\u0301`);
    for (let code = 0x20; code <= 0x7e; code += 1) {
      const c = String.fromCharCode(code);
      for (const text of [c, `a${c}b`, `${c}${c}Zq 9${c}`, `${c}-${"x".repeat(79)}`])
        expect(slugify(text), JSON.stringify(text)).toBe(general(text));
    }
  });

  test("is at most 80 characters and never ends with a hyphen", () => {
    const slug = slugify("a".repeat(79), "bcd");
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug).toBe("a".repeat(79));
  });
});
