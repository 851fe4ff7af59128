/**
 * A block racing a request between the same two members (decision 182): the block withdraws the
 * pending requests between them, and a request sent at the same moment must not slip in after
 * that withdrawal. Both take the same lock, so the request either came first (and is withdrawn)
 * or sees the block (404 to the blocked side). Runs on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, startTestApi, tinyPdf, type Member, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  // Many calls at once from one address: the per-client limit is not what is tested.
  api = await startTestApi({ databasePoolSize: 10, rateLimitPerMinute: 10_000 });
});
afterAll(async () => {
  await api?.close();
});

const PAIRS = 8;
const ROUNDS = 3;

/** `PAIRS` pairs of fresh members: in each, `blocker` will block `asker`. */
async function pairs(): Promise<{ blocker: Member; asker: Member }[]> {
  return Promise.all(
    Array.from({ length: PAIRS }, async () => ({ blocker: await member(api), asker: await member(api) })),
  );
}

describe("a block and a request between the same two members at the same moment", () => {
  test("a connection request never survives the block", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const all = await pairs();
      const answers = await Promise.all(
        all.flatMap(({ blocker, asker }) => [
          api.post("/api/connection/create/", { user_id: blocker.id }, { token: asker.token }),
          api.post("/api/block/create/", { user_id: asker.id }, { token: blocker.token }),
        ]),
      );
      for (const [i, answer] of answers.entries()) {
        if (i % 2 === 1) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        // The request came first (201, then withdrawn) or met the block (the blocked side's 404).
        else expect([201, 404], JSON.stringify(answer.body)).toContain(answer.status);
      }
      for (const { blocker, asker } of all) {
        const sent = await api.get("/api/connection/list/?type=requested&action=sent", { token: asker.token });
        expect(sent.body.data.map((row: { id: number }) => row.id)).not.toContain(blocker.id);
        const requests = (await api.get("/api/notification/list/", { token: blocker.token })).body.total;
        expect(requests, "the withdrawn request's notification is gone too").toBe(0);
      }
    }
  });

  test("a resume request never survives the block", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const all = await pairs();
      for (const { blocker } of all) {
        const uploaded = await api.upload(
          "/api/individual/resume/upload/",
          { name: "cv.pdf", type: "application/pdf", bytes: tinyPdf() },
          { token: blocker.token },
        );
        expect(uploaded.status).toBe(200);
      }
      const answers = await Promise.all(
        all.flatMap(({ blocker, asker }) => [
          api.post("/api/job-post/resume_request/", { user_id: blocker.id }, { token: asker.token }),
          api.post("/api/block/create/", { user_id: asker.id }, { token: blocker.token }),
        ]),
      );
      for (const [i, answer] of answers.entries()) {
        if (i % 2 === 1) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        else expect([201, 404], JSON.stringify(answer.body)).toContain(answer.status);
      }
      for (const { asker } of all) {
        const sent = await api.get("/api/job-post/resume_request/?type=sent", { token: asker.token });
        expect(sent.body.total).toBe(0);
      }
    }
  });
});
