/**
 * What live updates say (decision 127): "member X: something of this kind changed", never what.
 * Each browser then reads again, through the normal authorised calls, what it may see.
 *
 * Services record a change with `changed(trx, member, kind)` inside a transaction opened by
 * `LiveBus.transaction()` (bus.ts); the changes are told only once that transaction commits. In
 * any other transaction (the demo data, a plain `db.transaction()`) `changed` does nothing:
 * nobody can be listening to what happens before the instance serves.
 */
import { type ChangeKind } from "#app/contract/live.ts";
import type { Db } from "#app/backend/lib/db/index.ts";

/** The kinds of change (app/contract/live.ts says what each means). */
export { type ChangeKind };

export type Change = { member: number; kind: ChangeKind };

/** The changes recorded in each open live transaction (keyed by the transaction object). */
const recorded = new WeakMap<object, Map<string, Change>>();

/** Starts recording the changes of `trx` (LiveBus.transaction does). */
export function recordChanges(trx: Db): () => Change[] {
  const changes = new Map<string, Change>();
  recorded.set(trx, changes);
  return () => {
    recorded.delete(trx);
    return [...changes.values()];
  };
}

/**
 * Records that `member`'s `kind` changed in `trx`, to be told once it commits (once per member
 * and kind, however often it is recorded). Outside a live transaction it does nothing.
 */
export function changed(trx: Db, member: number, kind: ChangeKind): void {
  recorded.get(trx)?.set(`${member}:${kind}`, { member, kind });
}

/** Whether `trx` records changes (a live transaction). */
export function isRecording(trx: Db): boolean {
  return recorded.has(trx);
}

const KIND_CODES: Record<ChangeKind, string> = {
  message: "m",
  conversation: "c",
  notification: "n",
  request: "r",
  own: "o",
  missed: "x",
  ended: "e",
};
const KIND_BY_CODE = new Map(Object.entries(KIND_CODES).map(([kind, code]) => [code, kind as ChangeKind]));

/** PostgreSQL takes NOTIFY payloads under 8000 bytes; each payload stays well below. */
export const PAYLOAD_MAX_BYTES = 4000;

/**
 * The changes as NOTIFY payloads: `12m,12n,5c` (member id and a one-letter kind), split so that
 * none is longer than PAYLOAD_MAX_BYTES.
 */
export function encodeChanges(changes: readonly Change[]): string[] {
  const payloads: string[] = [];
  let current = "";
  for (const { member, kind } of changes) {
    const item = `${member}${KIND_CODES[kind]}`;
    if (current && current.length + 1 + item.length > PAYLOAD_MAX_BYTES) {
      payloads.push(current);
      current = "";
    }
    current = current ? `${current},${item}` : item;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** The changes of a payload; anything malformed in it is left out. */
export function decodeChanges(payload: string): Change[] {
  const changes: Change[] = [];
  for (const item of payload.split(",")) {
    const match = /^(\d{1,15})([a-z])$/.exec(item.trim());
    const kind = match ? KIND_BY_CODE.get(match[2]) : undefined;
    if (!match || !kind) continue;
    const member = Number(match[1]);
    if (Number.isSafeInteger(member) && member > 0) changes.push({ member, kind });
  }
  return changes;
}
