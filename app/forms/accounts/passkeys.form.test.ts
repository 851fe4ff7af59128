import { describe, expect, it } from "vitest";
import {
  PASSKEY_MESSAGES,
  passkeyLoginSchema,
  passkeyNameField,
  passkeySettingsSchema,
  registerPasskeyBody,
  renamePasskeyBody,
} from "./passkeys.form.ts";

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

  it("renames with the add rule's name and a passkey id, no password (decision 190)", () => {
    expect(renamePasskeyBody.parse({ passkey_id: 7, name: " Work phone " })).toEqual({
      passkey_id: 7,
      name: "Work phone",
    });
    const long = renamePasskeyBody.safeParse({ passkey_id: 7, name: "x".repeat(61) });
    expect(long.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", PASSKEY_MESSAGES.name],
    ]);
    expect(renamePasskeyBody.safeParse({ passkey_id: 0, name: "Phone" }).error?.issues[0].message).toBe(
      PASSKEY_MESSAGES.notFound,
    );
    // The page's form: the name and the id, nothing else asked.
    expect(passkeySettingsSchema.parse({ intent: "passkey-rename", passkey_id: 7, name: "Tablet" })).toEqual({
      intent: "passkey-rename",
      passkey_id: 7,
      name: "Tablet",
    });
  });
});
