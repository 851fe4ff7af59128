/**
 * Issue 38 (decision 187): skills typed in on a profile, as companies are (decision 135): a name
 * not in the list becomes one skill entry per normalised name, usable wherever skills are (the
 * list's search, endorsements, job filters, the search index); bad names are refused next to the
 * field; the member's order is kept, and reordering keeps endorsements. Runs on SQLite, and on
 * PostgreSQL with TEST_DB=postgres.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect, masterId, member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, paged } from "#tests/api/jobs-harness.ts";

let api: TestApi;
let python: number;
let sql: number;
beforeAll(async () => {
  api = await startTestApi();
  [python, sql] = await Promise.all([masterId(api, "skill", "Python"), masterId(api, "skill", "SQL")]);
});
afterAll(async () => {
  await api?.close();
});

/** A skill name no other test uses (letters only: a name needs one, digits alone are an id). */
const fresh = (base: string) =>
  `${base} ${randomBytes(4)
    .toString("hex")
    .replace(/\d/g, (d) => "ghijklmnop"[Number(d)])}`;

const save = (who: Member, skills: unknown) => api.put("/api/individual/update/", { skills }, { token: who.token });
const skillsOf = async (who: Member) =>
  (await api.get(`/api/individual/get/?user_id=${who.id}`)).body.data.skills as Array<{ id: number; title: string }>;
async function skillsTitled(search: string) {
  const response = await api.get(`/api/master/skill/list/?search=${encodeURIComponent(search)}&limit=100`);
  return response.body.data as Array<{ id: number; title: string }>;
}

describe("skills typed in on a profile", () => {
  test("a name not in the list becomes a skill of the list, in its place among the ids", async () => {
    const asha = await member(api);
    const name = fresh("Apache Beam");
    const saved = await save(asha, [python, `  ${name.replace(" ", "   ")} `, String(sql)]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const skills = saved.body.data.skills as Array<{ id: number; title: string }>;
    expect(skills.map((s) => s.title)).toEqual(["Python", name, "SQL"]);
    expect(await skillsTitled(name)).toEqual([skills[1]]);
  });

  test("one entry for names that differ in case, spaces and full stops; a name of the list is that entry", async () => {
    const [asha, ravi] = await Promise.all([member(api), member(api)]);
    const name = fresh("Stream Processing");
    const first = await save(asha, [name]);
    const second = await save(ravi, [`${name.toUpperCase()}.`, "python", "PYTHON"]);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.skills).toEqual([first.body.data.skills[0], { id: python, title: "Python" }]);
    expect(await skillsTitled(name)).toHaveLength(1);
    // C, C++ and C# stay three skills.
    const c = await save(asha, ["c", "C++", "c#"]);
    expect(c.body.data.skills.map((s: { title: string }) => s.title)).toEqual(["C", "C++", "C#"]);
  });

  test("two members typing the same new skill at once get one entry", async () => {
    const members = await Promise.all([member(api), member(api), member(api), member(api)]);
    const name = fresh("Race Skill");
    const other = fresh("Second Race");
    // Two new names each, in opposite orders: neither waits for the other for good.
    const answers = await Promise.all(
      members.map((who, i) => save(who, i % 2 ? [name.toLowerCase(), other] : [other.toUpperCase(), name])),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ids = new Set(
      answers.map((answer) => answer.body.data.skills.find((s: { title: string }) => /race skill/i.test(s.title)).id),
    );
    expect(ids.size).toBe(1);
    expect(await skillsTitled(name)).toHaveLength(1);
    expect(await skillsTitled(other)).toHaveLength(1);
  });

  test("bad names are refused next to the field, never a 500, and nothing is saved", async () => {
    const asha = await member(api);
    expect((await save(asha, [python])).status).toBe(200);
    const characters = (shown: string) =>
      `“${shown}” cannot be a skill: use letters, numbers, single spaces and + # . - / & ' ( ) only, with at least one letter.`;
    const cases: Array<[unknown, string]> = [
      ["Go\nlang", characters("Go lang")],
      ["Go\u200blang", characters("Go lang")],
      ["<script>", characters("<script>")],
      ["a@b", characters("a@b")],
      ["++", characters("++")],
      ["x".repeat(51), `“${"x".repeat(30)}…” is too long: a skill name is at most 50 characters.`],
      ["0", "Select skills from the list."],
      [2147483648, "Select skills from the list."],
      [{ name: "Kysely" }, "Select skills from the list."],
      // Refused before the rule, as in any text (decision 120).
      ["Go\u0000", "This contains a character that is not allowed."],
    ];
    for (const [value, message] of cases) {
      const response = await save(asha, [sql, value]);
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect(response.body.errors, JSON.stringify(value)).toEqual({ skills: [message] });
    }
    expect((await skillsOf(asha)).map((s) => s.id)).toEqual([python]);
    // An id that is no skill: refused too.
    const unknown = await save(asha, [999999]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ skills: ["Select skills from the list."] });
  });

  test("at most 50, names and ids together; the same skill twice counts once", async () => {
    const asha = await member(api);
    const tag = fresh("Many");
    const names = Array.from(
      { length: 49 },
      (_, i) => `${tag} ${"abcdefghijklmnopqrstuvwxyz"[i % 26]}${"xyz"[i % 3]}${i >= 26 ? "q" : ""}${"klmnopq"[i % 7]}`,
    );
    expect(new Set(names).size).toBe(49);
    const fifty = await save(asha, [...names, python, String(python), `${names[0].toUpperCase()}.`]);
    expect(fifty.status, JSON.stringify(fifty.body)).toBe(200);
    expect(fifty.body.data.skills).toHaveLength(50);
    const tooMany = await save(asha, [...names, python, sql]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ skills: ["Choose at most 50 skills."] });
  });
});

describe("a skill typed in is a skill like the others", () => {
  test("endorsed, kept through a reorder, and the order is the member's", async () => {
    const [owner, friend] = await Promise.all([member(api), member(api)]);
    const name = fresh("Looker Studio");
    const saved = await save(owner, [python, name, sql]);
    const typed = saved.body.data.skills[1].id as number;
    await connect(api, friend, owner);
    const endorsed = await api.post(
      "/api/individual/skill/endorse/",
      { user_id: owner.id, skill_id: typed },
      { token: friend.token },
    );
    expect(endorsed.status, JSON.stringify(endorsed.body)).toBe(200);

    // Moved to the top, by id or by its name again: the endorsement stays.
    expect((await save(owner, [name.toLowerCase(), sql, python])).status).toBe(200);
    const profile = (await api.get(`/api/individual/get/?user_id=${owner.id}`, { token: friend.token })).body.data;
    expect(profile.skills.map((s: { id: number }) => s.id)).toEqual([typed, sql, python]);
    expect(profile.endorsements[0]).toEqual({ skill_id: typed, count: 1, endorsed_by_me: true });
  });

  test("on job posts, in the skill match, the job filters and the people search", async () => {
    const [owner, poster] = await Promise.all([member(api), company(api)]);
    const name = fresh("Quantum Annealing");
    const typed = (await save(owner, [name, python])).body.data.skills[0].id as number;
    // A poster picks it from the list as any skill.
    const post = await createPost(api, poster, { skills: [typed, sql] });
    const read = await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: owner.token });
    expect(read.body.data.skill_match).toEqual({ matched: 1, total: 2, matched_skill_ids: [typed] });
    const filtered = await paged(api, `/api/job-post/list/?type=recent&skills=${typed}&page_size=20`, owner);
    expect(filtered.data.map((item: { id: number }) => item.id)).toEqual([post.id]);
    const mine = await paged(api, `/api/job-post/list/?type=recent&my_skills=true&page_size=20`, owner);
    expect(mine.data.map((item: { id: number }) => item.id)).toContain(post.id);

    const search = await api.get(`/api/search/list/?search=${encodeURIComponent(name)}&typeFilter=people`, {
      token: poster.token,
    });
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(search.body.data.map((item: { id: number }) => item.id)).toContain(owner.id);
  });
});
