import { describe, expect, test } from "vitest";
import { isPdf } from "#app/backend/files/sniff.ts";
import { simplePdf } from "./pdf.ts";

describe("simplePdf", () => {
  const bytes = simplePdf([
    { text: "Asha Verma", size: 20 },
    "Full-stack developer (React, Node.js)",
    "Café ünïcode \\ done",
  ]);
  const text = new TextDecoder().decode(bytes);

  test("is a PDF by its magic bytes and ends with %%EOF", () => {
    expect(isPdf(bytes)).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  test("the cross-reference offsets point at their objects", () => {
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(5);
    entries.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  test("the stream length is exact and text is escaped", () => {
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!;
    expect(match[2].length).toBe(Number(match[1]));
    expect(match[2]).toContain("(Full-stack developer \\(React, Node.js\\)) Tj");
    expect(match[2]).toContain("(Caf? ?n?code \\\\ done) Tj");
  });
});
