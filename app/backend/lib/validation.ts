/**
 * Request parsing: JSON bodies and query strings checked with Zod, failures turned into a 400
 * envelope with the messages per snake_case field. The field rules themselves are shared with
 * the browser forms (app/forms/fields.ts).
 *
 * Before any schema, every string of a JSON body and of the query string is checked for the
 * characters no text may carry (a NUL, an unpaired surrogate: decision 120), so no route can
 * hand one to the database, whatever its schema says.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { hasForbiddenCharacters, messages } from "#app/forms/fields.ts";
import { ApiError, MESSAGES, validationError, type FieldErrors } from "./envelope.ts";
import { coerceIdFields } from "./coerce.ts";

/** Key for issues that belong to no single field. */
export const FORM_ERROR_KEY = "form";

/** Groups Zod issues by their first path segment, one copy of each message per field. */
export function fieldErrorsFromIssues(issues: ReadonlyArray<z.core.$ZodIssue>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : FORM_ERROR_KEY;
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(fieldErrorsFromIssues(result.error.issues));
  return result.data;
}

/** True when `value` (a string, or any string, key or value inside a list or object) has a forbidden character. */
function carriesForbiddenText(value: unknown): boolean {
  // Walked with a list, not recursion: a body nested thousands deep (JSON.parse takes it) must
  // not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (hasForbiddenCharacters(item)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (typeof item === "object" && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        if (hasForbiddenCharacters(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** The 400 for a forbidden character: on the top-level field that carries it (`form` for a bad key). */
function forbiddenTextError(field: string): ApiError {
  return validationError({ [field]: [messages.badCharacter] });
}

/** Throws 400 when a field of a JSON body carries a forbidden character anywhere inside it. */
export function assertAllowedText(body: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(body)) {
    if (hasForbiddenCharacters(key)) throw forbiddenTextError(FORM_ERROR_KEY);
    if (carriesForbiddenText(value)) throw forbiddenTextError(key);
  }
}

/**
 * Hono middleware: 400 when a query parameter (its name or a value) carries a forbidden
 * character. A NUL can only arrive percent-encoded (`%00`), and an unpaired surrogate cannot
 * arrive in a URL at all (its UTF-8 bytes do not decode), so URLs without `%00` are let through
 * without decoding their query.
 */
export async function checkQueryText(c: Context, next: () => Promise<void>): Promise<void> {
  if (c.req.url.includes("%00")) {
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (hasForbiddenCharacters(name)) throw forbiddenTextError(FORM_ERROR_KEY);
      if (values.some(hasForbiddenCharacters)) throw forbiddenTextError(name);
    }
  }
  await next();
}

/** Reads the body as a JSON object (400 when it is not one, or when it carries a forbidden character). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, MESSAGES.invalidJson);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ApiError(400, MESSAGES.invalidJson);
  }
  assertAllowedText(value as Record<string, unknown>);
  return value as Record<string, unknown>;
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJsonObject(c));
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

/**
 * Parses `input` with an object `schema` whose fields are checked one by one, then adds the
 * rules between fields (`cross`, given the values of the fields that are valid on their own)
 * for fields that have no error yet — so every problem is reported at once, even while a
 * required field is missing (Zod skips object-level rules then).
 */
export function parseWithCross<S extends z.ZodObject, T>(
  schema: S,
  input: Record<string, unknown>,
  cross: (valid: Partial<z.output<S>>) => FieldErrors,
  finish: (value: z.output<S>) => T,
): T {
  const result = schema.safeParse(input);
  const errors: FieldErrors = result.success ? {} : fieldErrorsFromIssues(result.error.issues);
  const valid: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (errors[name]) continue;
    const parsed = field.safeParse(input[name]);
    if (parsed.success) valid[name] = parsed.data;
  }
  for (const [name, list] of Object.entries(cross(valid as Partial<z.output<S>>))) {
    if (!errors[name]) errors[name] = [...list];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return finish((result as { data: z.output<S> }).data);
}

/** The JSON body, with fields the body lacks taken from the query string (`?job_post_id=`, `?action=`). */
export async function bodyWithQuery(c: Context, fields: readonly string[]): Promise<Record<string, unknown>> {
  const body = await readJsonObject(c);
  for (const field of fields) {
    const value = c.req.query(field);
    if (body[field] === undefined && value !== undefined) body[field] = value;
  }
  return coerceIdFields(body, fields);
}
