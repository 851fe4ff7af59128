/**
 * Writes that race the deletion of what they refer to (issue 37): on PostgreSQL a like, save,
 * repost or chat message checked its target, then the target was deleted before the insert
 * committed, and the foreign key answered 500. Every racer must get the answer of a request that
 * came a moment later: its own refusal (for a post, 404 "Job post not found."), never 5xx nor
 * the API's bare "Not found." safety net. Runs on SQLite (writes one at a time: no race) and PostgreSQL.
 * Two-step verification's writes racing the account's deletion (decisions 185, 190) must answer
 * 4xx or success, and leave it whole or gone.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { base32Decode, hotp, totpStep } from "#app/backend/accounts/totp.ts";
import { openDatabase } from "#app/backend/lib/db/index.ts";
import { MESSAGES } from "#app/backend/lib/envelope.ts";
import {
  connect,
  member,
  TEST_PASSWORD,
  type ApiResponse,
  type Member,
  type TestApi,
  startTestApi,
} from "./harness.ts";
import { createPost } from "./jobs-harness.ts";

let api: TestApi;
let racers: Member[];
beforeAll(async () => {
  // Many calls at once from one address: the per-client limit is not what is tested.
  api = await startTestApi({ databasePoolSize: 10, rateLimitPerMinute: 10_000 });
  racers = await Promise.all(Array.from({ length: 8 }, () => member(api)));
});
afterAll(async () => {
  await api?.close();
});

/** Every answer is a success or the racer's own 404; none is 5xx or the bare safety net. */
function expectOnlySuccessOr404(responses: ApiResponse[], notFound: string | RegExp) {
  for (const response of responses) {
    if (response.status < 300) continue;
    expect(response.status, JSON.stringify(response.body)).toBe(404);
    expect(response.body.message).not.toBe(MESSAGES.notFound);
    expect(response.body.message).toMatch(notFound);
  }
}

/**
 * Every answer is a success or a refusal of the endpoint's own (a deleted account is first no
 * longer a connection, 400, then not found, 404); none is 5xx or the bare safety net.
 */
function expectOnlySuccessOrOwnRefusal(responses: ApiResponse[]) {
  for (const response of responses) {
    if (response.status < 300) continue;
    expect([400, 403, 404], JSON.stringify(response.body)).toContain(response.status);
    expect(response.body.message).not.toBe(MESSAGES.notFound);
  }
}

const ROUNDS = 6;

/** Starts setting up the authenticator app for `owner`; answers the code that confirms it now. */
async function startTotp(owner: Member): Promise<string> {
  const started = await api.post(
    "/api/user/two-factor/totp/start/",
    { current_password: TEST_PASSWORD },
    { token: owner.token },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return hotp(base32Decode(started.body.data.secret as string), totpStep(api.clock.now()));
}

/** Two-step verification of `owner` is whole (on, with ten unused codes) or gone, never half written. */
async function expectWholeOrNothing(owner: Member, deleted: boolean): Promise<void> {
  const handle = openDatabase(api.databaseUrl);
  try {
    const factor = await handle.db
      .selectFrom("totp_factors")
      .select("confirmed_at")
      .where("user_id", "=", owner.id)
      .executeTakeFirst();
    const codes = await handle.db
      .selectFrom("recovery_codes")
      .select("used_at")
      .where("user_id", "=", owner.id)
      .execute();
    if (deleted || !factor) {
      expect(factor).toBeUndefined();
      expect(codes).toEqual([]);
    } else {
      expect(factor.confirmed_at).not.toBeNull();
      expect(codes).toHaveLength(10);
      expect(codes.every((row) => row.used_at === null)).toBe(true);
    }
  } finally {
    await handle.close();
  }
}

/**
 * Waits until a backend other than `others` waits for a lock held by one of `blockers`
 * (PostgreSQL); answers the waiting backends' ids.
 */
async function waitForBlocked(client: pg.Client, blockers: number[], others: number[]): Promise<number[]> {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where pg_blocking_pids(pid) && $1::int[] and not (pid = any($2::int[]))",
      [blockers, others],
    );
    if (rows.length > 0) return rows.map((row) => row.pid);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no backend waited for ${blockers.join(", ")} within 5 s`);
}

describe("writes racing a delete answer 404, never 500", () => {
  test("likes, saves and reposts of a post its poster deletes at the same moment", async () => {
    const poster = await member(api);
    for (let round = 0; round < ROUNDS; round++) {
      const post = await createPost(api, poster, { title: `Racing post ${round}` });
      const writes = racers.flatMap((racer) => [
        api.post("/api/job-post/like/", { job_post_id: post.id }, { token: racer.token }),
        api.post("/api/job-post/save/", { job_post_id: post.id }, { token: racer.token }),
        api.post("/api/job-post/repost/create/", { job_post_id: post.id }, { token: racer.token }),
      ]);
      // The delete goes out among the writes, so some run before it, some after, some across it.
      const deleted = api.del(`/api/job-post/delete/?job_post_id=${post.id}`, undefined, { token: poster.token });
      const responses = await Promise.all([...writes, deleted]);
      expect(responses.at(-1)!.status).toBe(200);
      expectOnlySuccessOr404(responses.slice(0, -1), /^Job post not found\.$/);
    }
    expect(api.warnings.filter((w) => /deleted meanwhile/.test(w))).toEqual([]);
  });

  test("messages to a member who deletes their account at the same moment", async () => {
    for (let round = 0; round < 2; round++) {
      const leaving = await member(api);
      for (const racer of racers) await connect(api, racer, leaving);
      const sends = racers.map((racer) =>
        api.post(
          "/api/chat/message/send/",
          { participant_id: leaving.id, text: "Still there?" },
          { token: racer.token },
        ),
      );
      const deleted = api.del("/api/user/delete/", { password: TEST_PASSWORD }, { token: leaving.token });
      const responses = await Promise.all([...sends, deleted]);
      expect(responses.at(-1)!.status).toBe(200);
      expectOnlySuccessOrOwnRefusal(responses.slice(0, -1));
    }
    expect(api.warnings.filter((w) => /deleted meanwhile/.test(w))).toEqual([]);
  });

  test("new recovery codes racing the turn-off of two-step verification or the account's deletion (decision 185)", async () => {
    for (const ending of ["disable", "delete"] as const) {
      const owner = await member(api);
      const started = await api.post(
        "/api/user/two-factor/totp/start/",
        { current_password: TEST_PASSWORD },
        { token: owner.token },
      );
      const code = hotp(base32Decode(started.body.data.secret as string), totpStep(api.clock.now()));
      expect((await api.post("/api/user/two-factor/totp/confirm/", { code }, { token: owner.token })).status).toBe(200);
      const renewals = Array.from({ length: 4 }, () =>
        api.post("/api/user/two-factor/recovery-codes/", { current_password: TEST_PASSWORD }, { token: owner.token }),
      );
      const end =
        ending === "disable"
          ? api.post("/api/user/two-factor/totp/disable/", { current_password: TEST_PASSWORD }, { token: owner.token })
          : api.del("/api/user/delete/", { password: TEST_PASSWORD }, { token: owner.token });
      const responses = await Promise.all([...renewals, end]);
      expect(responses.at(-1)!.status).toBe(200);
      // Made before the end, or refused after it: the app is off (409) or the session ended (401).
      for (const response of responses.slice(0, -1))
        expect([200, 401, 409], JSON.stringify(response.body)).toContain(response.status);
    }
  });

  test("turning the authenticator app on racing the cancel of its setup or the account's deletion (decision 190)", async () => {
    for (const ending of ["cancel", "delete"] as const) {
      for (let round = 0; round < 3; round++) {
        const owner = await member(api);
        const code = await startTotp(owner);
        const confirms = Array.from({ length: 4 }, () =>
          api.post("/api/user/two-factor/totp/confirm/", { code }, { token: owner.token }),
        );
        const end =
          ending === "cancel"
            ? api.post("/api/user/two-factor/totp/cancel/", {}, { token: owner.token })
            : api.del("/api/user/delete/", { password: TEST_PASSWORD }, { token: owner.token });
        const responses = await Promise.all([...confirms, end]);
        expect(responses.at(-1)!.status).toBe(200);
        // On before the end (once: the others find it on, 409), or refused after it: nothing
        // being set up (409) or the session ended (401).
        for (const response of responses.slice(0, -1))
          expect([200, 401, 409], JSON.stringify(response.body)).toContain(response.status);
        expect(responses.slice(0, -1).filter((response) => response.status === 200).length).toBeLessThanOrEqual(1);
        await expectWholeOrNothing(owner, ending === "delete");
      }
    }
  });

  test.runIf(process.env.TEST_DB === "postgres")(
    "turning the app on while the account's deletion is half done waits for it, never deadlocks (PostgreSQL, decision 190)",
    async () => {
      // The confirmation is held between the factor's row and the recovery codes (a row of its
      // codes is locked here), the deletion then runs into it, and the hold ends: with the
      // factor's row taken before the account's, the two would wait for each other.
      const owner = await member(api);
      const code = await startTotp(owner);
      const handle = openDatabase(api.databaseUrl);
      const holder = new pg.Client({ connectionString: api.databaseUrl });
      await holder.connect();
      try {
        await handle.db
          .insertInto("recovery_codes")
          .values({ user_id: owner.id, code_hash: "held", used_at: null })
          .execute();
        await holder.query("begin");
        await holder.query("select id from recovery_codes where user_id = $1 for update", [owner.id]);
        const holderPid = (await holder.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
        const confirm = api.post("/api/user/two-factor/totp/confirm/", { code }, { token: owner.token });
        const [confirmPid] = await waitForBlocked(holder, [holderPid], []);
        const deleted = api.del("/api/user/delete/", { password: TEST_PASSWORD }, { token: owner.token });
        await waitForBlocked(holder, [holderPid, confirmPid!], [confirmPid!]);
        await holder.query("rollback");
        const [confirmed, gone] = await Promise.all([confirm, deleted]);
        expect(gone.status, JSON.stringify(gone.body)).toBe(200);
        expect([200, 401, 409], JSON.stringify(confirmed.body)).toContain(confirmed.status);
        await expectWholeOrNothing(owner, true);
      } finally {
        await holder.end();
        await handle.close();
      }
    },
  );

  test("blocks of a member who deletes their account at the same moment (decision 174)", async () => {
    for (let round = 0; round < 2; round++) {
      const leaving = await member(api);
      const blocks = racers.map((racer) =>
        api.post("/api/block/create/", { user_id: leaving.id }, { token: racer.token }),
      );
      const deleted = api.del("/api/user/delete/", { password: TEST_PASSWORD }, { token: leaving.token });
      const responses = await Promise.all([...blocks, deleted]);
      expect(responses.at(-1)!.status).toBe(200);
      expectOnlySuccessOr404(responses.slice(0, -1), /^Member not found\.$/);
    }
  });
});
