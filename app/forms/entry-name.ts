import { z } from "zod";
import { COMPANY_NAME_PATTERN, hasForbiddenCharacters, limits, messages } from "./fields.ts";

/**
 * Companies and institutions typed in instead of picked (issue 13, decision 135): the name as
 * typed (trimmed, runs of spaces made one), the rules it must meet, and the key two names share
 * when they are the same entry.
 */

export const entryNameLimits = { company: limits.companyName, institution: 150 } as const;

export type EntryWhat = keyof typeof entryNameLimits;

const LABEL: Record<EntryWhat, string> = { company: "Company name", institution: "Institution name" };

export const entryNameMessages = {
  company: messages.companyName,
  institution:
    "Institution name must be on one line, with letters, numbers, single spaces and & . , ' - ( ) + / ! only.",
  tooLong: (what: EntryWhat) => `${LABEL[what]} must be at most ${entryNameLimits[what]} characters.`,
  /** Neither picked nor typed. */
  required: messages.required,
} as const;

/** Control and format characters (line breaks, tabs, zero-width and bidi marks). */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/**
 * A typed company or institution name: optional (empty gives null); trimmed, inner runs of spaces
 * made one; no control or invisible characters; letters, numbers and `& . , ' ’ - ( ) + / !`
 * (the company-name rule of decision 118); at most 100 (company) or 150 (institution) characters.
 */
export function typedEntryNameField(what: EntryWhat) {
  return z
    .string()
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: "custom", message });
      if (hasForbiddenCharacters(value)) return fail(messages.badCharacter);
      if (CONTROL.test(value)) return fail(entryNameMessages[what]);
      const name = tidyEntryName(value);
      if (name.length > entryNameLimits[what]) return fail(entryNameMessages.tooLong(what));
      if (name !== "" && !COMPANY_NAME_PATTERN.test(name)) fail(entryNameMessages[what]);
    })
    .nullish()
    .transform((value) => (value ? tidyEntryName(value) : "") || null);
}

/** A name as stored: trimmed, runs of spaces made one. */
export function tidyEntryName(value: string): string {
  return value.trim().replace(/ +/g, " ");
}

/**
 * The key of a name: the same for names that differ only in case, accents, spaces and
 * punctuation ("Acme Tech", "acme  tech.", "ACME-Tech" → "acme tech"). Apostrophes and full stops
 * vanish ("O'Reilly" → "oreilly", "I.I.T." → "iit"); other punctuation and symbols separate words.
 */
export function normaliseEntryName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("en")
    .replace(/['’‘`.]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Whether a form holds neither a picked id nor a typed name (the raw values: checked even when other fields are wrong). */
export function entryMissing(value: unknown, idField: string, nameField: string): boolean {
  const form = (value ?? {}) as Record<string, unknown>;
  const empty = (item: unknown) =>
    item === undefined || item === null || (typeof item === "string" && item.trim() === "");
  return empty(form[idField]) && empty(form[nameField]);
}

/** The refinement "pick one or type one" ("This is Required." on the id field), run whatever else is wrong. */
export function entryRequired(idField: string, nameField: string) {
  const check = (value: unknown) => !entryMissing(value, idField, nameField);
  const params: { path: PropertyKey[]; error: string; when: (payload: { value: unknown }) => boolean } = {
    path: [idField],
    error: messages.required,
    when: (payload) => entryMissing(payload.value, idField, nameField),
  };
  return [check, params] as [typeof check, typeof params];
}
