/**
 * What every area of the API contract shares: the envelope of every answer, the error
 * envelope, paged lists, and the small shapes many answers carry (a location, a master-list
 * entry, a member as lists show them, where the caller stands with a member).
 *
 * Answers are strict objects: a field the contract does not name fails the API tests, so the
 * document cannot fall behind what the API sends.
 */
import { z } from "zod";
import { isIdText, MAX_ID, messages, USER_TYPES } from "#app/forms/fields.ts";
import { pagingFields } from "./paging.ts";

// ---------------------------------------------------------------------------
// Plain values
// ---------------------------------------------------------------------------

/** An id of a row (a positive integer). */
export const id = z.number().int().positive();

/** A time: ISO-8601 in UTC, `2025-01-31T09:30:00.000Z`. */
export const timestamp = z.iso.datetime().meta({ id: "Timestamp", description: "ISO-8601 time in UTC." });

/** A human-readable age: "3 hours ago". */
export const timeAgo = z.string();

/**
 * A plain fact's rule as an answer gives it: as stored, so an optional one is null when it was
 * left out, and one that ends by normalising what it took (trimmed, lower-cased, empty → null)
 * is the rule it normalised.
 */
export type StoredFact<R> =
  R extends z.ZodOptional<infer Inner>
    ? Inner extends z.ZodNullable
      ? Inner
      : z.ZodNullable<Inner>
    : R extends z.ZodPipe<infer Taken, z.ZodTransform>
      ? StoredFact<Taken>
      : R;
export type StoredFacts<S extends z.ZodRawShape> = { [K in keyof S]: StoredFact<S[K]> };

function storedFact(rule: z.ZodType): z.ZodType {
  if (rule instanceof z.ZodOptional) {
    const inner = rule.unwrap() as z.ZodType;
    return inner instanceof z.ZodNullable ? inner : inner.nullable();
  }
  if (rule instanceof z.ZodPipe && rule.def.out instanceof z.ZodTransform) return storedFact(rule.def.in as z.ZodType);
  return rule;
}

/**
 * A record's plain facts as its answer gives them (decisions 159, 160): the fields of its form's
 * rule that are stored in their column as sent and answered as stored, so a new one is its rule
 * and its column (declared in the table's type, app/backend/lib/db/schema.ts, which a test
 * checks against the facts); the answer and the backend's statements follow. Each rule is
 * the form's own (its limits show in the API document); an optional one is answered as null when
 * it was left out. A rule that ends in a transform (`optionalText`: empty → null; `emailField`:
 * lower-cased) is answered by the rule before it, as the transform only normalises what is
 * stored: the transform must give what that rule gives (or null for an optional one). A value the
 * database gives back another way (a boolean, a decimal) or that is stored elsewhere is not a
 * plain fact.
 */
export function storedFacts<S extends z.ZodRawShape>(rules: S): StoredFacts<S> {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, storedFact(rule as z.ZodType)]),
  ) as StoredFacts<S>;
}

/** The two kinds of account (declared once, in app/forms/fields.ts). */
export const accountType = z.enum(USER_TYPES).meta({ id: "AccountType" });

// ---------------------------------------------------------------------------
// Ids in requests
// ---------------------------------------------------------------------------

/** How an id in a query string reads (for the reference). */
const ID_TEXT = { pattern: "^[1-9][0-9]{0,9}$", description: "An id: a whole number from 1." };

/** A required id in a JSON body (numbers, or numeric strings the backend turns into numbers first). */
export function requiredBodyId(invalid: string) {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === "" ? messages.required : invalid) })
    .int({ error: invalid })
    .positive({ error: invalid })
    .max(MAX_ID, { error: invalid });
}

/** A required id in the query string. */
export function requiredQueryId(invalid: string) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine(isIdText, { error: invalid })
    .transform(Number)
    .meta(ID_TEXT);
}

/** An optional id in the query string. */
export function optionalQueryId(invalid: string) {
  return z.string().trim().refine(isIdText, { error: invalid }).transform(Number).meta(ID_TEXT).optional();
}

// ---------------------------------------------------------------------------
// The envelope (docs/api-contract.md "Envelope")
// ---------------------------------------------------------------------------

/** The 401 of a request whose session has ended (or whose refresh token is not valid). */
export const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/** Per-field messages of a failure, keyed by the request's snake_case field names (`form`: the whole request). */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.output<typeof fieldErrors>;

/** Every failure (400–599): a sentence to show, per-field messages for a 400, and sometimes data (e.g. a verification to finish). */
export const errorEnvelope = z
  .strictObject({
    result: z.literal(false),
    message: z.string(),
    errors: fieldErrors.optional(),
    data: z.unknown().optional(),
  })
  .meta({ id: "ErrorEnvelope" });
export type ErrorEnvelope = z.output<typeof errorEnvelope>;

const successFields = { result: z.literal(true), message: z.string() };

/** A success that answers no data: `{ result: true, message }`. */
export function envelope(): z.ZodObject<typeof successFields, z.core.$strict>;
/** A success with `data`: `{ result: true, message, data }`. */
export function envelope<D extends z.ZodType>(data: D): z.ZodObject<typeof successFields & { data: D }, z.core.$strict>;
export function envelope(data?: z.ZodType) {
  return data === undefined ? z.strictObject(successFields) : z.strictObject({ ...successFields, data });
}

/** A success as a client reads it: the envelope with its `data`. */
export type SuccessEnvelope<T> = z.output<ReturnType<typeof envelope>> & { data: T };

/** A paged list: `data` plus the paging fields at the top level; `extra` adds fields beside them. */
export function pagedEnvelope<T extends z.ZodType, X extends z.ZodRawShape = Record<never, never>>(item: T, extra?: X) {
  return z.strictObject({ ...successFields, data: z.array(item), ...pagingFields, ...(extra ?? ({} as X)) });
}

/** A paged list as the wrappers resolve it: the items plus the paging fields. */
export type Paged<T> = { data: T[] } & z.output<z.ZodObject<typeof pagingFields>>;

// ---------------------------------------------------------------------------
// Shapes many answers carry
// ---------------------------------------------------------------------------

/** Master list: location. */
export const location = z
  .strictObject({ id, city: z.string(), state: z.string(), country: z.string() })
  .meta({ id: "Location" });
export type Location = z.output<typeof location>;

/** Master list: currency (INR is id 1). */
export const currency = z
  .strictObject({ id, title: z.string(), code: z.string(), country: z.string() })
  .meta({ id: "Currency" });
export type Currency = z.output<typeof currency>;

/** Master lists with a title: company, institution, degree, skill, sector, domain. */
export const masterItem = z.strictObject({ id, title: z.string() }).meta({ id: "MasterItem" });
export type MasterItem = z.output<typeof masterItem>;

/** A member as lists show them; `username` is the URL slug of /profile/{username}/{id}. */
export const personSummaryShape = {
  /** The user id. */
  id,
  first_name: z.string(),
  last_name: z.string(),
  /** The headline ("" when none). */
  bio: z.string(),
  profile_pic: z.string().nullable(),
  username: z.string(),
};
export const personSummary = z.strictObject(personSummaryShape).meta({ id: "PersonSummary" });
export type PersonSummary = z.output<typeof personSummary>;

/**
 * A member or a company as the jobs area shows them: a company has its name in `first_name`
 * (and `name`), `last_name` "", its about text as `bio`, its logo as `profile_pic`.
 */
export const accountSummary = z
  .strictObject({ ...personSummaryShape, type_of_user: accountType, name: z.string() })
  .meta({ id: "AccountSummary" });
export type AccountSummary = z.output<typeof accountSummary>;

/** Where the caller stands with another member (all false for yourself and for visitors). */
export const connectionStatus = z
  .strictObject({
    is_connected: z.boolean(),
    request_sent: z.boolean(),
    request_received: z.boolean(),
    /** The pending request between the two, else null. */
    request_id: id.nullable(),
  })
  .meta({ id: "ConnectionStatus" });
export type ConnectionStatus = z.output<typeof connectionStatus>;
