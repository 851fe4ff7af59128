/**
 * Words, not syntax: what the search index stores and what a query asks for are both reduced
 * to words of letters and digits (everything else separates words), so user text never
 * reaches FTS5's MATCH grammar or PostgreSQL's tsquery grammar as anything but plain words.
 */

/** Most words of one query that are used (a 100-character query has at most 50). */
export const MAX_QUERY_WORDS = 32;

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of `text`: letters and digits, lower-cased (NFKC first, so "ｆｕｌｌ" and "²" read as "full" and "2"). */
export function wordsOf(text: string): string[] {
  return text.normalize("NFKC").toLowerCase().match(WORD) ?? [];
}

/** The words of a search box's text, at most MAX_QUERY_WORDS. */
export function queryWords(search: string): string[] {
  return wordsOf(search).slice(0, MAX_QUERY_WORDS);
}

/** Text as the index stores it: its words separated by single spaces ("Node.js" → "node js"). */
export function indexText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((part): part is string => typeof part === "string" && part !== "")
    .map((part) => wordsOf(part).join(" "))
    .filter((part) => part !== "")
    .join(" ");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The visible text of sanitised HTML (tags dropped, entities decoded). */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (_entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
    }
    return ENTITIES[name.toLowerCase()] ?? " ";
  });
}

/**
 * A word of a query and whether it matches as a prefix: the last word typed does (the member may
 * still be typing it) once it has PREFIX_MIN characters — a one-letter prefix matches nearly
 * everything and reads every word's list of the index.
 */
export type QueryTerm = { word: string; prefix: boolean };

/** The shortest last word that matches as a prefix (the FTS5 index keeps prefixes of 2 and 3). */
export const PREFIX_MIN = 2;

/** The terms of these words: the last one a prefix when long enough. */
export function queryTerms(words: readonly string[]): QueryTerm[] {
  return words.map((word, i) => ({ word, prefix: i === words.length - 1 && [...word].length >= PREFIX_MIN }));
}

const asTerms = (query: readonly string[] | readonly QueryTerm[]): QueryTerm[] =>
  query.length > 0 && typeof query[0] === "string"
    ? queryTerms(query as readonly string[])
    : [...(query as readonly QueryTerm[])];

/** FTS5 MATCH text: each word quoted (a phrase of one word), a prefix term with `*`; all must match. */
export function ftsMatch(query: readonly string[] | readonly QueryTerm[]): string {
  return asTerms(query)
    .map((term) => `"${term.word.replace(/"/g, "")}"${term.prefix ? "*" : ""}`)
    .join(" ");
}

/** to_tsquery text: the words joined with `&`, a prefix term as `word:*`. */
export function tsQueryText(query: readonly string[] | readonly QueryTerm[]): string {
  return asTerms(query)
    .map((term) => `${term.word}${term.prefix ? ":*" : ""}`)
    .join(" & ");
}

/**
 * The query one step more relaxed: without its most restrictive word — the one that matches
 * fewest documents alone (a misspelt word matches none), the later one of a tie (the one typed
 * last) — or null when one word is left (nothing to drop). `counts[i]` is how many documents
 * `terms[i]` matches alone.
 */
export function relaxedTerms(
  terms: readonly QueryTerm[],
  counts: readonly number[],
): { terms: QueryTerm[]; dropped: QueryTerm } | null {
  if (terms.length < 2) return null;
  let drop = 0;
  for (let i = 1; i < terms.length; i++) if (counts[i] <= counts[drop]) drop = i;
  return { terms: terms.filter((_, i) => i !== drop), dropped: terms[drop] };
}
