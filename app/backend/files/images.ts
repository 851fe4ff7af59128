/**
 * Re-encodes uploaded pictures with sharp: EXIF orientation applied, metadata dropped (EXIF,
 * GPS, ICC, XMP), sized for their slot, written as WebP. Only JPEG, PNG and WebP (by their
 * bytes) are accepted.
 */
import sharp from "sharp";
import { fieldError } from "../lib/envelope.ts";
import { isImage } from "./sniff.ts";

export const PICTURE_TYPES = ["photo", "banner", "logo"] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

type Slot = { width: number; height: number; fit: "cover" | "contain"; flatten: boolean };

/** Photo and logo 400×400 (cover; contain on white), banner 1584×396 cover. */
export const PICTURE_SLOTS: Record<PictureType, Slot> = {
  photo: { width: 400, height: 400, fit: "cover", flatten: false },
  logo: { width: 400, height: 400, fit: "contain", flatten: true },
  banner: { width: 1584, height: 396, fit: "cover", flatten: false },
};

export const IMAGE_KIND_MESSAGE = "Upload a JPEG, PNG or WebP image.";
export const IMAGE_PIXELS_MESSAGE = "The image is too large. Use one of at most 40 megapixels.";

/** Decompression-bomb guard: images larger than this (width × height) are refused. */
export const MAX_INPUT_PIXELS = 40_000_000;

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** The picture for `type` as WebP bytes; 400 on `file` when it is not a usable image. */
export async function reencodePicture(bytes: Uint8Array, type: PictureType): Promise<Uint8Array> {
  if (!isImage(bytes)) throw fieldError("file", IMAGE_KIND_MESSAGE);
  const slot = PICTURE_SLOTS[type];
  try {
    let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: slot.width, height: slot.height, fit: slot.fit, position: "centre", background: WHITE });
    if (slot.flatten) pipeline = pipeline.flatten({ background: WHITE });
    const output = await pipeline.webp({ quality: 82, effort: 4 }).toBuffer();
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw fieldError("file", IMAGE_PIXELS_MESSAGE);
    throw fieldError("file", IMAGE_KIND_MESSAGE);
  }
}
