import { describe, expect, it } from "vitest";
import { appCodeField, loginCodeField, loginTwoFactorBody, TWO_FACTOR_MESSAGES } from "./two-factor.form.ts";

describe("two-step verification's fields", () => {
  it("takes an app code with the space a phone shows", () => {
    expect(appCodeField.parse("123 456")).toBe("123456");
    const refused = appCodeField.safeParse("12345");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe(TWO_FACTOR_MESSAGES.appCode);
  });

  it("takes a recovery code in any case, with or without its dash", () => {
    expect(loginCodeField.parse("K7M2P-X9Q4R")).toBe("k7m2px9q4r");
    expect(loginCodeField.parse(" k7m2p x9q4r ")).toBe("k7m2px9q4r");
    expect(loginCodeField.parse("654321")).toBe("654321");
    for (const bad of ["k7m2p-x9q4", "1234567", "k7m2p_x9q4r", "x".repeat(41)]) {
      expect(loginCodeField.safeParse(bad).error?.issues[0].message).toBe(TWO_FACTOR_MESSAGES.loginCode);
    }
  });

  it("refuses a challenge id that cannot be one", () => {
    const refused = loginTwoFactorBody.safeParse({ challenge_id: "a b", code: "123456" });
    expect(refused.error?.issues[0].message).toBe(TWO_FACTOR_MESSAGES.challenge);
  });
});
