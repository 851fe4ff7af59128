/** Small cryptographic helpers on node:crypto. */
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/** A random URL-safe token (256 bits by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** SHA-256 hex digest, for storing high-entropy tokens (refresh tokens, reset ids). */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** HMAC-SHA-256 hex digest, for low-entropy secrets (OTP codes) that must not be guessable from the database alone. */
export function hmacHex(key: Uint8Array, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

/** Constant-time comparison of two strings (false when their lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Derives an independent 256-bit key for one purpose from the application secret. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", secret, "joblink", purpose, 32));
}
