import { describe, expect, test } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.ts";

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe("password hashing", () => {
  test("a hash verifies its password and no other", async () => {
    const hash = await hashPassword("Secret@123");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain("Secret@123");
    expect(await verifyPassword("Secret@123", hash)).toBe(true);
    expect(await verifyPassword("secret@123", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  test("every hash has its own salt", async () => {
    const [a, b] = await Promise.all([hashPassword("Same@1234", FAST), hashPassword("Same@1234", FAST)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("Same@1234", a)).toBe(true);
    expect(await verifyPassword("Same@1234", b)).toBe(true);
  });

  test("the parameters stored with a hash are the ones used to check it", async () => {
    const hash = await hashPassword("Fast@1234", FAST);
    expect(hash.startsWith("scrypt$1024$8$1$")).toBe(true);
    expect(await verifyPassword("Fast@1234", hash)).toBe(true);
  });

  test("unicode passwords are normalised", async () => {
    const composed = "Caf\u00e9@1234";
    const decomposed = "Cafe\u0301@1234";
    const hash = await hashPassword(composed, FAST);
    expect(await verifyPassword(decomposed, hash)).toBe(true);
  });

  test("malformed stored values never match", async () => {
    for (const stored of [
      "",
      "plain",
      "scrypt$1$2$3",
      "bcrypt$1024$8$1$c2FsdA==$aGFzaA==",
      "scrypt$x$8$1$c2FsdA==$aGFzaA==",
      "scrypt$1024$8$1$c2FsdA==$",
    ]) {
      expect(await verifyPassword("anything", stored), stored).toBe(false);
    }
  });

  test("the dummy check always fails", async () => {
    expect(await verifyAgainstDummy("Secret@123")).toBe(false);
  });
});
