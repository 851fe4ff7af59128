/**
 * The live-updates bus (decision 127): changes recorded in a live transaction are told after it
 * commits, once per member and kind, only to that member's listeners, never when it fails. On
 * PostgreSQL (when TEST_POSTGRES_URL is set) they cross from one bus to another on the same
 * database through LISTEN/NOTIFY, and not to a bus on another schema.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { openDatabase, type OpenDatabase } from "#app/backend/lib/db/index.ts";
import type { Logger } from "#app/backend/lib/log.ts";
import { LiveBus } from "./bus.ts";
import {
  changed,
  decodeChanges,
  encodeChanges,
  isRecording,
  PAYLOAD_MAX_BYTES,
  type Change,
  type ChangeKind,
} from "./changes.ts";
import { channelFor } from "./pg-listener.ts";

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** What each member's listener heard, in order. */
function recorder(bus: LiveBus, ...members: number[]) {
  const heard = new Map<number, ChangeKind[]>(members.map((member) => [member, []]));
  const stops = members.map((member) => bus.subscribe(member, (kind) => heard.get(member)!.push(kind)));
  return { heard: (member: number) => heard.get(member) ?? [], stop: () => stops.forEach((stop) => stop()) };
}

describe("changes", () => {
  test("encode and decode: member id and a one-letter kind, comma-separated", () => {
    const changes: Change[] = [
      { member: 12, kind: "message" },
      { member: 12, kind: "notification" },
      { member: 5, kind: "conversation" },
      { member: 7, kind: "request" },
    ];
    expect(encodeChanges(changes)).toEqual(["12m,12n,5c,7r"]);
    expect(decodeChanges("12m,12n,5c,7r")).toEqual(changes);
  });

  test("long lists are split into payloads PostgreSQL takes", () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ member: 1_000_000 + i, kind: "notification" as const }));
    const payloads = encodeChanges(many);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(PAYLOAD_MAX_BYTES);
    expect(payloads.flatMap(decodeChanges)).toEqual(many);
  });

  test("anything malformed in a payload is left out", () => {
    expect(decodeChanges("12m,,x,0m,-3n,12z,99999999999999999999r, 4r ,abc")).toEqual([
      { member: 12, kind: "message" },
      { member: 4, kind: "request" },
    ]);
    expect(decodeChanges("")).toEqual([]);
  });

  test("channel names: per schema, always a valid name", () => {
    expect(channelFor("public")).toBe("joblink_live");
    expect(channelFor("test_abc_123")).toBe("joblink_live_test_abc_123");
    const long = channelFor("s".repeat(80));
    expect(long).toMatch(/^joblink_live_[0-9a-f]{24}$/);
    expect(channelFor('we"ird')).toMatch(/^joblink_live_[0-9a-f]{24}$/);
    expect(channelFor("a")).not.toBe(channelFor("b"));
  });
});

describe("LiveBus on SQLite (in process)", () => {
  let database: OpenDatabase;
  let bus: LiveBus;
  beforeEach(async () => {
    database = openDatabase(":memory:");
    await sql`create table t (id integer primary key, v text)`.execute(database.db);
    bus = await LiveBus.open({ db: database.db, dialect: "sqlite", databaseUrl: ":memory:", log: quiet });
  });
  afterEach(async () => {
    await bus.close();
    await database.close();
  });

  test("a change is told to its member only, after the commit, once per kind", async () => {
    const { heard } = recorder(bus, 1, 2, 3);
    await bus.transaction(null, async (trx) => {
      expect(isRecording(trx)).toBe(true);
      await trx
        .insertInto("t" as never)
        .values({ v: "x" } as never)
        .execute();
      changed(trx, 1, "message");
      changed(trx, 1, "message");
      changed(trx, 1, "notification");
      changed(trx, 2, "request");
      // Nothing before the commit.
      expect(heard(1)).toEqual([]);
    });
    expect(heard(1)).toEqual(["message", "notification"]);
    expect(heard(2)).toEqual(["request"]);
    expect(heard(3)).toEqual([]);
  });

  test("the actor is told `own` instead of their own kinds; the others their kinds", async () => {
    const { heard } = recorder(bus, 1, 2);
    await bus.transaction(1, async (trx) => {
      changed(trx, 1, "notification");
      changed(trx, 2, "message");
    });
    expect(heard(1)).toEqual(["own"]);
    expect(heard(2)).toEqual(["message"]);
    // Work that records nothing tells no one, the actor neither.
    await bus.transaction(1, async () => {});
    expect(heard(1)).toEqual(["own"]);
  });

  test("mayHaveChangedSince: yes for a change told at or after `since` (2 s margin) or before what it knows", async () => {
    recorder(bus, 1, 2);
    const before = Date.now();
    // Before the bus was made: unknown, so yes.
    expect(bus.mayHaveChangedSince(1, before - 60_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const since = Date.now();
    expect(bus.mayHaveChangedSince(1, since)).toBe(false);
    await bus.transaction(2, async (trx) => changed(trx, 1, "message"));
    expect(bus.mayHaveChangedSince(1, since)).toBe(true);
    expect(bus.mayHaveChangedSince(1, Date.now() + 1_000)).toBe(true);
    expect(bus.mayHaveChangedSince(1, Date.now() + 10_000)).toBe(false);
    // The actor was told `own`; a member told nothing was not.
    expect(bus.mayHaveChangedSince(2, since)).toBe(true);
    expect(bus.mayHaveChangedSince(3, since)).toBe(false);
  });

  test("a failed transaction tells nothing", async () => {
    const { heard } = recorder(bus, 1);
    await expect(
      bus.transaction(null, async (trx) => {
        changed(trx, 1, "message");
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(heard(1)).toEqual([]);
    // The next transaction starts with nothing recorded.
    await bus.transaction(null, async (trx) => changed(trx, 1, "request"));
    expect(heard(1)).toEqual(["request"]);
  });

  test("outside a live transaction `changed` does nothing (demo data, plain transactions)", async () => {
    const { heard } = recorder(bus, 1);
    await database.db.transaction().execute(async (trx) => {
      expect(isRecording(trx)).toBe(false);
      changed(trx, 1, "message");
    });
    changed(database.db, 1, "message");
    expect(heard(1)).toEqual([]);
  });

  test("every listener of the member hears it; one that stopped does not; one that throws does not stop the others", async () => {
    const errors: unknown[] = [];
    bus = await LiveBus.open({
      db: database.db,
      dialect: "sqlite",
      databaseUrl: ":memory:",
      log: { ...quiet, error: (_m, e) => errors.push(e) },
    });
    const a = vi.fn();
    const b = vi.fn();
    bus.subscribe(1, () => {
      throw new Error("broken listener");
    });
    const stopA = bus.subscribe(1, a);
    bus.subscribe(1, b);
    expect(bus.listenedMembers).toBe(1);
    await bus.publish([{ member: 1, kind: "conversation" }]);
    expect(a).toHaveBeenCalledWith("conversation");
    expect(b).toHaveBeenCalledWith("conversation");
    expect(errors).toHaveLength(1);
    stopA();
    await bus.publish([{ member: 1, kind: "message" }]);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });

  test("a member with no listener left is forgotten", () => {
    const stop1 = bus.subscribe(7, () => {});
    const stop2 = bus.subscribe(7, () => {});
    stop1();
    expect(bus.listenedMembers).toBe(1);
    stop2();
    stop2();
    expect(bus.listenedMembers).toBe(0);
  });

  test("the feed is always up in process; nothing is told after close", async () => {
    expect(bus.feedUp).toBe(true);
    expect(bus.channel).toBe("");
    const { heard } = recorder(bus, 1);
    await bus.close();
    expect(bus.feedUp).toBe(false);
    await bus.publish([{ member: 1, kind: "message" }]);
    expect(heard(1)).toEqual([]);
  });
});

const postgresUrl = process.env.TEST_POSTGRES_URL;

describe.skipIf(!postgresUrl)("LiveBus on PostgreSQL (LISTEN/NOTIFY)", () => {
  const schemas: string[] = [];
  const opened: Array<{ bus: LiveBus; database: OpenDatabase }> = [];

  async function schemaUrl(): Promise<string> {
    const schema = `live_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.query(`create table "${schema}".t (id serial primary key, v text)`);
    await admin.end();
    schemas.push(schema);
    const url = new URL(postgresUrl!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    return url.toString();
  }

  async function instance(url: string) {
    const database = openDatabase(url, { poolSize: 2 });
    const bus = await LiveBus.open({ db: database.db, dialect: "postgres", databaseUrl: url, log: quiet });
    opened.push({ bus, database });
    return { bus, database };
  }

  afterEach(async () => {
    for (const { bus, database } of opened.splice(0)) {
      await bus.close();
      await database.close();
    }
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    for (const schema of schemas.splice(0)) await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });

  test("a change committed through one instance reaches the listeners of another (and its own)", async () => {
    const url = await schemaUrl();
    const one = await instance(url);
    const two = await instance(url);
    expect(one.bus.channel).toBe(two.bus.channel);
    expect(one.bus.feedUp && two.bus.feedUp).toBe(true);
    const onTwo = recorder(two.bus, 1, 2);
    const onOne = recorder(one.bus, 1);
    await one.bus.transaction(null, async (trx) => {
      await trx
        .insertInto("t" as never)
        .values({ v: "x" } as never)
        .execute();
      changed(trx, 1, "message");
      changed(trx, 1, "notification");
    });
    await vi.waitFor(() => expect(onTwo.heard(1)).toEqual(["message", "notification"]));
    await vi.waitFor(() => expect(onOne.heard(1)).toEqual(["message", "notification"]));
    expect(onTwo.heard(2)).toEqual([]);
  });

  test("a NOTIFY is delivered when its transaction commits, not before; failed work sends none", async () => {
    const url = await schemaUrl();
    const one = await instance(url);
    const two = await instance(url);
    const onTwo = recorder(two.bus, 1);
    // What LiveBus.transaction does at the end of the work, held open before the commit.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const committing = one.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("t" as never)
        .values({ v: "held" } as never)
        .execute();
      await sql`select pg_notify(${one.bus.channel}, ${"1r"})`.execute(trx);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onTwo.heard(1)).toEqual([]);
    release();
    await committing;
    await vi.waitFor(() => expect(onTwo.heard(1)).toEqual(["request"]));

    await expect(
      one.bus.transaction(null, async (trx) => {
        changed(trx, 1, "message");
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    await one.bus.publish([{ member: 1, kind: "notification" }]);
    await vi.waitFor(() => expect(onTwo.heard(1)).toEqual(["request", "notification"]));
  });

  test("a NOTIFY sent in a transaction that then fails in the database is never delivered", async () => {
    const url = await schemaUrl();
    const one = await instance(url);
    const two = await instance(url);
    const onTwo = recorder(two.bus, 3);
    await expect(
      one.database.db.transaction().execute(async (trx) => {
        await sql`select pg_notify(${one.bus.channel}, ${"3m"})`.execute(trx);
        await sql`select 1 / 0`.execute(trx);
      }),
    ).rejects.toThrow();
    await one.bus.publish([{ member: 3, kind: "request" }]);
    await vi.waitFor(() => expect(onTwo.heard(3)).toEqual(["request"]));
    expect(onTwo.heard(3)).toEqual(["request"]);
  });

  test("two schemas of one database do not hear each other", async () => {
    const first = await instance(await schemaUrl());
    const second = await instance(await schemaUrl());
    expect(first.bus.channel).not.toBe(second.bus.channel);
    const onSecond = recorder(second.bus, 1);
    const onFirst = recorder(first.bus, 1);
    await first.bus.publish([{ member: 1, kind: "message" }]);
    await vi.waitFor(() => expect(onFirst.heard(1)).toEqual(["message"]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onSecond.heard(1)).toEqual([]);
  });

  test("a lost LISTEN connection is opened again; the feed says it went down and came back", async () => {
    const url = await schemaUrl();
    const database = openDatabase(url, { poolSize: 2 });
    const bus = await LiveBus.open({
      db: database.db,
      dialect: "postgres",
      databaseUrl: url,
      log: quiet,
      listenRetry: { firstMs: 50, maxMs: 200 },
    });
    opened.push({ bus, database });
    const states: boolean[] = [];
    bus.onFeed((up) => states.push(up));
    const pid = bus.listenerProcessId();
    expect(pid).toEqual(expect.any(Number));
    await sql`select pg_terminate_backend(${pid})`.execute(database.db);
    await vi.waitFor(() => expect(states).toEqual([false, true]), { timeout: 5_000 });
    expect(bus.feedUp).toBe(true);
    expect(bus.listenerProcessId()).not.toBe(pid);
    const heard = recorder(bus, 9);
    await bus.publish([{ member: 9, kind: "notification" }]);
    await vi.waitFor(() => expect(heard.heard(9)).toEqual(["notification"]));
  });
});

describe("the services use live transactions", () => {
  test("no service that records changes (notifies, withdraws, marks read) opens a plain transaction", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { join, relative } = await import("node:path");
    const root = join(import.meta.dirname, "..");
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) files.push(path);
      }
    };
    walk(root);
    // Calls with arguments (`notify(trx, …)`), not methods of that name (`this.notify()`).
    const records =
      /(?<![.\w`])(?:notify|notifyOrRefresh|withdrawNotifications|withdrawUnread|markSubjectRead|changed)\((?!\))/;
    const offenders = files
      .map((file) => relative(root, file))
      // The demo data is loaded before anyone listens; the notification service and the bus are the machinery.
      .filter((file) => !file.startsWith("seed/") && !file.startsWith("live/") && file !== "notification/service.ts")
      .filter((file) => {
        const text = readFileSync(join(root, file), "utf8");
        return records.test(text) && /\.transaction\(\)\.execute\(/.test(text);
      });
    expect(offenders, "use s.live.transaction(actor, …) where changes are recorded (decision 127)").toEqual([]);
  });
});
