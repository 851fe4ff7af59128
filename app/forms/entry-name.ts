import { z } from "zod";
import { allowedCharacters, COMPANY_NAME_PATTERN, limits, messages } from "./fields.ts";

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
  institution: "Institution name must be on one line, with letters, numbers, single spaces and & . , ' - ( ) + / ! only.",
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
    .nullish()
    .transform((value) => value ?? "")
    .pipe(
      z
        .string()
        .refine(...allowedCharacters)
        .refine((value) => !CONTROL.test(value), { error: entryNameMessages[what], abort: true })
        .transform((value) => value.trim().replace(/ +/g, " "))
        .pipe(
          z
            .string()
            .max(entryNameLimits[what], { error: entryNameMessages.tooLong(what), abort: true })
            .refine((value) => value === "" || COMPANY_NAME_PATTERN.test(value), { error: entryNameMessages[what] }),
        ),
    )
    .transform((value) => (value === "" ? null : value));
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
