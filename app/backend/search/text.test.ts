import { describe, expect, test } from "vitest";
import { ftsMatch, htmlText, indexText, queryWords, tsQueryText } from "./text.ts";

describe("search text", () => {
  test("words are letters and digits; everything else separates them", () => {
    expect(queryWords(`"Node.js" OR 'C++' NEAR(a b) x:* & !y (z) café ＦＵＬＬ²`)).toEqual(["node", "js", "or", "c", "near", "a", "b", "x", "y", "z", "café", "full2"]);
    expect(queryWords("!!! *** '' ")).toEqual([]);
    expect(queryWords("a ".repeat(50))).toHaveLength(32);
  });

  test("query syntax is built from words only", () => {
    expect(ftsMatch(["react", "dev"])).toBe(`"react" "dev"*`);
    expect(tsQueryText(["react", "dev"])).toBe("react & dev:*");
    expect(tsQueryText(["solo"])).toBe("solo:*");
  });

  test("index text: words only, HTML reduced to its visible text", () => {
    expect(indexText("Node.js", null, "", "asha@x.com")).toBe("node js asha x com");
    expect(htmlText("<p>Build &amp; ship <b>fast</b>&#33;&nbsp;&#x41;&unknown;</p>")).toBe(" Build & ship  fast ! A  ");
  });
});
