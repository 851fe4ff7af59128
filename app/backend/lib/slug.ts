/**
 * URL slugs of people's names (`Asha Verma` → `asha-verma`) for `/profile/{username}/{id}`.
 * The id is what identifies the member; the slug only makes the link readable, so it need not
 * be unique.
 */

/** What a name with nothing usable in a URL (only punctuation, emoji…) becomes. */
export const FALLBACK_SLUG = "member";

const MAX_SLUG_LENGTH = 80;

/**
 * Lower-case words of letters and digits joined by single hyphens. Latin accents are dropped
 * (`José Zoë` → `jose-zoe`); letters of other scripts are kept with their marks (a Devanagari
 * name stays readable and the browser percent-encodes it).
 */
export function slugify(...parts: ReadonlyArray<string | null | undefined>): string {
  const text = parts
    .filter((part): part is string => typeof part === "string")
    .join(" ")
    .normalize("NFKD")
    // Combining diacritics of Latin letters (U+0300–U+036F): é → e.
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  const slug = text
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
  return /[\p{L}\p{N}]/u.test(slug) ? slug.normalize("NFC") : FALLBACK_SLUG;
}
