/**
 * Paging of the API's lists (docs/api-contract.md "Paging"): `?page=` (1-based, default 1),
 * 20 items a page; lists that can grow long also page by keyset (docs/decisions/102): each answer
 * carries `next_cursor` and `prev_cursor`, and `?cursor=` / `?before=` continue from there.
 *
 * The query fields here are the ones the backend parses with; cursors are encoded and decoded
 * without Node's Buffer, so this module runs in the browser too.
 */
import { z } from "zod";

export const PAGE_SIZE = 20;
/** Pages beyond this are refused (a guard against absurd offsets). */
export const MAX_PAGE = 10_000;

export const PAGE_INVALID = "Enter a valid page number.";
export const CURSOR_INVALID = "This page link is no longer valid: go back to the first page.";

/** A position in a list sorted by (a time or text, an id), newest first. */
export type CursorKey = [string, number];

/** Text as UTF-8 bytes in base64url without padding (what Node's `base64url` writes). */
function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The text of base64url digits, read as Node's `Buffer.from(value, "base64url")` reads them (a lone last digit is dropped). */
function fromBase64Url(value: string): string {
  const usable = value.length % 4 === 1 ? value.slice(0, -1) : value;
  const base64 = usable.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "===".slice((base64.length + 3) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function encodeCursor(key: CursorKey): string {
  return toBase64Url(JSON.stringify(key));
}

export function decodeCursor(value: string): CursorKey | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(value)) return null;
  try {
    const key: unknown = JSON.parse(fromBase64Url(value));
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      typeof key[0] === "string" &&
      key[0].length <= 100 &&
      !key[0].includes("\0") &&
      Number.isSafeInteger(key[1]) &&
      key[1] > 0
    ) {
      return [key[0], key[1]];
    }
  } catch {
    // not a cursor
  }
  return null;
}

/** An optional whole-number query parameter from 1 to `max`, at most `digits` digits; absent or empty is `fallback`. */
function wholeNumberParam(fallback: number, digits: number, max: number, invalid: string) {
  const pattern = new RegExp(`^\\d{1,${digits}}$`);
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return fallback;
      const n = Number(value);
      if (!pattern.test(value) || n < 1 || n > max) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return n;
    });
}

/** `?page=`: a whole number from 1 to 10 000; absent or empty is 1. */
export const pageField = wholeNumberParam(1, 5, MAX_PAGE, PAGE_INVALID).meta({
  description: "The page, from 1 (the default) to 10000.",
});

/** `?cursor=` / `?before=`: a position handed out by an earlier page (absent or empty: none). */
export const cursorField = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return undefined;
    const key = decodeCursor(value);
    if (!key) {
      ctx.addIssue({ code: "custom", message: CURSOR_INVALID });
      return z.NEVER;
    }
    return key;
  });

/** The query fields of a list that pages by keyset. */
export const keysetFields = {
  page: pageField,
  cursor: cursorField.meta({ description: "The `next_cursor` of an earlier page: the page after it." }),
  before: cursorField.meta({ description: "The `prev_cursor` of an earlier page: the page before it." }),
};

/**
 * `?page_size=`: fewer items than a page (a dashboard section shows a few); absent is PAGE_SIZE.
 * Only the lists that name it accept it.
 */
export const pageSizeField = wholeNumberParam(
  PAGE_SIZE,
  2,
  PAGE_SIZE,
  `Enter a page size from 1 to ${PAGE_SIZE}.`,
).meta({
  description: `Items a page, 1 to ${PAGE_SIZE} (default ${PAGE_SIZE}).`,
});

/** The paging fields at the top level of a paged list's answer. */
export const pagingFields = {
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  has_next: z.boolean(),
  /** The next page of a keyset list (null on the last page, and on lists that page by number only). */
  next_cursor: z.string().nullable(),
  /** The previous page of a keyset list (null on the first page). */
  prev_cursor: z.string().nullable(),
  /** `total` stopped at the API's cap (1,000): there are more (shown as "1,000+"). */
  total_capped: z.boolean(),
};
