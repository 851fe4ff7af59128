/**
 * Signed cookies with React Router's `createCookie` interface and wire format, signed and checked
 * with node:crypto's HMAC in the same tick.
 *
 * Why not `createCookie`: it imports the secret as a WebCrypto key and verifies through
 * `crypto.subtle` on every parse, which cost about a sixth of the CPU of rendering `/login`
 * under load (issue 9's profile). The format is React Router's, so cookies written before this
 * change (or by `createCookie`) still read, and the other way round: the value is the JSON's
 * UTF-8 bytes in base64, then `.` and the HMAC-SHA256 of that text under the first secret in
 * base64 without padding, the whole URI-encoded in the header. Older secrets in the list still
 * verify (rotation), as with `createCookie`.
 */
import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";

/** How many verified cookie values each cookie remembers (oldest forgotten first). */
const VERIFIED_KEPT = 10_000;

export type SignedCookieOptions = {
  path?: string;
  httpOnly?: boolean;
  sameSite?: "lax" | "strict" | "none";
  secure?: boolean;
  /** Seconds. */
  maxAge?: number;
  /** Newest first: the first signs, every one verifies. */
  secrets: readonly string[];
};

export type SignedCookie = {
  readonly name: string;
  /** The value, `""` for an empty cookie, null when absent or not signed by one of the secrets. */
  parse(cookieHeader: string | null | undefined): unknown;
  /** A `Set-Cookie` value; `""` writes an empty cookie (with `{ maxAge: 0 }`, one that is removed). */
  serialize(value: unknown, options?: { maxAge?: number }): string;
};

export function createSignedCookie(name: string, options: SignedCookieOptions): SignedCookie {
  const { secrets, ...attributes } = { path: "/", sameSite: "lax" as const, ...options };
  if (secrets.length === 0) throw new Error(`createSignedCookie(${name}): at least one secret is needed`);
  const keys = secrets.map((secret) => createSecretKey(Buffer.from(secret, "utf8")));
  const macOf = (key: KeyObject, text: string) => createHmac("sha256", key).update(text, "utf8").digest();
  // A browser sends the same cookie with every request: a value verified once is remembered (by
  // its whole signed text, so nothing unverified can hit), and only its JSON is parsed again.
  const verified = new Map<string, string>();

  return {
    name,
    parse(cookieHeader) {
      const raw = cookieValue(cookieHeader, name);
      if (raw === null) return null;
      if (raw === "") return "";
      const known = verified.get(raw);
      if (known !== undefined) return decode(known);
      const dot = raw.lastIndexOf(".");
      if (dot < 0) return null;
      const text = raw.slice(0, dot);
      const given = Buffer.from(raw.slice(dot + 1), "base64");
      for (const key of keys) {
        const expected = macOf(key, text);
        if (given.length === expected.length && timingSafeEqual(given, expected)) {
          if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
          verified.set(raw, text);
          return decode(text);
        }
      }
      return null;
    },
    serialize(value, overrides = {}) {
      const text = value === "" ? "" : signed(encode(value), (t) => macOf(keys[0]!, t));
      return setCookie(name, text, { ...attributes, ...overrides });
    },
  };
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value), "utf8").toString("base64");
}

/** As React Router: a value whose JSON does not parse reads as `{}`. */
function decode(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, "base64").toString("utf8"));
  } catch {
    return {};
  }
}

function signed(text: string, mac: (text: string) => Buffer): string {
  return `${text}.${mac(text).toString("base64").replace(/=+$/, "")}`;
}

/** The first cookie called `name` in a `Cookie` header, URI-decoded (as sent when it does not decode). */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

function setCookie(name: string, value: string, a: Omit<SignedCookieOptions, "secrets">): string {
  let out = `${name}=${encodeURIComponent(value)}`;
  if (a.maxAge !== undefined) out += `; Max-Age=${Math.floor(a.maxAge)}`;
  if (a.path) out += `; Path=${a.path}`;
  if (a.httpOnly) out += "; HttpOnly";
  if (a.secure) out += "; Secure";
  if (a.sameSite) out += `; SameSite=${a.sameSite[0]!.toUpperCase()}${a.sameSite.slice(1)}`;
  return out;
}
