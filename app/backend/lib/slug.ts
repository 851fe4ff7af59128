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
  const joined = parts.filter((part): part is string => typeof part === "string").join(" ");
  // Most names are plain ASCII: the same result without Unicode normalisation and property
  // classes (a slug is made for every person and post of a page).
  if (PRINTABLE_ASCII.test(joined)) return asciiSlug(joined);
  const text = joined
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

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** {@link slugify} of printable ASCII text. */
function asciiSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
  return slug === "" ? FALLBACK_SLUG : slug;
}
