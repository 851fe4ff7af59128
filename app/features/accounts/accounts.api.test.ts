import { describe, expect, it } from "vitest";
import { createUpstreamApi, type UpstreamApi } from "#app/upstream/api.ts";
import { recordingUploadApi, type UploadCall } from "#app/upstream/test-helpers.ts";

type Call = Omit<UploadCall, "file">;

/** Every call answers `data` in a success envelope ("OK."). */
const recordingApi = (data: unknown = null) =>
  recordingUploadApi(() => Response.json({ result: true, message: "OK.", data }));

const BEARER = "Bearer T";

const cases: Array<
  [string, (api: UpstreamApi) => Promise<unknown>, Omit<Call, "query"> & { query?: Record<string, string> }]
> = [
  [
    "user.signIn",
    (api) => api.accounts.signIn({ email: "a@b.co", password: "Abcdef1!", type_of_user: "corporate" }),
    {
      method: "POST",
      path: "/api/user/sign-in/",
      body: { email: "a@b.co", password: "Abcdef1!", type_of_user: "corporate" },
      token: null,
    },
  ],
  [
    "user.verifyOtp",
    (api) => api.accounts.verifyOtp({ email: "a@b.co", otp: "123456" }),
    { method: "POST", path: "/api/user/verify-otp/", body: { email: "a@b.co", otp: "123456" }, token: null },
  ],
  [
    "user.resendOtp",
    (api) => api.accounts.resendOtp({ email: "a@b.co" }),
    { method: "POST", path: "/api/user/verify-otp/", body: { email: "a@b.co", action: "resend" }, token: null },
  ],
  [
    "user.login",
    (api) => api.accounts.login({ email: "a@b.co", password: "x" }),
    { method: "POST", path: "/api/user/login/", body: { email: "a@b.co", password: "x" }, token: null },
  ],
  [
    "user.googleLogin",
    (api) =>
      api.accounts.googleLogin({
        code: "c",
        code_verifier: "v",
        redirect_uri: "http://x/cb",
        type_of_user: "individual",
      }),
    {
      method: "POST",
      path: "/api/user/login/",
      body: {
        provider: "google",
        code: "c",
        code_verifier: "v",
        redirect_uri: "http://x/cb",
        type_of_user: "individual",
      },
      token: null,
    },
  ],
  [
    "user.forgotPassword",
    (api) => api.accounts.forgotPassword({ email: "a@b.co" }),
    { method: "POST", path: "/api/user/forgot-password/", body: { email: "a@b.co" }, token: null },
  ],
  [
    "user.checkResetLink",
    (api) => api.accounts.checkResetLink({ id: "abc" }),
    { method: "GET", path: "/api/user/reset-password/", query: { id: "abc" }, body: undefined, token: null },
  ],
  [
    "user.resetPassword",
    (api) => api.accounts.resetPassword({ id: "abc", password: "Abcdef1!" }),
    { method: "POST", path: "/api/user/reset-password/", body: { id: "abc", password: "Abcdef1!" }, token: null },
  ],
  [
    "user.refreshToken",
    (api) => api.accounts.refreshToken({ refresh_token: "R" }),
    { method: "POST", path: "/api/user/token/refresh/", body: { refresh_token: "R" }, token: null },
  ],
  [
    "user.logout",
    (api) => api.accounts.logout({ refresh_token: "R" }),
    { method: "POST", path: "/api/user/logout/", body: { refresh_token: "R" }, token: BEARER },
  ],
  [
    "user.greet",
    (api) => api.accounts.greet(),
    { method: "GET", path: "/api/user/greet/", body: undefined, token: BEARER },
  ],
  [
    "user.greet in a time zone",
    (api) => api.accounts.greet({ tz: "Europe/London" }),
    { method: "GET", path: "/api/user/greet/", query: { tz: "Europe/London" }, body: undefined, token: BEARER },
  ],
  [
    "user.sendInvites with a list",
    (api) => api.accounts.sendInvites({ emails: ["a@b.co", "c@d.co"] }),
    { method: "POST", path: "/api/user/send-invites/", body: { emails: ["a@b.co", "c@d.co"] }, token: BEARER },
  ],
  [
    "user.sendInvites with a string",
    (api) => api.accounts.sendInvites({ emails: "a@b.co, c@d.co" }),
    { method: "POST", path: "/api/user/send-invites/", body: { emails: "a@b.co, c@d.co" }, token: BEARER },
  ],
];

describe("account api wrappers follow the contract", () => {
  it.each(cases)("%s", async (_, invoke, expected) => {
    const { api, calls } = recordingApi();
    await invoke(api);
    expect(calls).toEqual([{ query: {}, ...expected }]);
  });
});

describe("account api: results", () => {
  it("resolve with the envelope's data", async () => {
    const login = await recordingApi({ access_token: "A", refresh_token: "R" }).api.accounts.login({
      email: "a@b.co",
      password: "x",
    });
    expect(login.access_token).toBe("A");
  });

  it("resolve with the message when the call answers no data", async () => {
    const { api } = recordingApi();
    await expect(api.accounts.forgotPassword({ email: "a@b.co" })).resolves.toEqual({ message: "OK." });
    await expect(api.accounts.resetPassword({ id: "x", password: "Abcdef1!" })).resolves.toEqual({ message: "OK." });
    await expect(api.accounts.logout({ refresh_token: "R" })).resolves.toEqual({ message: "OK." });
  });

  it("greet resolves with the greeting", async () => {
    const { api } = recordingApi({ greeting: "Good morning", name: "Asha", text: "Good morning, Asha" });
    await expect(api.accounts.greet()).resolves.toEqual({
      greeting: "Good morning",
      name: "Asha",
      text: "Good morning, Asha",
    });
  });

  it("sendInvites resolves with who was mailed and the server's sentence", async () => {
    const data = { sent: ["a@b.co"], already_members: ["c@d.co"], already_invited: [] };
    const { api } = recordingApi(data);
    await expect(api.accounts.sendInvites({ emails: ["a@b.co", "c@d.co"] })).resolves.toEqual({ data, message: "OK." });
  });

  it("sendInvites rejects with the per-field messages", async () => {
    const fetch = async () =>
      Response.json(
        { result: false, message: "Check the emails.", errors: { emails: ["Email Must Be Valid: nope"] } },
        { status: 400 },
      );
    await expect(
      createUpstreamApi({ fetch, auth: { accessToken: "T" } }).accounts.sendInvites({ emails: "nope" }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { emails: ["Email Must Be Valid: nope"] },
    });
  });

  it("reject with the UpstreamError", async () => {
    const fetch = async () =>
      Response.json({ result: false, message: "Email or password is incorrect." }, { status: 401 });
    await expect(createUpstreamApi({ fetch }).accounts.login({ email: "a@b.co", password: "x" })).rejects.toMatchObject(
      {
        name: "UpstreamError",
        status: 401,
        message: "Email or password is incorrect.",
      },
    );
  });
});
