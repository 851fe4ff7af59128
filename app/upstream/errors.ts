/**
 * Turning failed calls into what the user sees: snackbars (spec §8) and per-field form errors
 * (Conform's `submission.reply({ fieldErrors, formErrors })`).
 */
import { isAbortError, statusTextOf, UpstreamError } from "./client.ts";
import type { FieldErrors } from "#app/contract/common.ts";

/** Statuses whose snackbar is the status text (spec §8). */
export const STATUS_TEXT_STATUSES: ReadonlySet<number> = new Set([502, 404, 413, 500]);

/** Shown for a rejection that carries no message at all. */
export const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

/**
 * The snackbars for a failed call, exactly as spec §8 says:
 * - a cancelled call: none (it was superseded, nobody is waiting for it);
 * - no response body (a network failure, an empty error response): the error's own message;
 * - 502, 404, 413, 500: the status text ("Bad Gateway", "Not Found", "Payload Too Large",
 *   "Internal Server Error"), the standard phrase when the response carried none;
 * - 409 and 400: the response's `message` field;
 * - any other status: `message`; when it is a list, or a map of lists, each entry is its own
 *   snackbar.
 * When the needed field is missing, the error's own message stands in.
 */
export function snackbarMessagesFor(error: unknown): string[] {
  if (isAbortError(error)) return [];
  if (error instanceof UpstreamError) {
    if (error.body === null || error.body === "") return [ownMessage(error)];
    if (STATUS_TEXT_STATUSES.has(error.status)) return [statusTextOf(error.status, error.statusText)];
    const entries = isRecord(error.body) ? messageEntries(error.body.message) : [];
    return entries.length > 0 ? entries : [ownMessage(error)];
  }
  if (error instanceof Error) return [ownMessage(error)];
  if (typeof error === "string" && error.trim() !== "") return [error];
  return [FALLBACK_MESSAGE];
}

/** The envelope's `errors` map of a failed call (empty when it has none). */
export function fieldErrorsFor(error: unknown): FieldErrors {
  return error instanceof UpstreamError ? error.fieldErrors : {};
}

/** True when a failed call carries per-field messages. */
export function hasFieldErrors(error: unknown): boolean {
  return Object.keys(fieldErrorsFor(error)).length > 0;
}

/**
 * The options of Conform's `submission.reply()` for a failed call: the API's per-field
 * messages on the form's fields, and everything else as form errors.
 *
 * - `fields`: the names of the form's fields; errors for other keys (e.g. `id` on the reset
 *   form, or the API's `form`) become form errors. Omit it to keep every key as a field.
 * - Without any per-field message, the form errors are the call's snackbar messages.
 * - `hideFields` is passed through (e.g. `["password", "confirm_password"]` so passwords are
 *   not sent back to the browser).
 */
export function replyOptionsFor(
  error: unknown,
  options: { fields?: readonly string[]; hideFields?: string[] } = {},
): { fieldErrors: FieldErrors; formErrors: string[]; hideFields?: string[] } {
  const fieldErrors: FieldErrors = {};
  const formErrors: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrorsFor(error))) {
    if (!options.fields || options.fields.includes(field)) fieldErrors[field] = [...messages];
    else formErrors.push(...messages);
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0) {
    formErrors.push(...snackbarMessagesFor(error));
  }
  const reply: { fieldErrors: FieldErrors; formErrors: string[]; hideFields?: string[] } = {
    fieldErrors,
    formErrors: [...new Set(formErrors)],
  };
  if (options.hideFields) reply.hideFields = options.hideFields;
  return reply;
}

/** True for a failed call with this status (any status when omitted). */
export function isUpstreamError(error: unknown, status?: number): error is UpstreamError {
  return error instanceof UpstreamError && (status === undefined || error.status === status);
}

/**
 * A login answered with "enter the code we mailed" (403 with `data.verification_required`): the
 * address is not verified yet, or (`securityCheck`) the account sees many wrong passwords and
 * the right one needs a mailed code too. `verificationId` binds the code to it. Else null.
 */
export function verificationRequiredOf(
  error: unknown,
): { email: string; verificationId: string | null; securityCheck: boolean } | null {
  if (!isUpstreamError(error, 403) || !isRecord(error.body)) return null;
  const data = error.body.data;
  if (!isRecord(data) || data.verification_required !== true || typeof data.email !== "string") return null;
  return {
    email: data.email,
    verificationId: typeof data.verification_id === "string" && data.verification_id ? data.verification_id : null,
    securityCheck: data.security_check === true,
  };
}

/** A login whose password was right, waiting for its second step (decision 178), else null. */
export function twoFactorRequiredOf(error: unknown): { email: string; challengeId: string; passkey: boolean } | null {
  if (!isUpstreamError(error, 403) || !isRecord(error.body)) return null;
  const data = error.body.data;
  if (
    !isRecord(data) ||
    data.two_factor_required !== true ||
    typeof data.challenge_id !== "string" ||
    typeof data.email !== "string"
  )
    return null;
  // A passkey may be the second step when the account has one (decision 185).
  const passkey = Array.isArray(data.methods) && data.methods.includes("passkey");
  return { email: data.email, challengeId: data.challenge_id, passkey };
}

/** The email of a login refused until a mailed code is entered (see {@link verificationRequiredOf}), else null. */
export function verificationRequiredEmail(error: unknown): string | null {
  return verificationRequiredOf(error)?.email ?? null;
}

/** Seconds to wait after a 429, from its `Retry-After` header, else null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isUpstreamError(error, 429)) return null;
  const seconds = Number(error.headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

// ---------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function ownMessage(error: Error): string {
  return error.message.trim() || FALLBACK_MESSAGE;
}

/** A `message` as snackbar entries: a string, a list, or a map of lists (or of strings). */
function messageEntries(message: unknown): string[] {
  const entries: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === "string") {
      if (value.trim() !== "") entries.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) add(item);
    } else if (isRecord(value)) {
      for (const item of Object.values(value)) add(item);
    } else if (typeof value === "number" || typeof value === "boolean") {
      entries.push(String(value));
    }
  };
  add(message);
  return entries;
}
