/**
 * Writes that race the deletion of what they refer to (issue 37): on PostgreSQL a like, save,
 * repost or chat message checked its target, then the target was deleted before the insert
 * committed, and the foreign key answered 500. Every racer must get the answer of a request that
 * came a moment later: its own refusal (for a post, 404 "Job post not found."), never 5xx nor
 * the API's bare "Not found." safety net. Runs on SQLite (writes one at a time: no race) and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { base32Decode, hotp, totpStep } from "../../app/backend/accounts/totp.ts";
import { MESSAGES } from "../../app/backend/lib/envelope.ts";
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
