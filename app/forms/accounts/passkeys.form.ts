/**
 * Passkeys' forms and bodies (issue 38, decision 183): adding one (the password, then what the
 * browser's authenticator made, with a name), renaming one (the name alone, decision 190),
 * removing one (the password), and signing in with one. The browser's answers are WebAuthn's JSON (what @simplewebauthn/browser returns); only
 * their shape and sizes are checked here, the signatures by the API.
 */
import { z } from "zod";
import { currentPasswordField, idField, requiredString } from "#app/forms/fields.ts";
import { challengeIdField } from "./two-factor.form.ts";

export const PASSKEY_MESSAGES = {
  name: "Name the passkey in 60 characters or fewer.",
  unreadable: "The passkey's answer could not be read. Try again.",
  notFound: "That passkey is not on your account.",
} as const;

const PASSKEY_NAME_MAX = 60;

export const passkeyNameField = requiredString().max(PASSKEY_NAME_MAX, { error: PASSKEY_MESSAGES.name });

/** A base64url field of the browser's answer; 16 kB is far above any real authenticator's. */
const b64url = z
  .string({ error: PASSKEY_MESSAGES.unreadable })
  .max(16_384, { error: PASSKEY_MESSAGES.unreadable })
  .regex(/^[A-Za-z0-9_-]*$/, { error: PASSKEY_MESSAGES.unreadable });

const credentialBase = {
  id: b64url.min(1, { error: PASSKEY_MESSAGES.unreadable }),
  rawId: b64url,
  type: z.literal("public-key", { error: PASSKEY_MESSAGES.unreadable }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"], { error: PASSKEY_MESSAGES.unreadable }).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown(), { error: PASSKEY_MESSAGES.unreadable }),
};

/** `navigator.credentials.create()`'s answer as JSON (RegistrationResponseJSON). */
export const registrationResponse = z.strictObject(
  {
    ...credentialBase,
    response: z.object(
      {
        clientDataJSON: b64url,
        attestationObject: b64url,
        authenticatorData: b64url.optional(),
        publicKey: b64url.optional(),
        publicKeyAlgorithm: z.number({ error: PASSKEY_MESSAGES.unreadable }).int().optional(),
        transports: z.array(z.string().max(32), { error: PASSKEY_MESSAGES.unreadable }).max(10).optional(),
      },
      { error: PASSKEY_MESSAGES.unreadable },
    ),
  },
  { error: PASSKEY_MESSAGES.unreadable },
);

/** `navigator.credentials.get()`'s answer as JSON (AuthenticationResponseJSON). */
export const authenticationResponse = z.strictObject(
  {
    ...credentialBase,
    response: z.object(
      {
        clientDataJSON: b64url,
        authenticatorData: b64url,
        signature: b64url,
        userHandle: b64url.optional(),
      },
      { error: PASSKEY_MESSAGES.unreadable },
    ),
  },
  { error: PASSKEY_MESSAGES.unreadable },
);

/** A form's hidden field carrying one of those answers as JSON text. */
function jsonField<T extends z.ZodType>(schema: T) {
  return z
    .string({ error: PASSKEY_MESSAGES.unreadable })
    .max(65_536, { error: PASSKEY_MESSAGES.unreadable })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: PASSKEY_MESSAGES.unreadable });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

export const passkeyIdField = idField(PASSKEY_MESSAGES.notFound);

export const registerPasskeyBody = z.object({ name: passkeyNameField, response: registrationResponse });
export const removePasskeyBody = z.object({ passkey_id: passkeyIdField, current_password: currentPasswordField });
/** Renaming takes the same name rule as adding, and no password: it changes no way in (decision 190). */
export const renamePasskeyBody = z.object({ passkey_id: passkeyIdField, name: passkeyNameField });
export const loginPasskeyBody = z.object({ response: authenticationResponse });
/** A passkey as the second step (decision 185): bound to the pending login's challenge. */
export const secondStepPasskeyOptionsBody = z.object({ challenge_id: challengeIdField });
export const secondStepPasskeyBody = z.object({ challenge_id: challengeIdField, response: authenticationResponse });

/** The security page's passkey forms, one per `intent`. */
export const passkeySettingsSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("passkey-options"), name: passkeyNameField, current_password: currentPasswordField }),
  z.object({ intent: z.literal("passkey-add"), name: passkeyNameField, response: jsonField(registrationResponse) }),
  z.object({ intent: z.literal("passkey-rename"), passkey_id: passkeyIdField, name: passkeyNameField }),
  z.object({ intent: z.literal("passkey-remove"), passkey_id: passkeyIdField, current_password: currentPasswordField }),
]);

/** The login page's (and the second step's) passkey steps: a challenge, then the authenticator's answer. */
export const passkeyLoginSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("passkey-options") }),
  z.object({ intent: z.literal("passkey"), response: jsonField(authenticationResponse) }),
]);
