/**
 * Skills typed in instead of picked (issue 38, decision 187), as companies are (decision 135):
 * the rule a typed skill name meets, and the key two names share when they are the same skill.
 * Without Zod: the skills picker checks a name in the browser before it offers to add it.
 */

export const SKILL_NAME_MAX = 50;

/** Control, format and surrogate characters (line breaks, tabs, NUL, zero-width and bidi marks). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;

/**
 * Letters (with their marks), digits, single spaces and the punctuation skill names use
 * (C++, C#, .NET, Node.js, CI/CD, R&D, Bachelor's, (Advanced)), with at least one letter: a
 * text of digits alone is an id of the list, never a name.
 */
const SKILL_NAME_PATTERN = /^(?=.*\p{L})(?!.* {2})[\p{L}\p{M}\p{N}+#./&'’() -]+$/u;

const hasInvisible = (value: string) => /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u.test(value);

/** A skill as written in a message: invisible characters dropped, at most 30 characters. */
function shown(value: string): string {
  const text = tidySkillName(value.replace(INVISIBLE, " "));
  return text.length > 30 ? `${text.slice(0, 30)}…` : text;
}

export const skillNameMessages = {
  tooLong: (value: string) => `“${shown(value)}” is too long: a skill name is at most ${SKILL_NAME_MAX} characters.`,
  characters: (value: string) =>
    `“${shown(value)}” cannot be a skill: use letters, numbers, single spaces and + # . - / & ' ( ) only, with at least one letter.`,
} as const;

/** A name as stored: trimmed, runs of spaces made one. */
export function tidySkillName(value: string): string {
  return value.trim().replace(/ +/g, " ");
}

/** What is wrong with a typed skill name, or null when it may be added (as {@link tidySkillName} gives it). */
export function skillNameProblem(value: string): string | null {
  if (hasInvisible(value)) return skillNameMessages.characters(value);
  const name = tidySkillName(value);
  if (name.length > SKILL_NAME_MAX) return skillNameMessages.tooLong(value);
  if (!SKILL_NAME_PATTERN.test(name)) return skillNameMessages.characters(value);
  return null;
}

/**
 * The key of a skill's name: the same for names that differ only in case, accents, runs of
 * spaces, apostrophes and full stops ("Node.js", "NodeJS", "nodejs"); other punctuation separates
 * words ("CI/CD" is "ci cd"). Unlike a company's key it keeps `+` and `#`, so C, C++ and C# stay
 * three skills.
 */
export function normaliseSkillName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("en")
    .replace(/['’‘`.]/g, "")
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
}
