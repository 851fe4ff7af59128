import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  connect,
  locationId,
  masterId,
  member,
  onboardedCorporate,
  startTestApi,
  type Member,
  type TestApi,
} from "#tests/api/harness.ts";
import { expectKeysetWalk } from "#tests/api/keyset.ts";

let api: TestApi;
beforeAll(async () => {
  // Tokens that outlive the clock moves of these tests.
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const NO_STATUS = { is_connected: false, request_sent: false, request_received: false, request_id: null };

async function list(who: Member, query: string) {
  const response = await api.get(`/api/connection/list/?${query}`, { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function statusOf(viewer: Member, other: Member) {
  return (await api.get(`/api/individual/get/?user_id=${other.id}`, { token: viewer.token })).body.data.status;
}

describe("request, approve and the lists", () => {
  test("a request with a note shows on both sides, approving connects and notifies", async () => {
    const asha = await member(api, { first_name: "Asha", last_name: "Verma" });
    const rahul = await member(api, { first_name: "Rahul", last_name: "Nair" });

    const sent = await api.post(
      "/api/connection/create/",
      { user_id: rahul.id, note: "  Hi Rahul, we met at PyCon. " },
      { token: asha.token },
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      result: true,
      message: "Connection request sent.",
      data: { request_id: expect.any(Number) },
    });
    const requestId = sent.body.data.request_id;

    expect(await statusOf(asha, rahul)).toEqual({ ...NO_STATUS, request_sent: true, request_id: requestId });
    expect(await statusOf(rahul, asha)).toEqual({ ...NO_STATUS, request_received: true, request_id: requestId });

    const received = await list(rahul, "type=requested&action=received");
    expect(received).toMatchObject({ result: true, page: 1, page_size: 20, total: 1, has_next: false });
    expect(received.data).toEqual([
      {
        id: asha.id,
        first_name: "Asha",
        last_name: "Verma",
        bio: expect.any(String),
        profile_pic: null,
        username: "asha-verma",
        connected_time_ago: "just now",
        connections_in_common: 0,
        note: "Hi Rahul, we met at PyCon.",
      },
    ]);
    expect((await list(asha, "type=requested&action=sent")).data).toEqual([
      expect.objectContaining({ id: rahul.id, username: "rahul-nair", note: "Hi Rahul, we met at PyCon." }),
    ]);

    const notification = (await api.get("/api/notification/list/", { token: rahul.token })).body.data[0];
    expect(notification).toMatchObject({
      type: "connection_request",
      message: "Asha Verma sent you a connection request.",
      actor: { id: asha.id, first_name: "Asha", last_name: "Verma", username: "asha-verma" },
      link: "/individual/network",
      is_read: false,
      created_time_ago: "just now",
    });

    api.clock.advance(3 * 24 * 60 * 60 * 1000);
    const approved = await api.post("/api/connection/approve/", { user_id: asha.id }, { token: rahul.token });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ result: true, message: "You are now connected." });

    // The answered request's notification is read now: it no longer counts in Rahul's badge.
    const answered = (await api.get("/api/notification/list/", { token: rahul.token })).body.data[0];
    expect(answered).toMatchObject({ type: "connection_request", is_read: true });

    expect(await statusOf(asha, rahul)).toEqual({ ...NO_STATUS, is_connected: true });
    expect(await statusOf(rahul, asha)).toEqual({ ...NO_STATUS, is_connected: true });
    expect((await api.get(`/api/individual/get/?user_id=${asha.id}`)).body.data).toMatchObject({
      connections_count: 1,
      status: NO_STATUS,
    });

    api.clock.advance(2 * 60 * 60 * 1000);
    const connected = await list(asha, "type=connected");
    expect(connected.data).toEqual([
      expect.objectContaining({ id: rahul.id, connected_time_ago: "2 hours ago", note: null }),
    ]);
    expect((await list(rahul, "type=requested&action=received")).data).toEqual([]);

    const back = (await api.get("/api/notification/list/", { token: asha.token })).body.data[0];
    expect(back).toMatchObject({
      type: "connection_accepted",
      message: "Rahul Nair accepted your connection request.",
      actor: { id: rahul.id },
      link: `/profile/rahul-nair/${rahul.id}`,
      created_time_ago: "2 hours ago",
    });
  });

  test("asking someone who already asked you accepts their request", async () => {
    const a = await member(api);
    const b = await member(api);
    const first = await api.post("/api/connection/create/", { user_id: b.id }, { token: a.token });
    const second = await api.post("/api/connection/create/", { user_id: a.id, note: "" }, { token: b.token });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      result: true,
      message: "You are now connected.",
      data: { request_id: first.body.data.request_id },
    });
    expect(await statusOf(a, b)).toMatchObject({ is_connected: true });
    expect((await api.get("/api/notification/list/", { token: a.token })).body.data[0]).toMatchObject({
      type: "connection_accepted",
      actor: { id: b.id },
    });
  });

  test("never yourself, never twice, never a company", async () => {
    const a = await member(api);
    const b = await member(api);
    const self = await api.post("/api/connection/create/", { user_id: a.id }, { token: a.token });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You cannot connect with yourself.");

    expect((await api.post("/api/connection/create/", { user_id: b.id }, { token: a.token })).status).toBe(201);
    const pending = await api.post("/api/connection/create/", { user_id: b.id }, { token: a.token });
    expect(pending.status).toBe(409);
    expect(pending.body).toEqual({ result: false, message: "A request is already pending." });
    await api.post("/api/connection/approve/", { user_id: a.id }, { token: b.token });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ]) {
      const again = await api.post("/api/connection/create/", { user_id: to.id }, { token: from.token });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("You are already connected.");
    }

    const { session: company } = await onboardedCorporate(api);
    const toCompany = await api.post("/api/connection/create/", { user_id: company.user.id }, { token: a.token });
    expect(toCompany.status).toBe(400);
    expect(toCompany.body.message).toBe("Company accounts cannot be connected with.");
    const fromCompany = await api.post("/api/connection/create/", { user_id: a.id }, { token: company.access_token });
    expect(fromCompany.status).toBe(403);
    expect((await api.get("/api/connection/list/?type=connected", { token: company.access_token })).status).toBe(403);

    expect((await api.post("/api/connection/create/", { user_id: 999_999 }, { token: a.token })).status).toBe(404);
    expect((await api.post("/api/connection/create/", { user_id: b.id })).status).toBe(401);
    const longNote = await api.post(
      "/api/connection/create/",
      { user_id: b.id, note: "x".repeat(301) },
      { token: a.token },
    );
    expect(longNote.body.errors).toEqual({ note: ["Note must be at most 300 characters."] });
    expect((await api.post("/api/connection/create/", { user_id: "abc" }, { token: a.token })).body.errors).toEqual({
      user_id: ["Choose a member."],
    });
  });

  test("only the receiver approves a request", async () => {
    const a = await member(api);
    const b = await member(api);
    const c = await member(api);
    await api.post("/api/connection/create/", { user_id: b.id }, { token: a.token });
    // Someone else, or the sender, cannot approve it.
    const byStranger = await api.post("/api/connection/approve/", { user_id: a.id }, { token: c.token });
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.message).toBe("There is no connection request from this member.");
    expect((await api.post("/api/connection/approve/", { user_id: b.id }, { token: a.token })).status).toBe(404);
    expect(await statusOf(a, b)).toMatchObject({ is_connected: false, request_sent: true });
    expect((await api.post("/api/connection/approve/", {}, { token: b.token })).body.errors).toEqual({
      user_id: ["This is Required."],
    });
  });
});

describe("withdraw, ignore, remove", () => {
  test("withdraw removes the request from both sides and its notification", async () => {
    const a = await member(api);
    const b = await member(api);
    await api.post("/api/connection/create/", { user_id: b.id }, { token: a.token });
    expect((await api.get("/api/notification/check/", { token: b.token })).body.data).toEqual({ unread_count: 1 });

    const withdrawn = await api.del("/api/connection/remove/", { remove_user_id: b.id }, { token: a.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ result: true, message: "Request withdrawn." });
    expect((await list(a, "type=requested&action=sent")).data).toEqual([]);
    expect((await list(b, "type=requested&action=received")).data).toEqual([]);
    expect((await list(a, "type=connected")).data).toEqual([]);
    expect(await statusOf(a, b)).toEqual(NO_STATUS);
    expect((await api.get("/api/notification/check/", { token: b.token })).body.data).toEqual({ unread_count: 0 });
    expect((await api.get("/api/notification/list/", { token: b.token })).body.data).toEqual([]);

    const twice = await api.del("/api/connection/remove/", { remove_user_id: b.id }, { token: a.token });
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe("There is no connection or request with this member.");
    // They may ask again.
    expect((await api.post("/api/connection/create/", { user_id: b.id }, { token: a.token })).status).toBe(201);
  });

  test("ignore a received request; remove a connection (by either side)", async () => {
    const a = await member(api);
    const b = await member(api);
    await api.post("/api/connection/create/", { user_id: b.id }, { token: a.token });
    const ignored = await api.del("/api/connection/remove/", { remove_user_id: String(a.id) }, { token: b.token });
    expect(ignored.body).toEqual({ result: true, message: "Request ignored." });
    expect((await list(a, "type=requested&action=sent")).data).toEqual([]);

    await connect(api, a, b);
    const removed = await api.del("/api/connection/remove/", { remove_user_id: a.id }, { token: b.token });
    expect(removed.body).toEqual({ result: true, message: "Connection removed." });
    expect((await list(a, "type=connected")).data).toEqual([]);
    expect((await list(b, "type=connected")).data).toEqual([]);
    expect((await api.get(`/api/individual/get/?user_id=${a.id}`)).body.data.connections_count).toBe(0);
  });

  test("a stranger cannot remove someone else's connection", async () => {
    const a = await member(api);
    const b = await member(api);
    const c = await member(api);
    await connect(api, a, b);
    expect((await api.del("/api/connection/remove/", { remove_user_id: b.id }, { token: c.token })).status).toBe(404);
    expect(await statusOf(a, b)).toMatchObject({ is_connected: true });
    expect((await api.del("/api/connection/remove/", {}, { token: c.token })).body.errors).toEqual({
      remove_user_id: ["This is Required."],
    });
  });

  test("list needs a type, and an action for requests", async () => {
    const a = await member(api);
    expect((await api.get("/api/connection/list/", { token: a.token })).body.errors).toEqual({
      type: ["This is Required."],
    });
    expect((await api.get("/api/connection/list/?type=requested", { token: a.token })).body.errors).toEqual({
      action: ["This is Required."],
    });
    expect((await api.get("/api/connection/list/?type=friends", { token: a.token })).body.errors).toEqual({
      type: ["Choose suggested, connected or requested."],
    });
    expect((await api.get("/api/connection/list/?type=connected")).status).toBe(401);
  });
});

describe("suggestions and paging (a database of their own)", () => {
  let net: TestApi;
  beforeAll(async () => {
    net = await startTestApi();
  });
  afterAll(async () => {
    await net?.close();
  });

  test("ranked by connections in common, then current company, institution, city, newest; paged", async () => {
    const [pune, chennai, infosys, wipro, iitb, btech] = await Promise.all([
      locationId(net, "Pune"),
      locationId(net, "Chennai"),
      masterId(net, "company", "Infosys"),
      masterId(net, "company", "Wipro"),
      masterId(net, "institution", "Indian Institute of Technology Bombay"),
      masterId(net, "degree", "Bachelor of Technology (B.Tech)"),
    ]);
    const person = async (first: string) => {
      net.clock.advance(1000);
      return member(net, {
        first_name: first,
        last_name: "Test",
        location: first === "Viewer" || first === "Eve" ? chennai : pune,
      });
    };
    const experience = (who: Member, company: number, is_current = true) =>
      net.post(
        "/api/individual/experience/create/",
        {
          title: "Engineer",
          company,
          employment_type: "full-time",
          start_date: "2020-01",
          is_current,
          end_date: is_current ? null : "2021-01",
        },
        { token: who.token },
      );
    const education = (who: Member) =>
      net.post(
        "/api/individual/education/create/",
        { institution: iitb, degree: btech, start_year: 2012, end_year: 2016 },
        { token: who.token },
      );

    const viewer = await person("Viewer");
    const x = await person("Xavier");
    const y = await person("Yusuf");
    await person("Gina"); // nothing in common, older
    await person("Fatima"); // nothing in common, newer
    await person("Eve"); // same city
    const dev = await person("Dev"); // same institution
    const chitra = await person("Chitra"); // same current company
    const bala = await person("Bala"); // one in common
    const anil = await person("Anil"); // two in common
    const pending = await person("Pending"); // asked by the viewer: not suggested
    const asking = await person("Asking"); // asked the viewer: not suggested
    const formerColleague = await person("Former"); // was at Infosys, not now: no company bonus

    await experience(viewer, infosys);
    await experience(chitra, infosys);
    await experience(formerColleague, infosys, false);
    await experience(dev, wipro);
    await education(viewer);
    await education(dev);
    await connect(net, viewer, x);
    await connect(net, viewer, y);
    await connect(net, anil, x);
    await connect(net, y, anil);
    await connect(net, bala, y);
    await net.post("/api/connection/create/", { user_id: pending.id }, { token: viewer.token });
    await net.post("/api/connection/create/", { user_id: viewer.id }, { token: asking.token });

    const page = await net.get("/api/connection/list/?type=suggested", { token: viewer.token });
    expect(page.status).toBe(200);
    const names = page.body.data.map((item: { first_name: string }) => item.first_name);
    expect(names).toEqual(["Anil", "Bala", "Chitra", "Dev", "Eve", "Former", "Fatima", "Gina"]);
    expect(
      page.body.data.slice(0, 3).map((item: { connections_in_common: number }) => item.connections_in_common),
    ).toEqual([2, 1, 0]);
    expect(page.body.data[0]).toEqual({
      id: anil.id,
      first_name: "Anil",
      last_name: "Test",
      bio: expect.any(String),
      profile_pic: null,
      username: "anil-test",
      connected_time_ago: null,
      connections_in_common: 2,
      note: null,
    });
    expect(page.body).toMatchObject({ page: 1, page_size: 20, total: 8, has_next: false });

    const received = await net.get("/api/connection/list/?type=requested&action=received", { token: viewer.token });
    expect(received.body.data.map((i: { first_name: string }) => i.first_name)).toEqual(["Asking"]);

    // Fifteen more newcomers: 23 suggestions, two pages.
    for (let i = 0; i < 15; i += 1) await person(`Newcomer${"abcdefghijklmno"[i]}`);
    const first = await net.get("/api/connection/list/?type=suggested&page=1", { token: viewer.token });
    expect(first.body).toMatchObject({ page: 1, total: 23, has_next: true });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data.slice(0, 5).map((i: { first_name: string }) => i.first_name)).toEqual([
      "Anil",
      "Bala",
      "Chitra",
      "Dev",
      "Eve",
    ]);
    const second = await net.get("/api/connection/list/?type=suggested&page=2", { token: viewer.token });
    expect(second.body).toMatchObject({ page: 2, total: 23, has_next: false });
    expect(second.body.data.map((i: { first_name: string }) => i.first_name)).toEqual(["Former", "Fatima", "Gina"]);
    const beyond = await net.get("/api/connection/list/?type=suggested&page=3", { token: viewer.token });
    expect(beyond.body).toMatchObject({ data: [], page: 3, has_next: false });
    expect((await net.get("/api/connection/list/?type=suggested&page=x", { token: viewer.token })).status).toBe(400);

    // Common connections in the connected list too: once the viewer and Anil connect, they
    // share Xavier and Yusuf, and each of those shares Anil with the viewer.
    await connect(net, viewer, anil);
    const connected = await net.get("/api/connection/list/?type=connected", { token: viewer.token });
    const common = Object.fromEntries(
      connected.body.data.map((i: { first_name: string; connections_in_common: number }) => [
        i.first_name,
        i.connections_in_common,
      ]),
    );
    expect(common).toEqual({ Anil: 2, Xavier: 1, Yusuf: 1 });
  });

  test("the connected list pages too", async () => {
    const hub = await member(net);
    for (let i = 0; i < 21; i += 1) {
      await connect(net, await member(net), hub);
      net.clock.advance(1000);
    }
    const first = await net.get("/api/connection/list/?type=connected", { token: hub.token });
    expect(first.body).toMatchObject({ total: 21, has_next: true });
    expect(first.body.data).toHaveLength(20);
    const second = await net.get("/api/connection/list/?type=connected&page=2", { token: hub.token });
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0].connected_time_ago).toBe("just now");
    const ids = new Set([...first.body.data, ...second.body.data].map((i: { id: number }) => i.id));
    expect(ids.size).toBe(21);

    // `page_size` asks for fewer (the network screen shows ten); the cursor pages on by that size.
    const ten = await net.get("/api/connection/list/?type=connected&page_size=10", { token: hub.token });
    expect(ten.body).toMatchObject({ page_size: 10, total: 21, has_next: true });
    expect(ten.body.data.map((i: { id: number }) => i.id)).toEqual(
      first.body.data.slice(0, 10).map((i: { id: number }) => i.id),
    );
    const next = await net.get(
      `/api/connection/list/?type=connected&page_size=10&page=2&cursor=${encodeURIComponent(ten.body.next_cursor)}`,
      { token: hub.token },
    );
    expect(next.body.data.map((i: { id: number }) => i.id)).toEqual(
      first.body.data.slice(10, 20).map((i: { id: number }) => i.id),
    );
    const suggested = await net.get("/api/connection/list/?type=suggested&page_size=3", { token: hub.token });
    expect(suggested.body.page_size).toBe(3);
    expect(suggested.body.data.length).toBeLessThanOrEqual(3);
    const tooMany = await net.get("/api/connection/list/?type=connected&page_size=21", { token: hub.token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.page_size).toEqual(["Enter a page size from 1 to 20."]);
  });

  test("connected, sent and received page by keyset: cursor and before give the pages by number", async () => {
    const [hub, asker, asked] = [await member(net), await member(net), await member(net)];
    const people: Member[] = [];
    for (let i = 0; i < 23; i += 1) people.push(await member(net));
    for (const [i, person] of people.entries()) {
      // Both directions of the union, and runs of equal times (the id breaks the tie).
      if (i % 2 === 0) await connect(net, person, hub);
      else await connect(net, hub, person);
      expect((await net.post("/api/connection/create/", { user_id: person.id }, { token: asker.token })).status).toBe(
        201,
      );
      expect((await net.post("/api/connection/create/", { user_id: asked.id }, { token: person.token })).status).toBe(
        201,
      );
      if (i % 3 === 2) net.clock.advance(1000);
    }
    const connected = await expectKeysetWalk(net, "/api/connection/list/?type=connected", hub.token);
    expect(connected.map((page) => page.data.length)).toEqual([20, 3]);
    expect(connected[1].data.map((i: { id: number }) => i.id)).toEqual([people[2].id, people[1].id, people[0].id]);
    const sent = await expectKeysetWalk(net, "/api/connection/list/?type=requested&action=sent", asker.token);
    expect(sent[0].data[0].id).toBe(people[22].id);
    const received = await expectKeysetWalk(net, "/api/connection/list/?type=requested&action=received", asked.token);
    expect(received[1].data.map((i: { id: number }) => i.id)).toEqual([people[2].id, people[1].id, people[0].id]);

    // People you may know pages by number only: a cursor is checked, then ignored.
    const suggested = await net.get(`/api/connection/list/?type=suggested&page=1&cursor=${connected[0].next_cursor}`, {
      token: hub.token,
    });
    expect(suggested.body).toMatchObject({ page: 1, next_cursor: null, prev_cursor: null });
    expect(suggested.body.data).toEqual(
      (await net.get("/api/connection/list/?type=suggested", { token: hub.token })).body.data,
    );
  });
});
