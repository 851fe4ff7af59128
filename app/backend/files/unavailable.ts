/**
 * A file store that does not answer (S3 down, a full disk) is the server's trouble, not the
 * member's: the API answers 503 with a message a person can act on and `Retry-After`, logs the
 * store's own error (never shown), and has changed nothing (decision 124). A 500 would say
 * "Something went wrong" about what we know well.
 */
import { ApiError } from "#app/backend/lib/envelope.ts";
import type { Services } from "#app/backend/lib/services.ts";
import type { StoredFile } from "./storage.ts";

export const STORAGE_MESSAGES = {
  notStored: "Your file could not be saved right now, and nothing was changed. Please try again in a moment.",
  notRead: "This file cannot be opened right now. Please try again in a moment.",
} as const;

export const STORAGE_RETRY_AFTER_SECONDS = 10;

/** Logs `error` (what the store said) and returns the 503 to answer with. */
export function storageUnavailable(s: Services, message: string, logged: string, error: unknown): ApiError {
  s.log.error(logged, error);
  return new ApiError(503, message, { headers: { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) } });
}

/** The stored file under `key` (`null`: there is none); 503 when the store does not answer. */
export async function openStored(s: Services, key: string): Promise<StoredFile | null> {
  try {
    return await s.storage.get(key);
  } catch (error) {
    throw storageUnavailable(s, STORAGE_MESSAGES.notRead, `could not read the file ${key}`, error);
  }
}
