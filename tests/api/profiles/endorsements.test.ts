/** Issue 38 (decision 179): connections endorse a member's skills; the profile shows the counts. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  connect,
  masterId,
  member,
  onboardedCorporate,
  startTestApi,
  type Member,
  type TestApi,
} from "#tests/api/harness.ts";

let api: TestApi;
let python: number;
let sql: number;
let go: number;
beforeAll(async () => {
  api = await startTestApi();
  [python, sql, go] = await Promise.all([
    masterId(api, "skill", "Python"),
    masterId(api, "skill", "SQL"),
    masterId(api, "skill", "Go"),
  ]);
});
afterAll(async () => {
  await api?.close();
});

const endorse = (who: Member | { token: string }, body: Record<string, unknown>) =>
  api.post("/api/individual/skill/endorse/", body, { token: who.token });
const profileOf = async (owner: Member, viewer?: Member) =>
  (await api.get(`/api/individual/get/?user_id=${owner.id}`, viewer ? { token: viewer.token } : {})).body.data;

/** A member with Python, SQL and Go (in that order), and two of their connections. */
async function circle() {
  const [owner, a, b, stranger] = await Promise.all([member(api), member(api), member(api), member(api)]);
  const saved = await api.put("/api/individual/update/", { skills: [python, sql, go] }, { token: owner.token });
  expect(saved.status).toBe(200);
  await connect(api, a, owner);
  await connect(api, owner, b);
  return { owner, a, b, stranger };
}

describe("POST /api/individual/skill/endorse/", () => {
  test("connections endorse once per skill; the profile shows each skill's count and the viewer's own", async () => {
    const { owner, a, b } = await circle();
    const first = await endorse(a, { user_id: owner.id, skill_id: sql });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      result: true,
      message: "Skill endorsed.",
      data: { user_id: owner.id, skill_id: sql, count: 1, endorsed_by_me: true },
    });
    // A second endorsement by the same member changes nothing.
    expect((await endorse(a, { user_id: owner.id, skill_id: sql })).body.data.count).toBe(1);
    // Ids may come as text (a form's fields).
    expect((await endorse(b, { user_id: String(owner.id), skill_id: String(sql) })).body.data).toMatchObject({
      count: 2,
      endorsed_by_me: true,
    });
    await endorse(b, { user_id: owner.id, skill_id: go });

    const seenByA = await profileOf(owner, a);
    expect(seenByA.may_endorse).toBe(true);
    expect(seenByA.endorsements).toEqual([
      { skill_id: python, count: 0, endorsed_by_me: false },
      { skill_id: sql, count: 2, endorsed_by_me: true },
      { skill_id: go, count: 1, endorsed_by_me: false },
    ]);
    const seenByVisitor = await profileOf(owner);
    expect(seenByVisitor.may_endorse).toBe(false);
    expect(seenByVisitor.endorsements.map((e: { count: number }) => e.count)).toEqual([0, 2, 1]);
    const own = (await api.get("/api/individual/get/", { token: owner.token })).body.data;
    expect(own.may_endorse).toBe(false);
    expect(own.endorsements[1]).toEqual({ skill_id: sql, count: 2, endorsed_by_me: false });
  });

  test("withdraw takes the endorsement back, and again changes nothing", async () => {
    const { owner, a } = await circle();
    await endorse(a, { user_id: owner.id, skill_id: python });
    const withdrawn = await endorse(a, { user_id: owner.id, skill_id: python, action: "withdraw" });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({
      result: true,
      message: "Endorsement withdrawn.",
      data: { user_id: owner.id, skill_id: python, count: 0, endorsed_by_me: false },
    });
    expect((await endorse(a, { user_id: owner.id, skill_id: python, action: "withdraw" })).status).toBe(200);
    expect((await profileOf(owner, a)).endorsements[0]).toEqual({ skill_id: python, count: 0, endorsed_by_me: false });
  });

  test("reordering the skills keeps their endorsements; removing a skill removes its endorsements", async () => {
    const { owner, a } = await circle();
    await endorse(a, { user_id: owner.id, skill_id: python });
    await endorse(a, { user_id: owner.id, skill_id: go });
    await api.put("/api/individual/update/", { skills: [go, python] }, { token: owner.token });
    const after = await profileOf(owner, a);
    expect(after.skills.map((s: { id: number }) => s.id)).toEqual([go, python]);
    expect(after.endorsements).toEqual([
      { skill_id: go, count: 1, endorsed_by_me: true },
      { skill_id: python, count: 1, endorsed_by_me: true },
    ]);
    await api.put("/api/individual/update/", { skills: [python] }, { token: owner.token });
    // Go back on the profile: its old endorsement did not survive the removal.
    await api.put("/api/individual/update/", { skills: [python, go] }, { token: owner.token });
    expect((await profileOf(owner, a)).endorsements.map((e: { count: number }) => e.count)).toEqual([1, 0]);
  });

  test("refuses members who are not connected (403), oneself (400), a skill not on the profile and an unknown member (404)", async () => {
    const { owner, a, stranger } = await circle();
    expect(await endorse(stranger, { user_id: owner.id, skill_id: python })).toMatchObject({
      status: 403,
      body: { result: false, message: "You can endorse the skills of your connections only." },
    });
    expect(await endorse(owner, { user_id: owner.id, skill_id: python })).toMatchObject({
      status: 400,
      body: { message: "You cannot endorse your own skills." },
    });
    const rust = await masterId(api, "skill", "Rust");
    expect(await endorse(a, { user_id: owner.id, skill_id: rust })).toMatchObject({
      status: 404,
      body: { message: "This skill is not on the member's profile." },
    });
    expect(await endorse(a, { user_id: 999_999_999, skill_id: python })).toMatchObject({
      status: 404,
      body: { message: "No member was found with this id." },
    });
    // A pending request is not a connection.
    await api.post("/api/connection/create/", { user_id: owner.id }, { token: stranger.token });
    expect((await endorse(stranger, { user_id: owner.id, skill_id: python })).status).toBe(403);
  });

  test("bad input is a 400 next to its field", async () => {
    const { owner, a } = await circle();
    const bad = await endorse(a, { user_id: "x", skill_id: -1, action: "like" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      user_id: ["Enter a valid user id."],
      skill_id: ["Enter a valid skill id."],
      action: ["Send action as endorse, or withdraw to take an endorsement back."],
    });
    expect((await endorse(a, { user_id: owner.id })).body.errors).toEqual({ skill_id: ["This is Required."] });
  });

  test("needs an individual's token: 401 without, 403 for a company account", async () => {
    const { owner } = await circle();
    expect((await api.post("/api/individual/skill/endorse/", { user_id: owner.id, skill_id: python })).status).toBe(
      401,
    );
    const { session } = await onboardedCorporate(api);
    expect((await endorse({ token: session.access_token }, { user_id: owner.id, skill_id: python })).status).toBe(403);
  });

  test("an endorsement racing the skill's removal answers 404, never a 500", async () => {
    const { owner, a } = await circle();
    const [endorsed, removed] = await Promise.all([
      endorse(a, { user_id: owner.id, skill_id: go }),
      api.put("/api/individual/update/", { skills: [python] }, { token: owner.token }),
    ]);
    expect(removed.status).toBe(200);
    expect([200, 404]).toContain(endorsed.status);
    expect((await profileOf(owner, a)).endorsements).toEqual([{ skill_id: python, count: 0, endorsed_by_me: false }]);
  });
});
