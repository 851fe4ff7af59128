/**
 * A job's share card as PNG (decision 170): the SVG of share-image.ts drawn by sharp (libvips'
 * SVG renderer, shipped inside its npm package: no download at install). Its ETag is a hash of
 * the SVG, so every instance answers the same tag for the same card and a revalidation costs no
 * drawing; the last cards drawn are kept in memory, as chat apps fetch a shared link's card
 * several times within minutes.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { shareCardSvg, type ShareCard } from "./share-image.ts";

export type RenderedCard = { png: Buffer; etag: string };

const KEPT = 200;
const kept = new Map<string, RenderedCard>();

/** The card's ETag (strong: the same SVG is drawn to the same bytes). */
export function shareCardEtag(svg: string): string {
  return `"${createHash("sha256").update(svg).digest("base64url").slice(0, 27)}"`;
}

export async function renderShareCard(card: ShareCard): Promise<RenderedCard> {
  const svg = shareCardSvg(card);
  const etag = shareCardEtag(svg);
  const hit = kept.get(etag);
  if (hit) {
    // Most recently used last.
    kept.delete(etag);
    kept.set(etag, hit);
    return hit;
  }
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  const rendered = { png, etag };
  kept.set(etag, rendered);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return rendered;
}
