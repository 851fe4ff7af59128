import { describe, expect, test } from "vitest";
import { deriveKey, seal, unseal } from "./crypto.ts";

describe("seal / unseal", () => {
  const key = deriveKey("secret-one", "mail-outbox");

  test("round trip; each seal differs (random IV); the plaintext is not in it", () => {
    const first = seal(key, "code 042517 ✓", "<1@x>");
    const second = seal(key, "code 042517 ✓", "<1@x>");
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain("042517");
    expect(unseal(key, first, "<1@x>")).toBe("code 042517 ✓");
  });

  test("another key, another context, an altered or truncated value: refused", () => {
    const sealed = seal(key, "hello", "<1@x>");
    expect(() => unseal(deriveKey("secret-two", "mail-outbox"), sealed, "<1@x>")).toThrow();
    expect(() => unseal(deriveKey("secret-one", "other"), sealed, "<1@x>")).toThrow();
    expect(() => unseal(key, sealed, "<2@x>")).toThrow();
    const [v, iv, tag, data] = sealed.split(".");
    const flipped = Buffer.from(data, "base64url");
    flipped[0] ^= 1;
    expect(() => unseal(key, [v, iv, tag, flipped.toString("base64url")].join("."), "<1@x>")).toThrow();
    expect(() => unseal(key, [v, iv, tag.slice(0, 8), data].join("."), "<1@x>")).toThrow();
    expect(() => unseal(key, "hello", "<1@x>")).toThrow(/not a sealed value/);
  });
});
