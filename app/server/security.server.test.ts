import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, createNonce } from "./security.server.ts";

describe("Content-Security-Policy", () => {
  test("scripts and style elements need the request's nonce; no unsafe-inline for either", () => {
    const csp = contentSecurityPolicy("abc123");
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));
    expect(directive("script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(directive("style-src-elem")).toBe("style-src-elem 'self' 'nonce-abc123'");
    expect(directive("script-src")).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  test("each nonce is fresh and long enough", () => {
    const a = createNonce();
    const b = createNonce();
    expect(a).not.toBe(b);
    expect(Buffer.from(a, "base64")).toHaveLength(16);
  });
});
