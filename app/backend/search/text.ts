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
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (_entity, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return ENTITIES[name.toLowerCase()] ?? " ";
    });
}

/** FTS5 MATCH text: each word quoted (a phrase of one word), the last also as a prefix; all must match. */
export function ftsMatch(words: readonly string[]): string {
  return words.map((word, i) => `"${word.replace(/"/g, "")}"${i === words.length - 1 ? "*" : ""}`).join(" ");
}

/** to_tsquery text: the words joined with `&`, the last as a prefix (`word:*`). */
export function tsQueryText(words: readonly string[]): string {
  return words.map((word, i) => `${word}${i === words.length - 1 ? ":*" : ""}`).join(" & ");
}
