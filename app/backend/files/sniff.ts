/**
 * Recognises a file by its first bytes ("magic numbers"), never by its name or the type the
 * client declared.
 */

export type SniffedType = "image/jpeg" | "image/png" | "image/webp" | "application/pdf";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF"
const WEBP = [0x57, 0x45, 0x42, 0x50]; // "WEBP" at offset 8
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** The type of `bytes` when it is a JPEG, PNG, WebP or PDF file, else `null`. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  if (startsWith(bytes, PDF)) return "application/pdf";
  return null;
}

export const IMAGE_TYPES: ReadonlySet<SniffedType> = new Set(["image/jpeg", "image/png", "image/webp"]);

export function isImage(bytes: Uint8Array): boolean {
  const type = sniffType(bytes);
  return type !== null && IMAGE_TYPES.has(type);
}

export function isPdf(bytes: Uint8Array): boolean {
  return sniffType(bytes) === "application/pdf";
}
