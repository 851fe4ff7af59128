/**
 * The response envelope of the API contract (docs/api-contract.md):
 * success `{ result: true, message, data? }`, failure `{ result: false, message, errors? }`.
 */

import { SESSION_EXPIRED, type ErrorEnvelope, type FieldErrors, type SuccessEnvelope } from "#app/contract/common.ts";

export type { FieldErrors };
/** The contract's envelopes (app/contract/common.ts); a success may carry no data. */
export type SuccessBody<T> = Omit<SuccessEnvelope<T>, "data"> & { data?: T };
export type FailureBody = ErrorEnvelope;

export const MESSAGES = {
  sessionExpired: SESSION_EXPIRED,
  notFound: "Not found.",
  unexpected: "Something went wrong. Please try again.",
  invalidJson: "The request body must be valid JSON.",
  tooLarge: "The request is too large.",
  checkFields: "Please check the highlighted fields.",
} as const;

/** An error that becomes a failure envelope with its status. Throw it from any handler. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly data: unknown;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    extra: { errors?: FieldErrors; data?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = extra.errors;
    this.data = extra.data;
    this.headers = extra.headers;
  }

  body(): FailureBody {
    const body: FailureBody = { result: false, message: this.message };
    if (this.errors) body.errors = this.errors;
    if (this.data !== undefined) body.data = this.data;
    return body;
  }
}

/** 400 with per-field messages; the message is the only error's text, or a general one. */
export function validationError(errors: FieldErrors): ApiError {
  const all = Object.values(errors).flat();
  return new ApiError(400, all.length === 1 ? all[0] : MESSAGES.checkFields, { errors });
}

/** 400 for one field, e.g. `fieldError("otp", "The code is incorrect.")`. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, message, { errors: { [field]: [message] } });
}

export function success<T>(message: string, data?: T): SuccessBody<T> {
  return data === undefined ? { result: true, message } : { result: true, message, data };
}
