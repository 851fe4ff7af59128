/**
 * The network form endpoints' actions, called the way React Router calls them, with a fake
 * session and a fake upstream API: where they go back to, what they flash, what they answer.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { apiContext, type FlashMessage, type Session, sessionContext } from "#app/context.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import { UpstreamError } from "#app/upstream/client.ts";
import * as connections from "./connections.tsx";
import * as networkPage from "./individual.network.tsx";
import * as requestsPage from "./individual.requests.tsx";
import * as resumeRequests from "./resume-requests.tsx";

function setup(
  network: Partial<UpstreamApi["network"]> = {},
  resumeRequests: Partial<UpstreamApi["resumeRequests"]> = {},
) {
  const flashed: FlashMessage[] = [];
  const session: Session = {
    auth: { access_token: "T", type_of_user: "individual", onboarding_complete: true },
    setAuth() {},
    flash(type, message) {
      flashed.push({ type, message });
    },
    takeFlash: () => [],
  };
  const api = {
    network,
    resumeRequests,
    profiles: {
      get: vi.fn(async () => ({ id: 7, first_name: "Ravi", last_name: "Iyer", bio: "", profile_pic: null })),
    },
  } as unknown as UpstreamApi;
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(apiContext, api);
  return { context, flashed };
}

function post(path: string, entries: Record<string, string>) {
  const body = new URLSearchParams(entries);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

type Args = Parameters<typeof connections.action>[0];
const callConnections = (context: RouterContextProvider, entries: Record<string, string>) =>
  connections.action({ request: post("/connections", entries), context, params: {} } as unknown as Args);
const callResume = (context: RouterContextProvider, entries: Record<string, string>) =>
  resumeRequests.action({ request: post("/resume-requests", entries), context, params: {} } as unknown as Parameters<
    typeof resumeRequests.action
  >[0]);

function location(result: unknown): string | null {
  return result instanceof Response ? result.headers.get("Location") : null;
}

describe("/connections", () => {
  it("connect sends the note and goes back without the dialog parameter, flashing the API's sentence", async () => {
    const connect = vi.fn(async () => ({ data: { request_id: 1 }, message: "Connection request sent." }));
    const { context, flashed } = setup({ connect });
    const result = await callConnections(context, {
      intent: "connect",
      user_id: "7",
      note: " Hello ",
      redirectTo: "/individual/network?connect=7&sent=2",
    });
    expect(connect).toHaveBeenCalledWith({ user_id: 7, note: "Hello" });
    expect(location(result)).toBe("/individual/network?sent=2");
    expect((result as Response).headers.get("X-Remix-Replace")).toBe("true");
    expect(flashed).toEqual([{ type: "success", message: "Connection request sent." }]);
  });

  it.each([
    ["approve", { user_id: "3" }, "approve", { user_id: 3 }],
    ["ignore", { remove_user_id: "4" }, "remove", { remove_user_id: 4 }],
    ["withdraw", { remove_user_id: "4" }, "remove", { remove_user_id: 4 }],
    ["remove", { remove_user_id: "4" }, "remove", { remove_user_id: 4 }],
  ] as const)("%s calls network.%s", async (intent, fields, method, expected) => {
    const call = vi.fn(async () => ({ message: "Done." }));
    const { context, flashed } = setup({ [method]: call });
    const result = await callConnections(context, {
      intent,
      ...fields,
      redirectTo: "/profile/asha-verma/4?withdraw=4",
    });
    expect(call).toHaveBeenCalledWith(expected);
    expect(location(result)).toBe("/profile/asha-verma/4");
    expect(flashed).toEqual([{ type: "success", message: "Done." }]);
  });

  it.each(["https://evil.example/x", "//evil.example", "", "/\\evil"])(
    "redirectTo %j falls back to the network page",
    async (redirectTo) => {
      const { context } = setup({ approve: async () => ({ message: "OK" }) });
      expect(location(await callConnections(context, { intent: "approve", user_id: "3", redirectTo }))).toBe(
        "/individual/network",
      );
    },
  );

  it("an API refusal becomes an error snackbar on the page it came from", async () => {
    const connect = vi.fn(async () => {
      throw new UpstreamError({ status: 409, body: { result: false, message: "A request is already pending." } });
    });
    const { context, flashed } = setup({ connect });
    const result = await callConnections(context, {
      intent: "connect",
      user_id: "7",
      redirectTo: "/individual/network?connect=7",
    });
    expect(location(result)).toBe("/individual/network");
    expect(flashed).toEqual([{ type: "error", message: "A request is already pending." }]);
  });

  it("a note over 300 characters is answered with the form (400), not sent", async () => {
    const connect = vi.fn();
    const { context, flashed } = setup({ connect });
    const result = (await callConnections(context, {
      intent: "connect",
      user_id: "7",
      note: "x".repeat(301),
      redirectTo: "/profile/7?connect=7",
    })) as unknown as {
      init: { status: number };
      data: { reply: { error: Record<string, string[]> }; person: { first_name: string }; redirectTo: string };
    };
    expect(connect).not.toHaveBeenCalled();
    expect(flashed).toEqual([]);
    expect(result.init.status).toBe(400);
    expect(result.data.reply.error.note).toEqual(["Note must be at most 300 characters."]);
    expect(result.data.person.first_name).toBe("Ravi");
    expect(result.data.redirectTo).toBe("/profile/7");
  });

  it("other invalid forms go back with an error snackbar", async () => {
    const { context, flashed } = setup();
    const result = await callConnections(context, { intent: "approve", redirectTo: "/individual/requests" });
    expect(location(result)).toBe("/individual/requests");
    expect(flashed.map((f) => f.type)).toEqual(["error"]);
  });

  it("a GET of /connections leads to the network page", async () => {
    const { context } = setup();
    await expect(
      connections.loader({ request: new Request("http://localhost/connections"), context, params: {} } as never),
    ).rejects.toSatisfy((response: unknown) => location(response) === "/individual/network");
  });
});

describe("/resume-requests", () => {
  it("request asks for the resume and goes back", async () => {
    const requestResume = vi.fn(async () => ({ data: { request_id: 2 }, message: "Resume requested." }));
    const { context, flashed } = setup({}, { create: requestResume });
    const result = await callResume(context, { intent: "request", user_id: "5", redirectTo: "/profile/dev-rao/5" });
    expect(requestResume).toHaveBeenCalledWith({ user_id: 5 });
    expect(location(result)).toBe("/profile/dev-rao/5");
    expect(flashed).toEqual([{ type: "success", message: "Resume requested." }]);
  });

  it.each(["accept", "decline"] as const)("%s answers the request", async (intent) => {
    const answerResumeRequest = vi.fn(async () => ({ message: "" }));
    const { context, flashed } = setup({}, { answer: answerResumeRequest });
    const result = await callResume(context, { intent, request_id: "9" });
    expect(answerResumeRequest).toHaveBeenCalledWith({ request_id: 9, action: intent });
    expect(location(result)).toBe("/individual/requests");
    expect(flashed).toEqual([
      { type: "success", message: intent === "accept" ? "Request accepted." : "Request declined." },
    ]);
  });

  it("a refusal is an error snackbar (404 shows its status text, spec §8)", async () => {
    const answerResumeRequest = vi.fn(async () => {
      throw new UpstreamError({ status: 404, body: { result: false, message: "Resume request not found." } });
    });
    const { context, flashed } = setup({}, { answer: answerResumeRequest });
    await callResume(context, {
      intent: "accept",
      request_id: "9",
      redirectTo: "/individual/requests?resume_received=2",
    });
    expect(flashed).toEqual([{ type: "error", message: "Not Found" }]);
  });
});

describe("the screens with several keyset lists", () => {
  const empty = {
    data: [],
    page: 1,
    page_size: 20,
    total: 0,
    has_next: false,
    next_cursor: null,
    prev_cursor: null,
    total_capped: false,
  };
  const list = () => vi.fn(async () => empty);
  const get = (path: string) => new Request(`http://localhost${path}`);

  it("My network reads each list's page and cursor from its own parameters (suggestions by number only); five requests, ten of the others", async () => {
    const calls = { receivedRequests: list(), suggestions: list(), sentRequests: list(), connections: list() };
    const { context } = setup(calls);
    const url =
      "/individual/network?received=2&received_cursor=r1&suggested=3&suggested_cursor=x&sent=4&sent_before=s1&connected=5&connected_cursor=c1";
    await networkPage.loader({ request: get(url), context, params: {} } as unknown as Parameters<
      typeof networkPage.loader
    >[0]);
    expect(calls.receivedRequests).toHaveBeenCalledWith({ page: 2, cursor: "r1", page_size: 5 });
    expect(calls.suggestions).toHaveBeenCalledWith({ page: 3, page_size: 10 });
    expect(calls.sentRequests).toHaveBeenCalledWith({ page: 4, before: "s1", page_size: 5 });
    expect(calls.connections).toHaveBeenCalledWith({ page: 5, cursor: "c1", page_size: 10 });
  });

  it("All requests does the same for its four lists", async () => {
    const calls = { receivedRequests: list(), sentRequests: list(), resumeRequests: list() };
    const { context } = setup(
      { receivedRequests: calls.receivedRequests, sentRequests: calls.sentRequests },
      { list: calls.resumeRequests },
    );
    const url = "/individual/requests?sent=2&sent_cursor=s1&resume_received=3&resume_received_before=r1&resume_sent=2";
    await requestsPage.loader({ request: get(url), context, params: {} } as unknown as Parameters<
      typeof requestsPage.loader
    >[0]);
    // Ten a section a page (decision 141).
    expect(calls.receivedRequests).toHaveBeenCalledWith({ page: 1, page_size: 10 });
    expect(calls.sentRequests).toHaveBeenCalledWith({ page: 2, cursor: "s1", page_size: 10 });
    expect(calls.resumeRequests).toHaveBeenCalledWith({ type: "received", page: 3, before: "r1", page_size: 10 });
    expect(calls.resumeRequests).toHaveBeenCalledWith({ type: "sent", page: 2, page_size: 10 });
  });
});
