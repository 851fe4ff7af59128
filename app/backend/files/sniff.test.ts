import { describe, expect, test } from "vitest";
import { isImage, isPdf, sniffType } from "./sniff.ts";

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...Buffer.from(v, "latin1")] : [v])));

describe("sniffType", () => {
  test("PNG", () => {
    expect(sniffType(bytes(0x89, "PNG\r\n", 0x1a, "\n", 0, 0))).toBe("image/png");
  });
  test("JPEG", () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF"))).toBe("image/jpeg");
  });
  test("WebP needs RIFF and WEBP", () => {
    expect(sniffType(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
    expect(sniffType(bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt "))).toBeNull();
  });
  test("PDF", () => {
    expect(sniffType(bytes("%PDF-1.4\n"))).toBe("application/pdf");
    expect(sniffType(bytes("%PDF"))).toBeNull();
  });
  test("text, HTML, SVG, GIF and empty files are none of them", () => {
    for (const text of [
      "hello, I am a PNG",
      "<html><script>alert(1)</script>",
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
      "GIF89a",
      "",
    ]) {
      expect(sniffType(bytes(text)), text).toBeNull();
    }
  });
  test("a truncated signature is not enough", () => {
    expect(sniffType(bytes(0x89, "PNG"))).toBeNull();
    expect(sniffType(bytes(0xff, 0xd8))).toBeNull();
  });
});

test("isImage and isPdf", () => {
  expect(isImage(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe(true);
  expect(isImage(bytes("%PDF-1.7"))).toBe(false);
  expect(isPdf(bytes("%PDF-1.7"))).toBe(true);
  expect(isPdf(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe(false);
});
