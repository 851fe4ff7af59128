import { describe, expect, test } from "vitest";
import { ftsMatch, htmlText, indexText, queryTerms, queryWords, relaxedTerms, tsQueryText } from "./text.ts";

describe("search text", () => {
  test("words are letters and digits; everything else separates them", () => {
    expect(queryWords(`"Node.js" OR 'C++' NEAR(a b) x:* & !y (z) café ＦＵＬＬ²`)).toEqual([
      "node",
      "js",
      "or",
      "c",
      "near",
      "a",
      "b",
      "x",
      "y",
      "z",
      "café",
      "full2",
    ]);
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

  test("the last word is a prefix from two letters on; the others are whole words", () => {
    expect(queryTerms(["senior", "react", "de"])).toEqual([
      { word: "senior", prefix: false },
      { word: "react", prefix: false },
      { word: "de", prefix: true },
    ]);
    expect(queryTerms(["react", "d"])).toEqual([
      { word: "react", prefix: false },
      { word: "d", prefix: false },
    ]);
    expect(ftsMatch(queryTerms(["react", "d"]))).toBe(`"react" "d"`);
    expect(tsQueryText(queryTerms(["react", "dev"]))).toBe("react & dev:*");
    expect(
      ftsMatch([
        { word: "node", prefix: false },
        { word: "js", prefix: false },
      ]),
    ).toBe(`"node" "js"`);
  });

  test("relaxing drops the word that matches fewest documents alone, the later one of a tie", () => {
    const terms = queryTerms(["senior", "react", "zzqx", "bengaluru"]);
    expect(relaxedTerms(terms, [900, 400, 0, 120])).toEqual({
      terms: [terms[0], terms[1], terms[3]],
      dropped: terms[2],
    });
    // A tie: the one typed last goes (a prefix still being typed, most often).
    expect(relaxedTerms(terms, [5, 0, 7, 0])?.dropped).toBe(terms[3]);
    // Dropping the prefix leaves whole words: the remaining terms keep theirs.
    expect(relaxedTerms(terms, [9, 9, 9, 1])?.terms.map((term) => term.prefix)).toEqual([false, false, false]);
    // One word: nothing left to drop.
    expect(relaxedTerms(queryTerms(["react"]), [0])).toBeNull();
    expect(relaxedTerms([], [])).toBeNull();
  });
});
