/**
 * One mail, two parts: a template lists its blocks once and gets the plain text and the HTML
 * from them, so the two parts always say the same thing.
 *
 * - Plain text: the blocks separated by blank lines; a code or a link stands alone on its line
 *   (people and the tests copy it from there).
 * - HTML: the product's look (spec §9's navy header on a light grey page, one white card) with
 *   inline styles only, because mail clients drop `<style>` and external CSS. Every text is
 *   escaped, and a link must be http(s): a member's name can hold `<`, `&` or quotes.
 */
import { brand } from "#app/ui/brand.ts";

export type MailBlock =
  /** A paragraph of text. */
  | { text: string }
  /** A one-time code: its own line in the text, large and spaced in the HTML. */
  | { code: string }
  /** A link: the bare URL on its own line in the text; a button (and the URL under it) in the HTML. */
  | { link: string; label: string }
  /** A list of links (a job alert's posts): one "title: URL" entry per line group in the text, a list in the HTML. */
  | { items: ReadonlyArray<{ label: string; detail: string; link: string }> };

export type MailBody = { text: string; html: string };

const FONT = "Arial, Helvetica, sans-serif";
const INK = "#1A1A1A";
/** Secondary text: brand.subText is too light for small text on white (theme.ts). */
const MUTED = "#555555";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

function httpUrl(link: string): string {
  const protocol = URL.canParse(link) ? new URL(link).protocol : "";
  if (protocol !== "http:" && protocol !== "https:") throw new Error("a mail link must be an http(s) URL");
  return link;
}

function textOf(block: MailBlock): string {
  if ("items" in block)
    return block.items
      .map((item) => [item.label, item.detail, httpUrl(item.link)].filter(Boolean).join("\n"))
      .join("\n\n");
  if ("code" in block) return block.code;
  if ("link" in block) return httpUrl(block.link);
  return block.text;
}

function htmlOf(block: MailBlock): string {
  if ("items" in block) {
    const items = block.items.map(
      (item) =>
        `<li style="margin:0 0 12px;"><a href="${escapeHtml(httpUrl(item.link))}" style="color:${brand.primary};font-weight:bold;">` +
        `${escapeHtml(item.label)}</a>${item.detail ? `<br><span style="font-size:14px;color:${MUTED};">${escapeHtml(item.detail)}</span>` : ""}</li>`,
    );
    return `<ul style="margin:0 0 16px;padding:0 0 0 20px;">\n${items.join("\n")}\n</ul>`;
  }
  if ("code" in block) {
    return (
      `<p style="margin:0 0 16px;font:bold 28px/1.2 'Courier New',Courier,monospace;letter-spacing:6px;color:${brand.primary};">` +
      `${escapeHtml(block.code)}</p>`
    );
  }
  if ("link" in block) {
    const href = escapeHtml(httpUrl(block.link));
    return [
      `<p style="margin:0 0 12px;"><a href="${href}" style="display:inline-block;background:${brand.primary};color:#FFFFFF;` +
        `padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(block.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:${MUTED};word-break:break-all;">` +
        `Or open this link: <a href="${href}" style="color:${brand.primary};">${href}</a></p>`,
    ].join("\n");
  }
  return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
}

/** The text and HTML parts of a mail titled `subject` made of `blocks`. */
export function renderMail(subject: string, blocks: readonly MailBlock[]): MailBody {
  const text = `${blocks.map(textOf).join("\n\n")}\n`;
  const html = [
    "<!DOCTYPE html>",
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${brand.secondary};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${brand.secondary};"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#FFFFFF;border-radius:8px;">`,
    `<tr><td style="background:${brand.primary};padding:16px 24px;border-radius:8px 8px 0 0;color:#FFFFFF;font:bold 20px ${FONT};">JobLink</td></tr>`,
    `<tr><td style="padding:24px;font:16px/1.5 ${FONT};color:${INK};">`,
    ...blocks.map(htmlOf),
    "</td></tr></table>",
    "</td></tr></table>",
    "</body></html>",
    "",
  ].join("\n");
  return { text, html };
}
