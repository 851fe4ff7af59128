/**
 * `GET /api/user/me/`: who the caller is in one read (the app's header and dashboard), for a
 * member, a company and an account that has not finished onboarding; visitors get 401.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect, member, onboardedCorporate, signUp, startTestApi, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("me", () => {
  test("a member: names, bio, picture and username as the profile has them", async () => {
    const asha = await member(api, { first_name: "Asha", last_name: "Verma", bio: "Builds payment systems." });
    const response = await api.get("/api/user/me/", { token: asha.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      id: asha.id,
      type_of_user: "individual",
      name: "Asha Verma",
      first_name: "Asha",
      last_name: "Verma",
      bio: "Builds payment systems.",
      profile_pic: null,
      username: "asha-verma",
      onboarding_complete: true,
      unread_notifications: 0,
      unread_conversations: 0,
      is_moderator: false,
    });
    // The same person the whole profile describes.
    const profile = (await api.get("/api/individual/get/", { token: asha.token })).body.data;
    expect(response.body.data).toMatchObject({
      id: profile.id,
      first_name: profile.first_name,
      username: profile.username,
      bio: profile.bio,
    });
  });

  test("the header's badges: the counts notification/check/ and chat/notification/ give", async () => {
    const asha = await member(api, { first_name: "Asha" });
    const rahul = await member(api, { first_name: "Rahul" });
    const meera = await member(api, { first_name: "Meera" });
    // Connection requests notify Asha; accepted, they let Rahul and Meera write to her.
    await connect(api, rahul, asha);
    await connect(api, meera, asha);
    for (const [from, text] of [
      [rahul, "Hi"],
      [rahul, "Are you there?"],
      [meera, "Hello"],
    ] as const) {
      expect(
        (await api.post("/api/chat/message/send/", { participant_id: asha.id, text }, { token: from.token })).status,
      ).toBe(201);
    }
    const badges = async () => {
      const data = (await api.get("/api/user/me/", { token: asha.token })).body.data;
      return { notifications: data.unread_notifications, conversations: data.unread_conversations };
    };
    const check = (await api.get("/api/notification/check/", { token: asha.token })).body.data.unread_count;
    const chat = (await api.get("/api/chat/notification/", { token: asha.token })).body.data;
    expect(check).toBeGreaterThan(0);
    expect(chat).toMatchObject({ unread_count: 3, unread_conversations: 2 });
    expect(await badges()).toEqual({ notifications: check, conversations: 2 });

    // Read, they go.
    await api.post("/api/notification/read/", { all: true }, { token: asha.token });
    expect(await badges()).toEqual({ notifications: 0, conversations: 2 });
    // The other side's badges are their own.
    expect((await api.get("/api/user/me/", { token: rahul.token })).body.data).toMatchObject({
      unread_conversations: 0,
    });
  });

  test("a company: its name, its about text and its page's id", async () => {
    const company = await onboardedCorporate(api, { company_name: "Meco Labs" });
    const response = await api.get("/api/user/me/", { token: company.session.access_token });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data).toMatchObject({
      type_of_user: "corporate",
      name: "Meco Labs",
      first_name: "Meco Labs",
      last_name: "",
      onboarding_complete: true,
    });
    const own = (await api.get("/api/corporate/get/", { token: company.session.access_token })).body.data;
    expect(data.id).toBe(own.id);
    expect(data.bio).toBe(own.about ?? "");
  });

  test("before onboarding the names are empty; a visitor or a bad token is 401", async () => {
    const fresh = await signUp(api, { type_of_user: "individual" });
    const response = await api.get("/api/user/me/", { token: fresh.access_token });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type_of_user: "individual",
      name: "",
      first_name: "",
      onboarding_complete: false,
      profile_pic: null,
    });
    expect((await api.get("/api/user/me/")).status).toBe(401);
    expect((await api.get("/api/user/me/", { token: "not-a-token" })).status).toBe(401);
  });
});
