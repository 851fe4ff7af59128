/**
 * Base field validators of spec §5, shared by the browser (Conform client validation),
 * the web actions (`parseWithZod`) and the built-in API (`app/backend/`), so one rule has
 * one implementation.
 *
 * Plain Zod and plain functions only: no React, no DOM, no Node-only imports.
 *
 * Conventions
 * - Messages are the spec's, word for word, and live in {@link messages}.
 * - Every field reports exactly one message per failure: checks abort at the first failed
 *   rule, so a missing value says only "This is Required.".
 * - Text is trimmed before it is checked (passwords are never trimmed). A value that is only
 *   whitespace counts as missing.
 * - Conform turns an empty form value into `undefined`; JSON callers may send `""`. Both give
 *   "This is Required." on a required field and "no value" on an optional one.
 * - Optional fields output `null` when empty, so an update can clear a stored value
 *   (wrap them in `.optional()` / use `.partial()` where "absent" must mean "unchanged").
 * - No text may carry a NUL or an unpaired surrogate ({@link hasForbiddenCharacters}):
 *   "This contains a character that is not allowed.".
 *
 * See docs/decisions/020-form-validation-rules.md for the readings of the open parts.
 */
import { z } from "zod";

/** The user-facing messages. Spec §5 gives the first ones word for word. */
export const messages = {
  required: "This is Required.",
  name: "name Must be valid",
  email: "Email Must Be Valid",
  phone: "Phone Number Must be valid",
  optionalPhone: "Invalid Phone Number",
  pincode: "Pincode Must be valid",
  password: "Try a mix of upper and lower case letters,numbers and special characters",
  url: "URL must use https:// as the scheme.",
  /** Not given by the spec (OTP message "not shown"). */
  otp: "Enter the 6-digit code.",
  passwordMismatch: "Passwords do not match.",
  acceptTerms: "Please accept the terms to continue.",
  location: "Select a location from the list.",
  typeOfUser: "Choose individual or corporate.",
  /** A form's or a body's intent (or action) that is none of its own. */
  unknownAction: "Unknown action.",
  /** A NUL or an unpaired surrogate in a text (decision 120). */
  badCharacter: "This contains a character that is not allowed.",
  /** Not given by the spec: company names are shown to others and put in mails (decision 118). */
  companyName: "Company name must be on one line, with letters, numbers, single spaces and & . , ' - ( ) + / ! only.",
  /** A member's id that cannot be one (connections, resume requests, recommendations). */
  member: "Choose a member.",
} as const;

/** Lengths of spec §9, plus our own guards where the spec gives none. */
export const limits = {
  name: 50,
  poc: 20,
  passwordMin: 8,
  passwordMax: 20,
  otp: 6,
  pincode: 6,
  /** RFC 5321 path limit. */
  email: 254,
  url: 2048,
  /** Most addresses one invite form may carry. */
  emailList: 50,
  companyName: 100,
  headline: 120,
  about: 2000,
} as const;

// ---------------------------------------------------------------------------
// Patterns and predicates (usable without Zod)
// ---------------------------------------------------------------------------

/** A word: a letter followed by letters (with combining marks). */
const WORD = String.raw`\p{L}[\p{L}\p{M}]*`;
/** A name part: words joined by single apostrophes (' or ’) or hyphens: O'Brien, Mary-Jane. */
const NAME_PART = String.raw`${WORD}(?:['’\-]${WORD})*`;

/** Letters only, apostrophe/hyphen only inside a word, words separated by single spaces. */
export const NAME_PATTERN = new RegExp(String.raw`^${NAME_PART}(?: ${NAME_PART})*$`, "u");
/**
 * A company name: words of letters (with their marks) and digits, joined by single spaces and
 * the punctuation company names use (& . , ' ’ - ( ) + / !), with at least one letter or digit.
 * No line breaks, tabs, control or invisible characters, no markup.
 */
export const COMPANY_NAME_PATTERN = /^(?=.*[\p{L}\p{N}])(?!.* {2})[\p{L}\p{M}\p{N}&.,'’()+/! -]+$/u;
/** Indian mobile: optional +91, 91 or 0, then 10 digits starting 6–9. */
export const PHONE_PATTERN = /^(?:\+91|91|0)?[6-9]\d{9}$/;
/** Indian PIN code: 6 digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** Digits only, one to six of them (what the OTP input accepts). */
export const OTP_INPUT_PATTERN = /^\d{1,6}$/;
/** A complete one-time code: exactly six digits. */
export const OTP_PATTERN = /^\d{6}$/;

/**
 * A NUL (U+0000), or half of a UTF-16 surrogate pair without its other half. No one types
 * them; PostgreSQL refuses a NUL in text and an unpaired surrogate cannot be stored as UTF-8,
 * so both databases refuse them alike, with a message (decision 120).
 */
const FORBIDDEN_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` has a character no text may carry (a NUL, an unpaired surrogate). */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_CHARACTERS.test(value);
}

/** True for a name of at most `max` characters (after trimming) that follows {@link NAME_PATTERN}. */
export function isValidName(value: string, max: number = limits.name): boolean {
  const trimmed = value.trim();
  return trimmed.length <= max && NAME_PATTERN.test(trimmed);
}

/** True for a standard email address (Zod's `z.email()` rule, at most 254 characters). */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= limits.email && z.email().safeParse(trimmed).success;
}

/**
 * A phone number as stored: without the spaces and hyphens people group digits with
 * ("+91 98450 12345", "98450-12345"). Spec §5's rule is about the digits (decision 172).
 */
export function withoutPhoneSeparators(value: string): string {
  return value.trim().replace(/[\s-]+/g, "");
}

/** True for an Indian mobile number, with or without the +91 / 91 / 0 prefix, spaces and hyphens aside. */
export function isValidIndianPhone(value: string): boolean {
  return PHONE_PATTERN.test(withoutPhoneSeparators(value));
}

/**
 * The ten-digit national number of a valid Indian mobile number (spaces and hyphens aside), or
 * `null` when it is not valid. For comparing numbers whatever their prefix.
 */
export function normalizeIndianPhone(value: string): string | null {
  const digits = withoutPhoneSeparators(value);
  return PHONE_PATTERN.test(digits) ? digits.slice(-10) : null;
}

/** True for a 6-digit PIN code that does not start with 0. */
export function isValidPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value.trim());
}

/** The character classes a password needs; whitespace never counts as "special". */
export const passwordClasses = {
  lowercase: /\p{Ll}/u,
  uppercase: /\p{Lu}/u,
  digit: /\p{Nd}/u,
  special: /[^\p{L}\p{N}\s]/u,
} as const;

/** True for 8–20 characters with a lowercase letter, an uppercase letter, a digit and a special character. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= limits.passwordMin &&
    value.length <= limits.passwordMax &&
    Object.values(passwordClasses).every((pattern) => pattern.test(value))
  );
}

/** Schemes a URL field accepts (spec §5: http, https or ftp). */
export const URL_SCHEMES = ["http:", "https:", "ftp:"] as const;

/**
 * True for an absolute URL whose scheme is http, https or ftp, written with `scheme://`, with
 * a host and no whitespace. `javascript:`, `mailto:` and bare domains ("example.com") fail.
 */
export function isAllowedUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length > limits.url || /\s/.test(trimmed)) return false;
  if (!/^(?:https?|ftp):\/\//i.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (URL_SCHEMES as readonly string[]).includes(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Splits an email list (separated by commas, semicolons, spaces or new lines) into its
 * trimmed, non-empty entries, in order, duplicates kept.
 */
export function splitEmailList(value: string): string[] {
  return value.split(/[\s,;]+/).filter((entry) => entry !== "");
}

// ---------------------------------------------------------------------------
// Zod fields
// ---------------------------------------------------------------------------

const required = { error: messages.required, abort: true } as const;

/** The check every text field makes first: no NUL, no unpaired surrogate. */
export const allowedCharacters = [
  (value: string) => !hasForbiddenCharacters(value),
  { error: messages.badCharacter, abort: true },
] as const;

/** A required, trimmed string: missing, empty or only spaces → "This is Required.". */
export function requiredString() {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, required)
    .refine(...allowedCharacters);
}

/** A required, trimmed text of at most `max` characters (`tooLong` when longer). */
export function requiredText(max: number, tooLong: string) {
  return requiredString().max(max, { error: tooLong, abort: true });
}

/**
 * An optional, trimmed string: `undefined`, `null`, `""` and spaces give `null`; anything
 * else must pass `isValid` or fails with `message`.
 */
export function optionalString(isValid: (value: string) => boolean, message: string, max?: number) {
  const base = z
    .string({ error: message })
    .trim()
    .refine(...allowedCharacters);
  return (max === undefined ? base : base.max(max, { error: message, abort: true }))
    .nullish()
    .refine((value) => value == null || value === "" || isValid(value), { error: message })
    .transform((value) => (value == null || value === "" ? null : value));
}

/** An optional, trimmed text of at most `max` characters; empty gives `null`. */
export function optionalText(max: number, tooLong: string) {
  return optionalString(() => true, tooLong, max);
}

/** A person's name (first or last name): letters, inner ' or -, single spaces, max 50 → "name Must be valid". */
export const nameField = requiredString()
  .max(limits.name, { error: messages.name, abort: true })
  .regex(NAME_PATTERN, { error: messages.name });

/** A company's name: at most 100 characters, {@link COMPANY_NAME_PATTERN}. */
export const companyNameField = requiredString()
  .max(limits.companyName, { error: `Company name must be at most ${limits.companyName} characters.`, abort: true })
  .regex(COMPANY_NAME_PATTERN, { error: messages.companyName });

/** Point of contact: the name rule with at most 20 characters → "name Must be valid". */
export const pocField = requiredString()
  .max(limits.poc, { error: messages.name, abort: true })
  .regex(NAME_PATTERN, { error: messages.name });

/** A required email address → "Email Must Be Valid". Trimmed and lower-cased. */
export const emailField = requiredString()
  .max(limits.email, { error: messages.email, abort: true })
  .pipe(z.email({ error: messages.email }))
  .transform((value) => value.toLowerCase());

/**
 * A list of email addresses: one string separated by commas, semicolons, spaces or new lines
 * (a textarea), or an array of strings (repeated inputs or JSON). Output: the distinct
 * addresses, trimmed and lower-cased, in order.
 * Errors: none given → "This is Required."; one message per bad entry,
 * "Email Must Be Valid: <entry>"; more than 50 → "Enter at most 50 email addresses.".
 */
export const emailListField = z
  .union([z.string(), z.array(z.string())], { error: messages.required })
  .transform((raw, ctx) => {
    const entries = (Array.isArray(raw) ? raw : [raw]).flatMap(splitEmailList);
    if (entries.length === 0) {
      ctx.addIssue({ code: "custom", message: messages.required });
      return z.NEVER;
    }
    const invalid = entries.filter((entry) => !isValidEmail(entry));
    for (const entry of new Set(invalid)) {
      ctx.addIssue({ code: "custom", message: `${messages.email}: ${entry}` });
    }
    const distinct = [...new Set(entries.map((entry) => entry.toLowerCase()))];
    if (distinct.length > limits.emailList) {
      ctx.addIssue({
        code: "custom",
        message: `Enter at most ${limits.emailList} email addresses.`,
      });
    }
    return invalid.length > 0 || distinct.length > limits.emailList ? z.NEVER : distinct;
  });

/**
 * What the OTP input accepts while typing: 1 to 6 digits (spec §5) → "Enter the 6-digit code.".
 * Use {@link otpField} to verify a code.
 */
export const otpInputField = requiredString().regex(OTP_INPUT_PATTERN, {
  error: messages.otp,
});

/** A one-time code to verify: exactly 6 digits → "Enter the 6-digit code.". */
export const otpField = requiredString()
  .max(limits.otp, { error: messages.otp, abort: true })
  .regex(OTP_PATTERN, { error: messages.otp });

/**
 * A required Indian mobile number → "Phone Number Must be valid". Stored without its spaces and
 * hyphens, prefix as typed.
 */
export const phoneField = requiredString()
  .transform(withoutPhoneSeparators)
  .pipe(z.string().regex(PHONE_PATTERN, { error: messages.phone }));

/** An optional Indian mobile number → "Invalid Phone Number"; empty gives `null`, spaces and hyphens go. */
export const optionalPhoneField = optionalString(isValidIndianPhone, messages.optionalPhone).transform((value) =>
  value === null ? null : withoutPhoneSeparators(value),
);

/** A required Indian PIN code → "Pincode Must be valid". */
export const pincodeField = requiredString()
  .max(limits.pincode, { error: messages.pincode, abort: true })
  .regex(PINCODE_PATTERN, { error: messages.pincode });

/**
 * A new password: 8–20 characters with lowercase, uppercase, digit and special character →
 * "Try a mix of upper and lower case letters,numbers and special characters". Not trimmed.
 */
export const passwordField = z
  .string({ error: messages.required })
  .min(1, required)
  .refine(...allowedCharacters)
  // Not aborting: an aborted field stops the form's own checks, and "Passwords do not match."
  // went unsaid beside a password too short (issue 34). One message still: the strength check
  // runs only when the length is right.
  .min(limits.passwordMin, { error: messages.password })
  .max(limits.passwordMax, { error: messages.password })
  .refine(isStrongPassword, { error: messages.password, when: (payload) => payload.issues.length === 0 });

/** The repeated password of a sign-up or reset form: required, compared by {@link requireMatchingPasswords}. */
export const confirmPasswordField = z.string({ error: messages.required }).min(1, required);

/**
 * Adds the "Passwords do not match." check (on `confirm_password`) to a form with `password`
 * and `confirm_password`. It runs as soon as both are filled in, even while another field is
 * still wrong, so the user sees every problem at once.
 */
export function requireMatchingPasswords<T extends z.ZodType<{ password: string; confirm_password: string }>>(
  schema: T,
): T {
  return schema.refine((value) => value.password === value.confirm_password, {
    error: messages.passwordMismatch,
    path: ["confirm_password"],
    when: ({ value }) => bothPasswordsPresent(value),
  });
}

function bothPasswordsPresent(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { password, confirm_password } = value as Record<string, unknown>;
  return (
    typeof password === "string" && password !== "" && typeof confirm_password === "string" && confirm_password !== ""
  );
}

/** A password being entered to log in: only required (the rule applies where one is chosen). */
export const currentPasswordField = z
  .string({ error: messages.required })
  .min(1, required)
  .refine(...allowedCharacters);

/** An optional URL with an http, https or ftp scheme → "URL must use https:// as the scheme."; empty gives `null`. */
export const optionalUrlField = optionalString(isAllowedUrl, messages.url, limits.url);

/**
 * The same-site page a small form returns to (`redirectTo`, a hidden field); checked again where
 * it is used (`safeRedirectTarget`), so anything else falls back to the form's own page.
 */
export const redirectToField = z.string().trim().max(2048).optional();

/**
 * The largest id there is: ids are PostgreSQL `integer`s. A larger number names nothing, and
 * PostgreSQL refuses it outright ("value out of range for type integer"), so every id a request
 * carries is checked against it (issue 10: 2147483648 as an id answered 500).
 */
export const MAX_ID = 2_147_483_647;

/** An id written as text (a query parameter, a form field): 1 to {@link MAX_ID}, digits only. */
export function isIdText(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;
}

/**
 * A required id picked from a list (e.g. a location `<select>`): a positive integer up to
 * {@link MAX_ID}. Form values are strings; Conform coerces them to numbers before this runs.
 * Missing → "This is Required."; anything else that is not such an integer → `invalid`.
 */
export function idField(invalid: string) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : invalid) })
    .int({ error: invalid })
    .positive({ error: invalid })
    .max(MAX_ID, { error: invalid });
}

/** The location picked from the location master list. */
export const locationField = idField(messages.location);

/**
 * A form's values as its inputs start from them (Conform's `defaultValue`): each field of the
 * form schema's output `T` as text, a list as a list of texts. Written from the schema, so a new
 * field needs no second declaration.
 */
export type FormDefaults<T> = { [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[] ? string[] : string };

/** A value as an input starts from it: none is "", an entry of a master list (`{ id }`) is its id, a list is its items so. */
function formText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object" && "id" in value) return String(value.id);
  return String(value);
}

/**
 * The start values of a form's `fields` from a record the API answered (the item being edited):
 * each as {@link formText}, a list item by item. A field the record answers under another name or
 * shape (a checkbox, a typed-in name) is the caller's to add.
 */
export function formDefaultsFrom<T>(fields: ReadonlyArray<keyof T & string>, record: object): FormDefaults<T> {
  const values: Record<string, string | string[]> = {};
  for (const field of fields) {
    const value = (record as Record<string, unknown>)[field];
    values[field] = Array.isArray(value) ? value.map(formText) : formText(value);
  }
  return values as FormDefaults<T>;
}

/** The two kinds of account. */
export const USER_TYPES = ["individual", "corporate"] as const;
export type UserType = (typeof USER_TYPES)[number];

/** `individual` or `corporate`: missing → "This is Required.", anything else → "Choose individual or corporate.". */
export const typeOfUserField = z.enum(USER_TYPES, {
  error: (issue) => (issue.input === undefined ? messages.required : messages.typeOfUser),
});
