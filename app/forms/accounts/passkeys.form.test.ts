import { describe, expect, it } from "vitest";
import { PASSKEY_MESSAGES, passkeyLoginSchema, passkeyNameField, registerPasskeyBody } from "./passkeys.form.ts";

const registration = {
  id: "AbC-_1",
  rawId: "AbC-_1",
  type: "public-key",
  clientExtensionResults: {},
  response: { clientDataJSON: "eyJ9", attestationObject: "o2Nm", transports: ["internal"] },
};

describe("passkeys' fields", () => {
  it("takes a name of up to 60 characters, trimmed", () => {
    expect(passkeyNameField.parse("  My phone ")).toBe("My phone");
    expect(passkeyNameField.safeParse("x".repeat(61)).error?.issues[0].message).toBe(PASSKEY_MESSAGES.name);
    expect(passkeyNameField.safeParse("   ").success).toBe(false);
  });

  it("takes the browser's registration answer, and refuses one that is not base64url or has other fields", () => {
    expect(registerPasskeyBody.parse({ name: "Phone", response: registration }).response.id).toBe("AbC-_1");
    const notB64 = registerPasskeyBody.safeParse({ name: "Phone", response: { ...registration, id: "a+b/" } });
    expect(notB64.error?.issues[0].message).toBe(PASSKEY_MESSAGES.unreadable);
    const extra = registerPasskeyBody.safeParse({ name: "Phone", response: { ...registration, password: "x" } });
    expect(extra.success).toBe(false);
    const wrongType = registerPasskeyBody.safeParse({ name: "Phone", response: { ...registration, type: "password" } });
    expect(wrongType.error?.issues[0].message).toBe(PASSKEY_MESSAGES.unreadable);
  });

  it("reads the login form's answer from JSON text, and says so when it is not JSON", () => {
    const answer = {
      id: "AbC",
      rawId: "AbC",
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
    };
    const parsed = passkeyLoginSchema.parse({ intent: "passkey", response: JSON.stringify(answer) });
    expect(parsed).toEqual({ intent: "passkey", response: answer });
    expect(passkeyLoginSchema.safeParse({ intent: "passkey", response: "{not json" }).error?.issues[0].message).toBe(
      PASSKEY_MESSAGES.unreadable,
    );
    expect(passkeyLoginSchema.parse({ intent: "passkey-options" })).toEqual({ intent: "passkey-options" });
  });
});
