/**
 * The browser's side of passkeys (decision 183): WebAuthn is a JavaScript API, so these run only
 * after hydration. @simplewebauthn/browser is loaded when a member asks for a passkey, keeping
 * it out of the first page's script.
 */
import { useEffect, useState } from "react";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";

/** True once the page runs JavaScript in a browser that has WebAuthn; false on the server and without it. */
export function usePasskeySupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  return supported;
}

/** What the member reads when the browser's prompt ends without a passkey. */
export function passkeyErrorMessage(error: unknown): string {
  // SimpleWebAuthn's WebAuthnError has a `code`; its `name` is the DOMException's.
  const code = error instanceof Error ? `${(error as { code?: string }).code ?? ""} ${error.name}` : "";
  if (/ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED|InvalidStateError/.test(code))
    return "This device's passkey is already on your account.";
  if (/ERROR_CEREMONY_ABORTED|NotAllowedError|AbortError/.test(code))
    return "The passkey prompt was closed or timed out. Try again.";
  return "Your browser could not use a passkey here. Try again, or log in with your password.";
}

/** Asks the browser to make a passkey for `optionsJSON`; answers its RegistrationResponseJSON as text. */
export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<string> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  return JSON.stringify(await startRegistration({ optionsJSON }));
}

/** Asks the browser for any of the site's passkeys for `optionsJSON`; answers its AuthenticationResponseJSON as text. */
export async function getPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<string> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return JSON.stringify(await startAuthentication({ optionsJSON }));
}
