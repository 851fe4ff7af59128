/**
 * Re-encodes uploaded pictures with sharp: EXIF orientation applied, metadata dropped (EXIF,
 * GPS, ICC, XMP), sized for their slot, written as WebP. Only JPEG, PNG and WebP (by their
 * bytes) are accepted.
 *
 * Decoding is the expensive part (a 40-megapixel PNG of 150 kB costs about half a second of
 * CPU and a few hundred MB), so (decision 123): the size is read from the header first and a
 * picture over the pixel limit is refused before anything is decoded, and decodes run a few at
 * a time through a bounded queue (`Semaphore`); when the queue is full the upload is told to
 * come back (503 with Retry-After).
 */
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { type PictureType } from "#app/contract/uploads.ts";
import { uploadMessages } from "#app/forms/upload.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import { Semaphore } from "#app/backend/lib/semaphore.ts";
import { isImage } from "./sniff.ts";

export { type PictureType };

type Slot = { width: number; height: number; fit: "cover" | "contain"; flatten: boolean };

/** Photo and logo 400×400 (cover; contain on white), banner 1584×396 cover. */
export const PICTURE_SLOTS: Record<PictureType, Slot> = {
  photo: { width: 400, height: 400, fit: "cover", flatten: false },
  logo: { width: 400, height: 400, fit: "contain", flatten: true },
  banner: { width: 1584, height: 396, fit: "cover", flatten: false },
};

export const IMAGE_KIND_MESSAGE = uploadMessages.imageType;
export const IMAGE_PIXELS_MESSAGE = "The image is too large. Use one of at most 40 megapixels.";

/** Decompression-bomb guard: images larger than this (width × height) are refused. */
export const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_BUSY_MESSAGE = "Many pictures are being processed right now. Please try again in a moment.";
/** The Retry-After of the 503 when every decode is busy and the queue is full. */
export const IMAGE_BUSY_RETRY_AFTER_SECONDS = 5;

/** How many pictures are decoded at once, and how many uploads may wait for a turn. */
export type ImageProcessingOptions = { concurrent?: number; queued?: number };

/** Half the CPUs (at least one, so the other half keeps answering requests); 8 waiting. */
export function imageDecodeSlots(options: ImageProcessingOptions = {}): Semaphore {
  return new Semaphore(options.concurrent ?? Math.max(1, Math.floor(availableParallelism() / 2)), options.queued ?? 8);
}

function busy(): ApiError {
  return new ApiError(503, IMAGE_BUSY_MESSAGE, { headers: { "Retry-After": String(IMAGE_BUSY_RETRY_AFTER_SECONDS) } });
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/**
 * The picture for `type` as WebP bytes; 400 on `file` when it is not a usable image or is over
 * the pixel limit (read from its header, before any decoding); 503 when `decodes` is full.
 */
export async function reencodePicture(bytes: Uint8Array, type: PictureType, decodes: Semaphore): Promise<Uint8Array> {
  if (!isImage(bytes)) throw fieldError("file", IMAGE_KIND_MESSAGE);
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw fieldError("file", IMAGE_KIND_MESSAGE);
  }
  if (!width || !height) throw fieldError("file", IMAGE_KIND_MESSAGE);
  if (width * height > MAX_INPUT_PIXELS) throw fieldError("file", IMAGE_PIXELS_MESSAGE);
  return decodes.run(() => decode(bytes, type), busy);
}

async function decode(bytes: Uint8Array, type: PictureType): Promise<Uint8Array> {
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
