/**
 * Locks that make "read, then write" work safe when several requests or instances do it at
 * once (decisions 121 and 122).
 *
 * PostgreSQL runs transactions under READ COMMITTED, so two transactions may both read "49
 * entries" and both insert the 50th: a limit is only safe when the transactions that check it
 * take turns. SQLite needs nothing here: inside one process Kysely runs one transaction at a time
 * on its single connection, and across processes every transaction begins with
 * `BEGIN IMMEDIATE` (lib/db/sqlite-adapter.ts), which takes the database's write lock first.
 */
import { sql } from "kysely";
import type { Db, DialectName } from "./index.ts";

/**
 * The advisory lock held while the master lists and the demo data are loaded at start-up, so
 * instances starting together on one database load them one after another (the second finds
 * them there). Kysely's migrator has its own lock for the migrations, which run before.
 */
export const STARTUP_LOCK_KEY = 90_500;

/** Waits for, then holds until the transaction ends, the start-up lock (PostgreSQL). */
export async function holdStartupLock(trx: Db, dialect: DialectName): Promise<void> {
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`.execute(trx);
}

/**
 * Locks the member's `users` row until the transaction ends (PostgreSQL), so this member's
 * transactions that check a per-member limit (at most 50 experiences, 200 invites a day, one
 * profile) before writing take turns; other members are not held up. Call it first in the
 * transaction, before the count, so the count sees what the previous turn committed.
 *
 * `FOR NO KEY UPDATE` rather than `FOR UPDATE`: it still makes these transactions wait for each
 * other, but not the inserts elsewhere that merely reference the member (a notification, a
 * message to them), whose foreign-key checks take only a key-share lock.
 */
export async function lockMember(trx: Db, dialect: DialectName, userId: number): Promise<void> {
  if (dialect === "postgres")
    await trx.selectFrom("users").select("id").where("id", "=", userId).forNoKeyUpdate().execute();
}

/**
 * Locks the `users` rows of both members (PostgreSQL), lower id first so two such transactions
 * never wait for each other in a circle: what two members do to each other (a block, a
 * connection request) takes turns, and the later one sees what the earlier committed.
 */
export async function lockPair(trx: Db, dialect: DialectName, a: number, b: number): Promise<void> {
  for (const userId of [...new Set([Math.min(a, b), Math.max(a, b)])]) await lockMember(trx, dialect, userId);
}
