/**
 * Issue 38 (decision 179): a post says how many of its skills the viewer has ("4 of 6 skills
 * match"), and the job lists filter on "matches my skills" (`my_skills=true`).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, ids, paged } from "#tests/api/jobs-harness.ts";

let api: TestApi;
let m: Awaited<ReturnType<typeof ids>>;
beforeAll(async () => {
  api = await startTestApi();
  m = await ids(api);
});
afterAll(async () => {
  await api?.close();
});

const withSkills = async (skills: number[]): Promise<Member> => {
  const who = await member(api);
  expect((await api.put("/api/individual/update/", { skills }, { token: who.token })).status).toBe(200);
  return who;
};

describe("skill_match on posts", () => {
  test("a member sees which of the post's skills they have, on the post and on its card", async () => {
    const poster = await company(api);
    const post = await createPost(api, poster, { skills: [m.skills.React, m.skills.TypeScript, m.skills.SQL] });
    const viewer = await withSkills([m.skills.SQL, m.skills.Python, m.skills.React]);

    const read = await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: viewer.token });
    expect(read.status).toBe(200);
    // In the post's skill order.
    expect(read.body.data.skill_match).toEqual({
      matched: 2,
      total: 3,
      matched_skill_ids: [m.skills.React, m.skills.SQL],
    });

    const list = await paged(api, `/api/job-post/list/?type=recent&view=card&page_size=20`, viewer);
    expect(list.data.find((item: { id: number }) => item.id === post.id).skill_match).toEqual({
      matched: 2,
      total: 3,
      matched_skill_ids: [m.skills.React, m.skills.SQL],
    });
  });

  test("null for visitors, company accounts, the poster and members without skills; 0 of N for no match", async () => {
    const poster = await withSkills([m.skills.React]);
    const post = await createPost(api, poster, { skills: [m.skills.React, m.skills.Docker] });
    const path = `/api/job-post/read/?job_post_id=${post.id}`;
    expect((await api.get(path)).body.data.skill_match).toBeNull();
    expect((await api.get(path, { token: (await company(api)).token })).body.data.skill_match).toBeNull();
    expect((await api.get(path, { token: poster.token })).body.data.skill_match).toBeNull();
    expect((await api.get(path, { token: (await member(api)).token })).body.data.skill_match).toBeNull();
    const other = await withSkills([m.skills.Figma]);
    expect((await api.get(path, { token: other.token })).body.data.skill_match).toEqual({
      matched: 0,
      total: 2,
      matched_skill_ids: [],
    });
  });
});

describe("my_skills filter", () => {
  test("keeps the posts that ask for at least one of the viewer's skills, on every tab that filters", async () => {
    const poster = await company(api);
    const figma = await createPost(api, poster, { title: "Designer", skills: [m.skills.Figma] });
    const docker = await createPost(api, poster, { title: "Ops", skills: [m.skills.Docker, m.skills.Python] });
    const viewer = await withSkills([m.skills.Docker]);

    const recent = await paged(api, "/api/job-post/list/?type=recent&my_skills=true&page_size=20", viewer);
    const shown = recent.data.map((post: { id: number }) => post.id);
    expect(shown).toContain(docker.id);
    expect(shown).not.toContain(figma.id);
    expect(recent.data.every((post: { skill_match: { matched: number } }) => post.skill_match.matched > 0)).toBe(true);
    expect(recent.filters.my_skills).toBe(true);
    // A checkbox's "on" and "1" mean the same.
    expect((await paged(api, "/api/job-post/list/?type=recent&my_skills=on&page_size=20", viewer)).total).toBe(
      recent.total,
    );
    expect((await paged(api, "/api/job-post/list/?type=recent&page_size=20", viewer)).filters.my_skills).toBeNull();

    const suggested = await paged(api, "/api/job-post/list/?type=suggested&my_skills=1&page_size=20", viewer);
    expect(suggested.data.map((post: { id: number }) => post.id)).not.toContain(figma.id);

    // A member without skills matches nothing.
    expect((await paged(api, "/api/job-post/list/?type=recent&my_skills=true", await member(api))).total).toBe(0);
  });

  test("a bad value is a 400 on the parameter", async () => {
    const viewer = await member(api);
    const bad = await api.get("/api/job-post/list/?type=recent&my_skills=maybe", { token: viewer.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ my_skills: ["Send my_skills as true, or leave it out."] });
  });
});
