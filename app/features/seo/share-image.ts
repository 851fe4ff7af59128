/**
 * A job's share card (decision 170): a 1200×630 picture (what Open Graph and Twitter's large
 * card show) with the job's title, its company and its places, drawn as SVG and made a PNG on
 * the server (share-image.server.ts). The SVG depends on nothing but the post, so every instance
 * draws the same bytes for it, and its address carries the post's last change: a new title is a
 * new address, and an old card may be kept for a long time.
 */
import { brand } from "#app/ui/brand.ts";

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

export type ShareCard = { title: string; company: string; location: string };

/** The card's address for a post: `/job-details/{id}/card.png?v=<its last change>`. */
export function shareImagePath(post: { id: number; updated_at: string }): string {
  return `/job-details/${post.id}/card.png?v=${Date.parse(post.updated_at).toString(36)}`;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/**
 * Lines of at most `width` characters, broken at spaces (a longer word is cut), at most `lines`
 * of them, the last one ending in "…" when text is left over. A character count stands for the
 * width: the same everywhere, which measuring a font would not be.
 */
export function wrapText(text: string, width: number, lines: number): string[] {
  const words = text.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const out: string[] = [];
  let line = "";
  for (let i = 0; i < words.length; i++) {
    let word = words[i];
    while (word.length > width) {
      if (line) {
        out.push(line);
        line = "";
      }
      out.push(word.slice(0, width));
      word = word.slice(width);
    }
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  const last = kept[lines - 1];
  kept[lines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`;
  return kept;
}

/** The card as SVG. */
export function shareCardSvg(card: ShareCard): string {
  const font = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
  const title = wrapText(card.title, 30, 3);
  const company = wrapText(card.company, 44, 1)[0] ?? "";
  const location = wrapText(card.location, 52, 1)[0] ?? "";
  const titleY = 250 - (title.length - 1) * 38;
  const titleLines = title
    .map(
      (line, i) =>
        `<text x="80" y="${titleY + i * 76}" font-size="64" font-weight="700" fill="${brand.primary}">${escapeXml(line)}</text>`,
    )
    .join("");
  const below = titleY + (title.length - 1) * 76;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}" font-family="${font}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<rect width="100%" height="24" fill="${brand.primary}"/>`,
    `<text x="80" y="110" font-size="36" font-weight="700" fill="${brand.primary}">JobLink</text>`,
    titleLines,
    `<text x="80" y="${below + 80}" font-size="40" fill="#1a1a1a">${escapeXml(company)}</text>`,
    location ? `<text x="80" y="${below + 140}" font-size="34" fill="#4a4a4a">${escapeXml(location)}</text>` : "",
    `<rect x="0" y="${SHARE_CARD_HEIGHT - 90}" width="100%" height="90" fill="${brand.secondary}"/>`,
    `<text x="80" y="${SHARE_CARD_HEIGHT - 34}" font-size="30" fill="${brand.primary}">Apply on JobLink</text>`,
    `</svg>`,
  ].join("");
}
