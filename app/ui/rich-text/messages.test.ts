import { describe, expect, test } from "vitest";
import { validLinkAddress } from "./messages.ts";

describe("validLinkAddress", () => {
  test.each([
    "",
    "   ",
    "https://",
    "http://",
    "javascript:alert(1)",
    "data:text/html,x",
    "ftp://files.example",
    "https://localhost",
    "mailto:nobody",
  ])("refuses %j", (value) => {
    expect(validLinkAddress(value)).toBeNull();
  });
  test("accepts web and mail addresses, adding https:// when the scheme is missing", () => {
    expect(validLinkAddress("https://acme.example/jobs")).toBe("https://acme.example/jobs");
    expect(validLinkAddress("acme.example/careers")).toBe("https://acme.example/careers");
    expect(validLinkAddress("mailto:jobs@acme.example")).toBe("mailto:jobs@acme.example");
  });
});
