import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, test } from "vitest";
import { isCompressible, precompressDir } from "./precompress.server.ts";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function makeDir(files: Record<string, string | Buffer>) {
  dir = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), body);
  }
}

const text = (word: string) => `export const x = ${JSON.stringify(word.repeat(400))};\n`;

describe("precompressDir", () => {
  test("writes .br and .gz siblings that decompress to the file", async () => {
    makeDir({
      "assets/entry-abc.js": text("hello "),
      "assets/style-abc.css": text("a{b:c}"),
      "favicon.svg": text("<svg/>"),
    });
    const summary = await precompressDir(dir);
    expect(summary.files).toBe(3);
    for (const rel of ["assets/entry-abc.js", "assets/style-abc.css", "favicon.svg"]) {
      const original = readFileSync(path.join(dir, rel));
      const br = readFileSync(path.join(dir, `${rel}.br`));
      const gz = readFileSync(path.join(dir, `${rel}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
    }
    expect(summary.written).toContain("assets/entry-abc.js.br");
    expect(summary.written).toContain("assets/entry-abc.js.gz");
  });

  test("leaves images, source maps, dot folders and siblings that would not be smaller alone", async () => {
    makeDir({
      "assets/photo-abc.png": Buffer.alloc(4096, 1),
      "assets/entry-abc.js.map": text("map"),
      ".vite/manifest.json": text("{}"),
      "assets/empty-abc.js": "",
    });
    const summary = await precompressDir(dir);
    expect(summary.written).toEqual([]);
    expect(existsSync(path.join(dir, "assets/photo-abc.png.br"))).toBe(false);
    expect(existsSync(path.join(dir, "assets/entry-abc.js.map.br"))).toBe(false);
    expect(existsSync(path.join(dir, ".vite/manifest.json.br"))).toBe(false);
    expect(existsSync(path.join(dir, "assets/empty-abc.js.br"))).toBe(false);
  });

  test("running twice does not compress the siblings themselves", async () => {
    makeDir({ "assets/a.js": text("again ") });
    await precompressDir(dir);
    const second = await precompressDir(dir);
    expect(second.files).toBe(1);
    expect(existsSync(path.join(dir, "assets/a.js.br.br"))).toBe(false);
    expect(existsSync(path.join(dir, "assets/a.js.gz.br"))).toBe(false);
  });
});

test("isCompressible: text formats only", () => {
  for (const name of ["a.js", "a.mjs", "a.css", "a.svg", "a.json", "a.txt", "a.html", "A.JS"])
    expect(isCompressible(name)).toBe(true);
  for (const name of ["a.png", "a.woff2", "a.js.map", "a.js.br", "a.js.gz"]) expect(isCompressible(name)).toBe(false);
});
