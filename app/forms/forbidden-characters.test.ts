/**
 * Issue 10, item 6 (decision 120): a NUL or an unpaired surrogate in any text of a form is an
 * error on that field ("This contains a character that is not allowed."), in the browser and in
 * the route action alike, before anything reaches the API.
 */
import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import { messageTextSchema } from "#app/forms/messages/chat-message.form.ts";
import { connectionRequestSchema } from "#app/forms/network/connection-request.form.ts";
import { corporateDetailsSchema } from "#app/forms/companies/corporate-details.form.ts";
import { educationSchema } from "#app/forms/profiles/education.form.ts";
import { experienceSchema } from "#app/forms/profiles/experience.form.ts";
import { hasForbiddenCharacters, messages } from "./fields.ts";
import { individualDetailsSchema } from "#app/forms/profiles/individual-details.form.ts";
import { referRequestSchema } from "#app/forms/jobs/job-actions.form.ts";
import { jobPostSchema } from "#app/forms/jobs/job-post.form.ts";
import { loginSchema } from "#app/features/accounts/login.form.ts";
import { profileIntroSchema } from "#app/forms/profiles/profile-intro.form.ts";
import { signupSchema } from "#app/features/accounts/signup.form.ts";
import { errorsOf } from "./test-helpers.ts";

const BAD = [messages.badCharacter];

describe("hasForbiddenCharacters", () => {
  it("finds a NUL and unpaired surrogates, not a surrogate pair", () => {
    expect(hasForbiddenCharacters("a\u0000b")).toBe(true);
    expect(hasForbiddenCharacters("\uD800")).toBe(true);
    expect(hasForbiddenCharacters("a\uDC00")).toBe(true);
    expect(hasForbiddenCharacters("\uDC00\uD800")).toBe(true);
    expect(hasForbiddenCharacters("rocket \uD83D\uDE80, tab\t, line\nbreak, ü")).toBe(false);
  });
});

// Form data cannot carry an unpaired surrogate (FormData turns it into U+FFFD, as a browser's
// UTF-8 encoding of the form does), so the forms are tried with a NUL; the API refuses both.
describe("every form's text fields refuse a NUL", () => {
  const cases: Array<[string, $ZodType, Record<string, string>, string]> = [
    ["login email", loginSchema, { email: "a\u0000@example.com", password: "x" }, "email"],
    ["login password", loginSchema, { email: "a@example.com", password: "Secret@1\u0000" }, "password"],
    [
      "sign-up password",
      signupSchema,
      { email: "a@example.com", password: "Secret@1\u0000", confirm_password: "x", type_of_user: "individual" },
      "password",
    ],
    ["individual headline", individualDetailsSchema, { bio: "Engineer\u0000" }, "bio"],
    ["profile intro headline", profileIntroSchema, { bio: "Engineer\u0000" }, "bio"],
    ["company about", corporateDetailsSchema, { about: "We build\u0000" }, "about"],
    ["company name", corporateDetailsSchema, { company_name: "Acme\u0000" }, "company_name"],
    ["experience title", experienceSchema, { title: "Dev\u0000" }, "title"],
    ["experience description", experienceSchema, { title: "Dev", description: "\u0000" }, "description"],
    ["education grade", educationSchema, { grade: "A\u0000" }, "grade"],
    ["chat message", messageTextSchema, { text: "hi\u0000" }, "text"],
    ["connection note", connectionRequestSchema, { note: "hello\u0000" }, "note"],
    ["referral message", referRequestSchema, { message: "please\u0000" }, "message"],
    ["job post title", jobPostSchema({ posterType: "corporate", editing: false }), { title: "Dev\u0000" }, "title"],
    [
      "job post description",
      jobPostSchema({ posterType: "corporate", editing: false }),
      { description: "<p>\u0000</p>" },
      "description",
    ],
  ];
  for (const [name, schema, entries, field] of cases) {
    it(name, () => {
      expect(errorsOf(schema, entries, field)).toEqual(BAD);
    });
  }
});
