/**
 * Replacing a stored file without leaving anything half-done:
 * 1. the new file is stored under a new random key; if the store fails (S3 down, a full disk),
 *    the answer is 503 and nothing else happens: no row changes, the old file stays;
 * 2. the database row is pointed at it in a transaction (which returns the old key);
 * 3. if the transaction fails, the new file is deleted and the error goes on;
 * 4. only after the commit is the old file deleted (a failure there is logged, never undone).
 * The transaction is a live one (decision 127): the changes it records are told once it commits,
 * except to `actor`, the member who made it.
 */
import type { Db } from "#app/backend/lib/db/index.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { STORAGE_MESSAGES, storageUnavailable } from "./unavailable.ts";

export async function storeAndSwap<T>(
  s: Services,
  file: { key: string; bytes: Uint8Array; contentType: string },
  update: (trx: Db) => Promise<{ oldKey: string | null; result: T }>,
  actor: number | null = null,
): Promise<T> {
  try {
    await s.storage.put(file.key, file.bytes, file.contentType);
  } catch (error) {
    // A store leaves no half object (DiskStorage renames a finished file into place, an S3 PUT
    // is atomic), but a PUT whose answer was lost may have gone through: remove it, quietly
    // (the key is new and random, so nothing else can be under it).
    await s.storage.delete(file.key).catch(() => {});
    throw storageUnavailable(s, STORAGE_MESSAGES.notStored, `could not store the file ${file.key}`, error);
  }
  let outcome: { oldKey: string | null; result: T };
  try {
    outcome = await s.live.transaction(actor, update);
  } catch (error) {
    await s.storage
      .delete(file.key)
      .catch((cleanup: unknown) => s.log.error(`could not delete the unused file ${file.key}`, cleanup));
    throw error;
  }
  if (outcome.oldKey && outcome.oldKey !== file.key) await deleteQuietly(s, outcome.oldKey);
  return outcome.result;
}

/** Deletes a file that is no longer referenced; a failure is only logged. */
export async function deleteQuietly(s: Services, key: string): Promise<void> {
  await s.storage.delete(key).catch((error: unknown) => s.log.error(`could not delete the old file ${key}`, error));
}
