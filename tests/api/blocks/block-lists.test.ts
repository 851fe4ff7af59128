/**
 * Lists a block reaches (decisions 174, 182): a company's employees, a post's reposters (the
 * preview on the post and the whole list) and the viewer's notifications leave out accounts
 * blocked either way; unblocking brings them back.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, type Company } from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const block = async (who: { token: string }, userId: number) =>
  expect((await api.post("/api/block/create/", { user_id: userId }, { token: who.token })).status).toBe(201);
const unblock = async (who: { token: string }, userId: number) =>
  expect((await api.del("/api/block/remove/", { user_id: userId }, { token: who.token })).status).toBe(200);
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

const work = (who: Member, firm: Company, start_date: string) =>
  api.post(
    "/api/individual/experience/create/",
    {
      title: "Engineer",
      company: firm.companyId,
      employment_type: "full-time",
      start_date,
      is_current: true,
      end_date: null,
    },
    { token: who.token },
  );

describe("a company's employees", () => {
  test("leave out members blocked either way, for that viewer only", async () => {
    const firm = await company(api);
    const [blockedByMe, blockingMe, plain, viewer, bystander] = [
      await member(api),
      await member(api),
      await member(api),
      await member(api),
      await member(api),
    ];
    await work(blockedByMe, firm, "2024-03");
    await work(blockingMe, firm, "2024-02");
    await work(plain, firm, "2024-01");
    const employees = async (who?: Member) => {
      const list = await api.get(`/api/corporate/employees/list/?user_id=${firm.id}`, who ? { token: who.token } : {});
      expect(list.status).toBe(200);
      return ids(list.body.data);
    };
    expect(await employees(viewer)).toEqual([blockedByMe.id, blockingMe.id, plain.id]);
    await block(viewer, blockedByMe.id);
    await block(blockingMe, viewer.id);
    expect(await employees(viewer)).toEqual([plain.id]);
    expect(await employees(bystander)).toEqual([blockedByMe.id, blockingMe.id, plain.id]);
    expect(await employees()).toHaveLength(3);
    await unblock(viewer, blockedByMe.id);
    expect(await employees(viewer)).toEqual([blockedByMe.id, plain.id]);
  });

  test("a company blocked either way has no employees list for the other (its page is not there)", async () => {
    const firm = await company(api);
    const viewer = await member(api);
    await block(firm, viewer.id);
    const list = await api.get(`/api/corporate/employees/list/?user_id=${firm.id}`, { token: viewer.token });
    expect(list.status).toBe(404);
    expect(list.body.message).toBe("Company profile not found.");
  });
});

describe("a post's reposters and the poster's notifications", () => {
  test("reposters blocked either way leave the preview, the list, and their notifications the poster's list and badge", async () => {
    const poster = await member(api);
    const post = await createPost(api, poster, { title: "Kiln Operator" });
    const [pest, shy, friend] = [await member(api), await member(api), await member(api)];
    for (const who of [friend, shy, pest])
      expect(
        (await api.post("/api/job-post/repost/create/", { job_post_id: post.id }, { token: who.token })).status,
      ).toBe(201);

    const preview = async () =>
      ids((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: poster.token })).body.data.reposted_by);
    const list = async () =>
      ids((await api.get(`/api/job-post/reposted-by/list/?job_post_id=${post.id}`, { token: poster.token })).body.data);
    const actors = async () =>
      (await api.get("/api/notification/list/", { token: poster.token })).body.data
        .filter((n: { type: string }) => n.type === "repost")
        .map((n: { actor: { id: number } }) => n.actor.id);
    const unread = async () =>
      (await api.get("/api/notification/check/", { token: poster.token })).body.data.unread_count;
    expect(await preview()).toEqual([pest.id, shy.id, friend.id]);
    expect(await actors()).toEqual([pest.id, shy.id, friend.id]);
    const before = await unread();

    await block(poster, pest.id);
    await block(shy, poster.id);
    expect(await preview()).toEqual([friend.id]);
    expect(await list()).toEqual([friend.id]);
    expect(await actors()).toEqual([friend.id]);
    expect(await unread()).toBe(before - 2);
    // The header's badge (user/me/) counts as check/ does.
    expect((await api.get("/api/user/me/", { token: poster.token })).body.data.unread_notifications).toBe(before - 2);

    // The notifications were hidden, not deleted: unblocking shows them again.
    await unblock(poster, pest.id);
    expect(await actors()).toEqual([pest.id, friend.id]);
    expect(await preview()).toEqual([pest.id, friend.id]);
  });
});
