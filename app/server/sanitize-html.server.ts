import sanitizeHtml from "sanitize-html";
import { USER_LINK_REL } from "#app/ui/user-link-rel.ts";

/**
 * Job descriptions are user HTML, an XSS vector: they are sanitised with this allowlist when
 * stored and again when rendered. It keeps exactly what the editor can produce (paragraphs,
 * bold, italic, underline, ordered and bullet lists, links, left or centre alignment) and drops
 * everything else: scripts, event handlers, styles other than text-align, `javascript:` links.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ol", "ul", "li", "a"],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    p: ["style"],
    li: ["style"],
  },
  allowedStyles: {
    "*": { "text-align": [/^(left|center)$/] },
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (_tagName, attribs) => ({
      tagName: "a",
      attribs: { ...attribs, target: "_blank", rel: USER_LINK_REL },
    }),
    b: "strong",
    i: "em",
  },
};

/** A link whose address was refused keeps its text but stops being a link. */
const HREFLESS_LINK = /<a(?![^>]*\shref=)[^>]*>([\s\S]*?)<\/a>/g;

/** The safe subset of `html`. */
export function sanitizeRichText(html: string): string {
  return remembered(sanitized, html, () => sanitizeHtml(html, OPTIONS).replace(HREFLESS_LINK, "$1").trim());
}

/**
 * The last results of each function, by input: a post's page sanitises its description on every
 * view, and parsing it costs more than the rest of the page's text. The output depends on the
 * input alone, so a remembered one is the one a new run would give. Bounded by count and by
 * the inputs' total length.
 */
const MEMO_ENTRIES = 256;
const MEMO_CHARACTERS = 2_000_000;
type Memo = { entries: Map<string, string>; characters: number };
const sanitized: Memo = { entries: new Map(), characters: 0 };
const plain: Memo = { entries: new Map(), characters: 0 };

function remembered(memo: Memo, input: string, compute: () => string): string {
  const known = memo.entries.get(input);
  if (known !== undefined) {
    memo.entries.delete(input);
    memo.entries.set(input, known);
    return known;
  }
  const output = compute();
  if (input.length > MEMO_CHARACTERS / 4) return output;
  memo.entries.set(input, output);
  memo.characters += input.length;
  for (const [oldest] of memo.entries) {
    if (memo.entries.size <= MEMO_ENTRIES && memo.characters <= MEMO_CHARACTERS) break;
    memo.entries.delete(oldest);
    memo.characters -= oldest.length;
  }
  return output;
}

/** Plain text (from the text area used without JavaScript) as paragraphs of escaped text. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** The visible text of sanitised HTML (for previews, search and length checks). */
export function richTextToPlain(html: string): string {
  return remembered(plain, html, () =>
    sanitizeHtml(html.replace(/<\/(p|li)>|<br\s*\/?>/gi, "$& "), { allowedTags: [], allowedAttributes: {} })
      .replace(/\s+/g, " ")
      .trim(),
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
