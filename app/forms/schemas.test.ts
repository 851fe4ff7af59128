/**
 * Each form schema, submitted the way a route action does (FormData → parseWithZod).
 * Field rules themselves are covered in fields.test.ts; here: the field set, required
 * fields, cross-field rules and the parsed output the action sends to the API.
 */
import { describe, expect, it } from "vitest";
import { corporateDetailsSchema } from "#app/forms/companies/corporate-details.form.ts";
import { forgotPasswordSchema } from "#app/features/accounts/forgot-password.form.ts";
import { individualDetailsSchema } from "#app/forms/profiles/individual-details.form.ts";
import { inviteSchema } from "#app/features/accounts/invite.form.ts";
import { loginSchema } from "#app/features/accounts/login.form.ts";
import { resetPasswordSchema } from "#app/forms/accounts/reset-password.form.ts";
import { signupSchema } from "#app/features/accounts/signup.form.ts";
import { type Entries, submit } from "./test-helpers.ts";
import { verifyOtpSchema } from "#app/features/accounts/verify-otp.form.ts";

const REQUIRED = ["This is Required."];

function errorsFor(submission: ReturnType<typeof submit>) {
  expect(submission.status).toBe("error");
  return submission.status === "error" ? submission.error : undefined;
}

/** Every listed field is reported as "This is Required." for an empty form and for empty values. */
function expectAllRequired(schema: Parameters<typeof submit>[0], fields: string[], extra: Record<string, string> = {}) {
  const empty = errorsFor(submit(schema, extra));
  const blanks = errorsFor(submit(schema, { ...extra, ...Object.fromEntries(fields.map((f) => [f, ""])) }));
  for (const field of fields) {
    expect(empty?.[field], `${field} missing`).toEqual(REQUIRED);
    expect(blanks?.[field], `${field} empty`).toEqual(REQUIRED);
  }
}

describe("loginSchema", () => {
  it("parses email and password", () => {
    const submission = submit(loginSchema, { email: " Asha@Example.com ", password: "anything" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      email: "asha@example.com",
      password: "anything",
    });
  });

  it("requires both fields", () => {
    expectAllRequired(loginSchema, ["email", "password"]);
  });

  it("checks the email format but not the password strength", () => {
    const errors = errorsFor(submit(loginSchema, { email: "asha", password: "weak" }));
    expect(errors).toEqual({ email: ["Email Must Be Valid"] });
  });
});

describe("signupSchema", () => {
  const valid = {
    type_of_user: "individual",
    email: "asha@example.com",
    password: "Abcdef1!",
    confirm_password: "Abcdef1!",
    accept_terms: "on",
  };

  it("parses a valid sign-up", () => {
    const submission = submit(signupSchema, { ...valid, type_of_user: "corporate" });
    expect(submission.status === "success" && submission.value).toEqual({
      type_of_user: "corporate",
      email: "asha@example.com",
      password: "Abcdef1!",
      confirm_password: "Abcdef1!",
      accept_terms: true,
    });
  });

  it("requires every field", () => {
    const errors = errorsFor(submit(signupSchema, {}));
    expect(errors).toEqual({
      type_of_user: REQUIRED,
      email: REQUIRED,
      password: REQUIRED,
      confirm_password: REQUIRED,
      accept_terms: ["Please accept the terms to continue."],
    });
    expectAllRequired(signupSchema, ["type_of_user", "email", "password", "confirm_password"]);
  });

  it("rejects another account type", () => {
    expect(errorsFor(submit(signupSchema, { ...valid, type_of_user: "admin" }))).toEqual({
      type_of_user: ["Choose individual or corporate."],
    });
  });

  it("says when the passwords differ, also while another field is wrong", () => {
    expect(errorsFor(submit(signupSchema, { ...valid, confirm_password: "Abcdef1?" }))).toEqual({
      confirm_password: ["Passwords do not match."],
    });
    expect(errorsFor(submit(signupSchema, { ...valid, email: "", confirm_password: "x" }))).toEqual({
      email: REQUIRED,
      confirm_password: ["Passwords do not match."],
    });
  });

  it("says when the passwords differ while the password breaks its rule, its length too (issue 34)", () => {
    const RULE = ["Try a mix of upper and lower case letters,numbers and special characters"];
    for (const password of ["password", "weak", "Abcdef1?".repeat(3)]) {
      expect(
        errorsFor(submit(signupSchema, { ...valid, email: "not-an-email", password, confirm_password: "different" })),
        password,
      ).toEqual({
        email: ["Email Must Be Valid"],
        password: RULE,
        confirm_password: ["Passwords do not match."],
      });
      expect(errorsFor(submit(resetPasswordSchema, { password, confirm_password: "different" })), password).toEqual({
        password: RULE,
        confirm_password: ["Passwords do not match."],
      });
    }
  });

  it("applies the password rule", () => {
    expect(errorsFor(submit(signupSchema, { ...valid, password: "abcdefg1", confirm_password: "abcdefg1" }))).toEqual({
      password: ["Try a mix of upper and lower case letters,numbers and special characters"],
    });
  });

  it("needs the terms checkbox checked", () => {
    const { accept_terms: _, ...unchecked } = valid;
    expect(errorsFor(submit(signupSchema, unchecked))).toEqual({
      accept_terms: ["Please accept the terms to continue."],
    });
    expect(errorsFor(submit(signupSchema, { ...valid, accept_terms: "off" }))).toEqual({
      accept_terms: ["Please accept the terms to continue."],
    });
  });
});

describe("verifyOtpSchema", () => {
  it("verifies by default and with intent=verify", () => {
    for (const intent of [{}, { intent: "verify" }] as Entries[]) {
      const submission = submit(verifyOtpSchema, { ...intent, email: "asha@example.com", otp: "123456" });
      expect(submission.status === "success" && submission.value).toEqual({
        intent: "verify",
        email: "asha@example.com",
        otp: "123456",
      });
    }
  });

  it("requires email and a six-digit code to verify", () => {
    expect(errorsFor(submit(verifyOtpSchema, { intent: "verify" }))).toEqual({ email: REQUIRED, otp: REQUIRED });
    expect(errorsFor(submit(verifyOtpSchema, { email: "asha@example.com", otp: "12345" }))).toEqual({
      otp: ["Enter the 6-digit code."],
    });
  });

  it("resends with only the email, ignoring the code field", () => {
    const submission = submit(verifyOtpSchema, { intent: "resend", email: "asha@example.com", otp: "" });
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "resend",
      email: "asha@example.com",
    });
    expect(errorsFor(submit(verifyOtpSchema, { intent: "resend" }))).toEqual({ email: REQUIRED });
  });

  it("rejects an unknown intent", () => {
    expect(errorsFor(submit(verifyOtpSchema, { intent: "delete", email: "asha@example.com" }))).toEqual({
      intent: ["Unknown action."],
    });
  });
});

describe("forgotPasswordSchema", () => {
  it("takes an email", () => {
    const submission = submit(forgotPasswordSchema, { email: "asha@example.com" });
    expect(submission.status === "success" && submission.value).toEqual({ email: "asha@example.com" });
    expectAllRequired(forgotPasswordSchema, ["email"]);
    expect(errorsFor(submit(forgotPasswordSchema, { email: "asha@" }))).toEqual({ email: ["Email Must Be Valid"] });
  });
});

describe("resetPasswordSchema", () => {
  it("takes a matching strong password", () => {
    const submission = submit(resetPasswordSchema, { password: "Abcdef1!", confirm_password: "Abcdef1!" });
    expect(submission.status === "success" && submission.value).toEqual({
      password: "Abcdef1!",
      confirm_password: "Abcdef1!",
    });
  });

  it("requires both and checks they match", () => {
    expectAllRequired(resetPasswordSchema, ["password", "confirm_password"]);
    expect(errorsFor(submit(resetPasswordSchema, { password: "Abcdef1!", confirm_password: "abcdef1!" }))).toEqual({
      confirm_password: ["Passwords do not match."],
    });
    expect(errorsFor(submit(resetPasswordSchema, { password: "short", confirm_password: "short" }))).toEqual({
      password: ["Try a mix of upper and lower case letters,numbers and special characters"],
    });
  });
});

describe("individualDetailsSchema", () => {
  const valid = {
    first_name: "Asha",
    last_name: "D'Souza-Rao",
    phone: "+919876543210",
    pincode: "560001",
    location: "7",
    bio: "Frontend engineer",
  };

  it("parses the profile with a numeric location", () => {
    const submission = submit(individualDetailsSchema, valid);
    expect(submission.status === "success" && submission.value).toEqual({ ...valid, location: 7 });
  });

  it("requires every field", () => {
    expectAllRequired(individualDetailsSchema, ["first_name", "last_name", "phone", "pincode", "location", "bio"]);
  });

  it("reports each field's own rule", () => {
    expect(
      errorsFor(
        submit(individualDetailsSchema, {
          first_name: "Asha-",
          last_name: "R".repeat(51),
          phone: "5876543210",
          pincode: "056001",
          location: "-3",
          bio: "x".repeat(121),
        }),
      ),
    ).toEqual({
      first_name: ["name Must be valid"],
      last_name: ["name Must be valid"],
      phone: ["Phone Number Must be valid"],
      pincode: ["Pincode Must be valid"],
      location: ["Select a location from the list."],
      bio: ["Headline must be at most 120 characters."],
    });
    expect(submit(individualDetailsSchema, { ...valid, bio: "x".repeat(120) }).status).toBe("success");
  });
});

describe("corporateDetailsSchema", () => {
  const valid = {
    company_name: "Acme Tools Pvt. Ltd.",
    poc: "Ravi Kumar",
    phone: "09876543210",
    email: "hr@acme.example",
    website: "https://acme.example",
    pincode: "400001",
    location: "3",
    about: "We make tools.",
  };

  it("parses the company profile", () => {
    const submission = submit(corporateDetailsSchema, valid);
    expect(submission.status === "success" && submission.value).toEqual({ ...valid, location: 3 });
  });

  it("leaves website and about optional (null when empty)", () => {
    const submission = submit(corporateDetailsSchema, { ...valid, website: "", about: "" });
    expect(submission.status === "success" && submission.value).toMatchObject({ website: null, about: null });
    const { website: _w, about: _a, ...rest } = valid;
    const missing = submit(corporateDetailsSchema, rest);
    expect(missing.status === "success" && missing.value).toMatchObject({ website: null, about: null });
  });

  it("requires every other field", () => {
    expectAllRequired(corporateDetailsSchema, ["company_name", "poc", "phone", "email", "pincode", "location"]);
    const errors = errorsFor(submit(corporateDetailsSchema, {}));
    expect(Object.keys(errors ?? {}).sort()).toEqual(
      ["company_name", "email", "location", "phone", "pincode", "poc"].sort(),
    );
  });

  it("keeps the company name on one line, with letters, numbers and common punctuation (issue 10, item 11)", () => {
    for (const name of [
      "Acme\nLabs",
      "Acme\r\nBcc: x@y.z",
      "Acme\tLabs",
      "<b>Acme</b>",
      "Acme\u202eLabs",
      "Acme  Labs",
      "...",
    ]) {
      expect(errorsFor(submit(corporateDetailsSchema, { ...valid, company_name: name })), JSON.stringify(name)).toEqual(
        {
          company_name: [
            "Company name must be on one line, with letters, numbers, single spaces and & . , ' - ( ) + / ! only.",
          ],
        },
      );
    }
    for (const name of ["Larsen & Toubro", "BYJU'S", "HCLTech", "3M India", "Zoë Café-Works (Pune)", "  Acme Labs  "]) {
      expect(submit(corporateDetailsSchema, { ...valid, company_name: name }).status, name).toBe("success");
    }
  });

  it("reports each field's own rule", () => {
    expect(
      errorsFor(
        submit(corporateDetailsSchema, {
          company_name: "C".repeat(101),
          poc: "P".repeat(21),
          phone: "98765",
          email: "hr@",
          website: "acme.example",
          pincode: "40000",
          location: "x",
          about: "a".repeat(2001),
        }),
      ),
    ).toEqual({
      company_name: ["Company name must be at most 100 characters."],
      poc: ["name Must be valid"],
      phone: ["Phone Number Must be valid"],
      email: ["Email Must Be Valid"],
      website: ["URL must use https:// as the scheme."],
      pincode: ["Pincode Must be valid"],
      location: ["Select a location from the list."],
      about: ["About must be at most 2000 characters."],
    });
  });
});

describe("inviteSchema", () => {
  it("parses a list and names bad entries", () => {
    const submission = submit(inviteSchema, { emails: "a@example.com\nb@example.com" });
    expect(submission.status === "success" && submission.value).toEqual({
      emails: ["a@example.com", "b@example.com"],
    });
    expect(errorsFor(submit(inviteSchema, { emails: "a@example.com, bad" }))).toEqual({
      emails: ["Email Must Be Valid: bad"],
    });
    expectAllRequired(inviteSchema, ["emails"]);
  });
});
