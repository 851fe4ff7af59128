import { describe, expect, it, vi } from "vitest";
import { createApi, createUpstreamApi, type UpstreamApi } from "./api.ts";
import { createUpstreamClient } from "./client.ts";

type Call = { method: string; path: string; query: Record<string, string>; body: unknown; token: string | null };

function recordingApi(data: unknown = null) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      token: request.headers.get("Authorization"),
    });
    return Response.json({ result: true, message: "OK.", data });
  });
  const api = createApi(createUpstreamClient({ fetch, auth: { accessToken: "T" }, retryDelayMs: 0 }));
  return { api, calls };
}

const BEARER = "Bearer T";

const cases: Array<[string, (api: UpstreamApi) => Promise<unknown>, Omit<Call, "query"> & { query?: Record<string, string> }]> = [
  [
    "user.signIn",
    (api) => api.user.signIn({ email: "a@b.co", password: "Abcdef1!", type_of_user: "corporate" }),
    { method: "POST", path: "/api/user/sign-in/", body: { email: "a@b.co", password: "Abcdef1!", type_of_user: "corporate" }, token: null },
  ],
  [
    "user.verifyOtp",
    (api) => api.user.verifyOtp({ email: "a@b.co", otp: "123456" }),
    { method: "POST", path: "/api/user/verify-otp/", body: { email: "a@b.co", otp: "123456" }, token: null },
  ],
  [
    "user.resendOtp",
    (api) => api.user.resendOtp({ email: "a@b.co" }),
    { method: "POST", path: "/api/user/verify-otp/", body: { email: "a@b.co", action: "resend" }, token: null },
  ],
  [
    "user.login",
    (api) => api.user.login({ email: "a@b.co", password: "x" }),
    { method: "POST", path: "/api/user/login/", body: { email: "a@b.co", password: "x" }, token: null },
  ],
  [
    "user.googleLogin",
    (api) => api.user.googleLogin({ code: "c", code_verifier: "v", redirect_uri: "http://x/cb", type_of_user: "individual" }),
    {
      method: "POST",
      path: "/api/user/login/",
      body: { provider: "google", code: "c", code_verifier: "v", redirect_uri: "http://x/cb", type_of_user: "individual" },
      token: null,
    },
  ],
  [
    "user.forgotPassword",
    (api) => api.user.forgotPassword({ email: "a@b.co" }),
    { method: "POST", path: "/api/user/forgot-password/", body: { email: "a@b.co" }, token: null },
  ],
  [
    "user.checkResetLink",
    (api) => api.user.checkResetLink({ id: "abc" }),
    { method: "GET", path: "/api/user/reset-password/", query: { id: "abc" }, body: undefined, token: null },
  ],
  [
    "user.resetPassword",
    (api) => api.user.resetPassword({ id: "abc", password: "Abcdef1!" }),
    { method: "POST", path: "/api/user/reset-password/", body: { id: "abc", password: "Abcdef1!" }, token: null },
  ],
  [
    "user.refreshToken",
    (api) => api.user.refreshToken({ refresh_token: "R" }),
    { method: "POST", path: "/api/user/token/refresh/", body: { refresh_token: "R" }, token: null },
  ],
  [
    "user.logout",
    (api) => api.user.logout({ refresh_token: "R" }),
    { method: "POST", path: "/api/user/logout/", body: { refresh_token: "R" }, token: BEARER },
  ],
  ["user.greet", (api) => api.user.greet(), { method: "GET", path: "/api/user/greet/", body: undefined, token: BEARER }],
  [
    "user.greet in a time zone",
    (api) => api.user.greet({ tz: "Europe/London" }),
    { method: "GET", path: "/api/user/greet/", query: { tz: "Europe/London" }, body: undefined, token: BEARER },
  ],
  [
    "user.sendInvites with a list",
    (api) => api.user.sendInvites({ emails: ["a@b.co", "c@d.co"] }),
    { method: "POST", path: "/api/user/send-invites/", body: { emails: ["a@b.co", "c@d.co"] }, token: BEARER },
  ],
  [
    "user.sendInvites with a string",
    (api) => api.user.sendInvites({ emails: "a@b.co, c@d.co" }),
    { method: "POST", path: "/api/user/send-invites/", body: { emails: "a@b.co, c@d.co" }, token: BEARER },
  ],
  ["master.currencies", (api) => api.master.currencies(), { method: "GET", path: "/api/master/currency/list/", body: undefined, token: null }],
  [
    "master.list with search and limit",
    (api) => api.master.list("skill", { search: "  type ", limit: 50 }),
    { method: "GET", path: "/api/master/skill/list/", query: { search: "type", limit: "50" }, body: undefined, token: null },
  ],
  [
    "master.list with a blank search",
    (api) => api.master.list("sector", { search: "  " }),
    { method: "GET", path: "/api/master/sector/list/", body: undefined, token: null },
  ],
  ...(["company", "location", "institution", "degree", "skill", "sector", "domain"] as const).map(
    (name) =>
      [
        `master ${name}`,
        (api: UpstreamApi) => {
          const byName = {
            company: api.master.companies,
            location: api.master.locations,
            institution: api.master.institutions,
            degree: api.master.degrees,
            skill: api.master.skills,
            sector: api.master.sectors,
            domain: api.master.domains,
          }[name];
          return byName({ search: "a" });
        },
        { method: "GET", path: `/api/master/${name}/list/`, query: { search: "a" }, body: undefined, token: null },
      ] as (typeof cases)[number],
  ),
];

describe("api wrappers follow the contract", () => {
  it.each(cases)("%s", async (_, invoke, expected) => {
    const { api, calls } = recordingApi();
    await invoke(api);
    expect(calls).toEqual([{ query: {}, ...expected }]);
  });
});

describe("results", () => {
  it("resolve with the envelope's data", async () => {
    const { api } = recordingApi([{ id: 1, city: "Bengaluru", state: "Karnataka", country: "India" }]);
    const locations = await api.master.locations({ search: "beng" });
    expect(locations[0].city).toBe("Bengaluru");
    const login = await recordingApi({ access_token: "A", refresh_token: "R" }).api.user.login({ email: "a@b.co", password: "x" });
    expect(login.access_token).toBe("A");
  });

  it("resolve with the message when the call answers no data", async () => {
    const { api } = recordingApi();
    await expect(api.user.forgotPassword({ email: "a@b.co" })).resolves.toEqual({ message: "OK." });
    await expect(api.user.resetPassword({ id: "x", password: "Abcdef1!" })).resolves.toEqual({ message: "OK." });
    await expect(api.user.logout({ refresh_token: "R" })).resolves.toEqual({ message: "OK." });
  });

  it("greet resolves with the greeting", async () => {
    const { api } = recordingApi({ greeting: "Good morning", name: "Asha", text: "Good morning, Asha" });
    await expect(api.user.greet()).resolves.toEqual({ greeting: "Good morning", name: "Asha", text: "Good morning, Asha" });
  });

  it("sendInvites resolves with who was mailed and the server's sentence", async () => {
    const data = { sent: ["a@b.co"], already_members: ["c@d.co"], already_invited: [] };
    const { api } = recordingApi(data);
    await expect(api.user.sendInvites({ emails: ["a@b.co", "c@d.co"] })).resolves.toEqual({ data, message: "OK." });
  });

  it("sendInvites rejects with the per-field messages", async () => {
    const fetch = async () =>
      Response.json({ result: false, message: "Check the emails.", errors: { emails: ["Email Must Be Valid: nope"] } }, { status: 400 });
    await expect(createUpstreamApi({ fetch, auth: { accessToken: "T" } }).user.sendInvites({ emails: "nope" })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { emails: ["Email Must Be Valid: nope"] },
    });
  });

  it("reject with the UpstreamError", async () => {
    const fetch = async () => Response.json({ result: false, message: "Email or password is incorrect." }, { status: 401 });
    await expect(createUpstreamApi({ fetch }).user.login({ email: "a@b.co", password: "x" })).rejects.toMatchObject({
      name: "UpstreamError",
      status: 401,
      message: "Email or password is incorrect.",
    });
  });

  it("pass the per-call signal", async () => {
    const fetch = vi.fn(async (request: Request) => {
      expect(request.signal.aborted).toBe(false);
      return Response.json({ result: true, message: "", data: [] });
    });
    const controller = new AbortController();
    await createUpstreamApi({ fetch }).master.skills({ search: "x" }, { signal: controller.signal });
    controller.abort();
    expect(fetch.mock.calls[0][0].signal.aborted).toBe(true);
  });
});
