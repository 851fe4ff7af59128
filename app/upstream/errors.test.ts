import { describe, expect, it } from "vitest";
import { UpstreamError } from "./client.ts";
import {
  fieldErrorsFor,
  hasFieldErrors,
  isUpstreamError,
  replyOptionsFor,
  retryAfterSeconds,
  snackbarMessagesFor,
  twoFactorRequiredOf,
  verificationRequiredEmail,
} from "./errors.ts";

const failure = (status: number, body: unknown, statusText = "", headers?: HeadersInit) =>
  new UpstreamError({ status, statusText, body, headers: new Headers(headers) });

describe("snackbarMessagesFor (spec §8)", () => {
  it("uses the error's own message when there is no response body", () => {
    expect(snackbarMessagesFor(new TypeError("fetch failed"))).toEqual(["fetch failed"]);
    expect(snackbarMessagesFor(failure(503, null))).toEqual(["Service Unavailable"]);
    expect(snackbarMessagesFor(failure(400, null, "Bad Request"))).toEqual(["Bad Request"]);
    expect(snackbarMessagesFor(failure(418, ""))).toEqual(["I'm a Teapot"]);
  });

  it.each([
    [502, "Bad Gateway"],
    [404, "Not Found"],
    [413, "Payload Too Large"],
    [500, "Internal Server Error"],
  ])("shows the status text for %i, not the message", (status, text) => {
    const body = { result: false, message: "Something specific." };
    expect(snackbarMessagesFor(failure(status, body))).toEqual([text]);
    expect(snackbarMessagesFor(failure(status, body, "Custom Text"))).toEqual(["Custom Text"]);
  });

  it("shows the status text for a 502 with an HTML body", () => {
    expect(snackbarMessagesFor(failure(502, "<html>bad gateway</html>"))).toEqual(["Bad Gateway"]);
  });

  it.each([400, 409])("shows the message field for %i", (status) => {
    expect(
      snackbarMessagesFor(
        failure(
          status,
          { result: false, message: "An account with this email already exists.", errors: { email: ["x"] } },
          "Conflict",
        ),
      ),
    ).toEqual(["An account with this email already exists."]);
  });

  it("shows the message for other statuses", () => {
    expect(
      snackbarMessagesFor(failure(401, { result: false, message: "Your session has expired. Please log in again." })),
    ).toEqual(["Your session has expired. Please log in again."]);
    expect(
      snackbarMessagesFor(
        failure(429, { result: false, message: "Too many attempts. Please try again in 42 seconds." }),
      ),
    ).toEqual(["Too many attempts. Please try again in 42 seconds."]);
  });

  it("gives one snackbar per entry of a list message", () => {
    expect(snackbarMessagesFor(failure(403, { result: false, message: ["First.", "Second."] }))).toEqual([
      "First.",
      "Second.",
    ]);
  });

  it("gives one snackbar per entry of a map of lists", () => {
    expect(
      snackbarMessagesFor(
        failure(422, {
          result: false,
          message: { email: ["Email Must Be Valid"], phone: ["Invalid Phone Number", "Too short."], note: "Plain." },
        }),
      ),
    ).toEqual(["Email Must Be Valid", "Invalid Phone Number", "Too short.", "Plain."]);
  });

  it("falls back to the error's message when the body has no usable message", () => {
    expect(snackbarMessagesFor(failure(403, { result: false }))).toEqual(["Forbidden"]);
    expect(snackbarMessagesFor(failure(503, "<html>down</html>"))).toEqual(["Service Unavailable"]);
    expect(snackbarMessagesFor(failure(400, { result: false, message: [] }))).toEqual(["Bad Request"]);
  });

  it("shows nothing for a cancelled call", () => {
    expect(snackbarMessagesFor(new DOMException("aborted", "AbortError"))).toEqual([]);
  });

  it("copes with values that are not errors", () => {
    expect(snackbarMessagesFor("Plain text.")).toEqual(["Plain text."]);
    expect(snackbarMessagesFor(undefined)).toEqual(["Something went wrong. Please try again."]);
    expect(snackbarMessagesFor(new Error(""))).toEqual(["Something went wrong. Please try again."]);
  });
});

describe("field errors for Conform", () => {
  const invalid = failure(400, {
    result: false,
    message: "Please check the highlighted fields.",
    errors: { email: ["Email Must Be Valid"], id: ["This reset link is invalid or has expired."] },
  });

  it("reads the envelope's errors map", () => {
    expect(fieldErrorsFor(invalid)).toEqual({
      email: ["Email Must Be Valid"],
      id: ["This reset link is invalid or has expired."],
    });
    expect(hasFieldErrors(invalid)).toBe(true);
    expect(fieldErrorsFor(new Error("x"))).toEqual({});
    expect(hasFieldErrors(failure(409, { result: false, message: "Taken." }))).toBe(false);
  });

  it("puts errors of the form's fields on the fields and the rest on the form", () => {
    expect(
      replyOptionsFor(invalid, { fields: ["password", "confirm_password", "email"], hideFields: ["password"] }),
    ).toEqual({
      fieldErrors: { email: ["Email Must Be Valid"] },
      formErrors: ["This reset link is invalid or has expired."],
      hideFields: ["password"],
    });
  });

  it("keeps every key as a field without a field list", () => {
    expect(replyOptionsFor(invalid)).toEqual({
      fieldErrors: { email: ["Email Must Be Valid"], id: ["This reset link is invalid or has expired."] },
      formErrors: [],
    });
  });

  it("uses the snackbar messages as form errors when no field is named", () => {
    expect(
      replyOptionsFor(failure(409, { result: false, message: "An account with this email already exists." })),
    ).toEqual({
      fieldErrors: {},
      formErrors: ["An account with this email already exists."],
    });
  });
});

describe("helpers", () => {
  it("recognises a login that needs verification", () => {
    expect(
      verificationRequiredEmail(
        failure(403, {
          result: false,
          message: "Verify your email.",
          data: { verification_required: true, email: "a@b.co" },
        }),
      ),
    ).toBe("a@b.co");
    expect(verificationRequiredEmail(failure(403, { result: false, message: "No." }))).toBeNull();
    expect(
      verificationRequiredEmail(
        failure(401, { result: false, message: "No.", data: { verification_required: true, email: "a@b.co" } }),
      ),
    ).toBeNull();
  });

  it("reads Retry-After of a 429", () => {
    expect(retryAfterSeconds(failure(429, null, "", { "Retry-After": "42" }))).toBe(42);
    expect(retryAfterSeconds(failure(429, null))).toBeNull();
    expect(retryAfterSeconds(failure(503, null, "", { "Retry-After": "42" }))).toBeNull();
  });

  it("isUpstreamError checks the status", () => {
    expect(isUpstreamError(failure(404, null))).toBe(true);
    expect(isUpstreamError(failure(404, null), 404)).toBe(true);
    expect(isUpstreamError(failure(404, null), 409)).toBe(false);
    expect(isUpstreamError(new Error("x"))).toBe(false);
  });
});

describe("twoFactorRequiredOf (decisions 178 and 185)", () => {
  const pending = (methods: unknown) =>
    failure(403, {
      result: false,
      message: "Enter the code.",
      data: { two_factor_required: true, email: "a@b.test", challenge_id: "abc", methods },
    });

  it("reads the pending login, and whether a passkey may be its second step", () => {
    expect(twoFactorRequiredOf(pending(["totp", "recovery_code", "passkey"]))).toEqual({
      email: "a@b.test",
      challengeId: "abc",
      passkey: true,
    });
    expect(twoFactorRequiredOf(pending(["totp", "recovery_code"]))).toEqual({
      email: "a@b.test",
      challengeId: "abc",
      passkey: false,
    });
    expect(twoFactorRequiredOf(pending(undefined))).toEqual({ email: "a@b.test", challengeId: "abc", passkey: false });
  });

  it("is null for any other refusal", () => {
    expect(twoFactorRequiredOf(failure(403, { result: false, message: "No." }))).toBeNull();
    expect(
      twoFactorRequiredOf(
        failure(401, {
          result: false,
          message: "No.",
          data: { two_factor_required: true, email: "a@b.test", challenge_id: "abc" },
        }),
      ),
    ).toBeNull();
  });
});
