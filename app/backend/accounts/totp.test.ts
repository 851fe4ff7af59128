import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUrl, totpStep } from "./totp.ts";

// RFC 6238 appendix B: the seeds, and the 8-digit codes at each time for SHA-1, SHA-256, SHA-512.
const SEEDS = {
  sha1: Buffer.from("12345678901234567890"),
  sha256: Buffer.from("12345678901234567890123456789012"),
  sha512: Buffer.from("1234567890123456789012345678901234567890123456789012345678901234"),
};
const VECTORS: Array<[number, string, string, string]> = [
  [59, "94287082", "46119246", "90693936"],
  [1111111109, "07081804", "68084774", "25091201"],
  [1111111111, "14050471", "67062674", "99943326"],
  [1234567890, "89005924", "91819424", "93441116"],
  [2000000000, "69279037", "90698825", "38618901"],
  [20000000000, "65353130", "77737706", "47863826"],
];

describe("TOTP (RFC 6238)", () => {
  it("computes the RFC's test vectors", () => {
    for (const [seconds, sha1, sha256, sha512] of VECTORS) {
      const step = totpStep(new Date(seconds * 1000));
      expect(hotp(SEEDS.sha1, step, 8, "sha1")).toBe(sha1);
      expect(hotp(SEEDS.sha256, step, 8, "sha256")).toBe(sha256);
      expect(hotp(SEEDS.sha512, step, 8, "sha512")).toBe(sha512);
    }
  });

  it("accepts the code of now and of one step either side, once", () => {
    const secret = base32Encode(SEEDS.sha1);
    const at = new Date(1111111109 * 1000);
    const step = totpStep(at);
    const code = hotp(SEEDS.sha1, step);
    expect(code).toBe("081804");
    expect(matchTotp(secret, code, at)).toBe(step);
    expect(matchTotp(secret, code, new Date(at.getTime() + 30_000))).toBe(step);
    expect(matchTotp(secret, code, new Date(at.getTime() + 61_000))).toBeNull();
    expect(matchTotp(secret, code, at, step)).toBeNull();
    expect(matchTotp(secret, "12345", at)).toBeNull();
    expect(matchTotp(secret, "abcdef", at)).toBeNull();
  });
});

describe("base32 and secrets", () => {
  it("round-trips, as RFC 4648's examples", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("MZXW6YTBOI").toString()).toBe("foobar");
    expect(base32Decode("mzxw 6ytb-oi").toString()).toBe("foobar");
    expect(() => base32Decode("M1")).toThrow();
  });

  it("makes 160-bit secrets and the otpauth URL apps read", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl("ABC", "asha@joblink.test")).toBe(
      "otpauth://totp/JobLink:asha%40joblink.test?secret=ABC&issuer=JobLink&algorithm=SHA1&digits=6&period=30",
    );
  });
});
