/**
 * Password hashing with scrypt (node:crypto), a random salt per password and a constant-time
 * compare. The stored form names its parameters, so they can be raised later without breaking
 * old hashes: `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`. The hashing itself runs in
 * `scryptWorkers` (password-workers.ts), off the event loop's CPU.
 */
import { randomBytes, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { scryptWorkers } from "./password-workers.ts";

export type ScryptParams = { N: number; r: number; p: number };

/** N = 2^15, r = 8, p = 1: 32 MiB and some tens of milliseconds per hash. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scryptOptions({ N, r, p }: ScryptParams): ScryptOptions {
  // maxmem must exceed 128 * N * r bytes.
  return { N, r, p, maxmem: 256 * N * r };
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptWorkers.hash(password.normalize("NFKC"), salt, KEY_LENGTH, scryptOptions(params));
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when `password` matches `stored`. A malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4], "base64");
  const expected = Buffer.from(parts[5], "base64");
  if (expected.length === 0) return false;
  const actual = await scryptWorkers.hash(
    password.normalize("NFKC"),
    salt,
    expected.length,
    scryptOptions({ N, r, p }),
  );
  return timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same time as a real check against a hash that matches nothing, so a login for an
 * unknown email is not faster than one with a wrong password.
 */
export async function verifyAgainstDummy(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<false> {
  const key = `${params.N}$${params.r}$${params.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(18).toString("base64"), params);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
