/** Test helpers: submit a schema the way a route action does (FormData → parseWithZod). */
import { parseWithZod } from "#app/forms/parse.ts";
import type { $ZodType } from "zod/v4/core";

/** Form entries: a repeated field is given as an array. */
export type Entries = Record<string, string | string[]>;

export function formData(entries: Entries): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

/** Parses `entries` with `schema` through Conform; returns the submission. */
export function submit<Schema extends $ZodType>(schema: Schema, entries: Entries) {
  return parseWithZod(formData(entries), { schema });
}

/** The error messages of one field after submitting `entries` (undefined when it passed). */
export function errorsOf<Schema extends $ZodType>(
  schema: Schema,
  entries: Entries,
  field: string,
): string[] | undefined {
  const submission = submit(schema, entries);
  return submission.status === "error" ? (submission.error?.[field] ?? undefined) : undefined;
}
