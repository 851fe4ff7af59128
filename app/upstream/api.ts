/**
 * Typed wrappers for every endpoint of docs/api-contract.md, one object per area:
 * `api.user.login(...)`, `api.individual.get()`, `api.master.list("skill", { search })`.
 * Each resolves with the success envelope (`{ result, message, data }`; paged lists add
 * `page`, `page_size`, `total`, `has_next`) and rejects with an `UpstreamError` on 400–599.
 * Later issues add an area as another property of {@link createApi}.
 */
import {
  createUpstreamClient,
  type RequestOptions,
  type UpstreamClient,
  type UpstreamClientOptions,
} from "./client.ts";
import type {
  CorporateCreateInput,
  CorporateProfile,
  CorporateUpdateInput,
  EmailPayload,
  IndividualCreateInput,
  IndividualProfile,
  IndividualUpdateInput,
  LoginPayload,
  MasterListItem,
  MasterListName,
  SuccessEnvelope,
  UserType,
} from "./types.ts";

export type * from "./types.ts";

/** Per-call options every wrapper accepts. */
export type CallOptions = { signal?: AbortSignal };

/** Body of POST /api/user/sign-in/. */
export type SignInInput = { email: string; password: string; type_of_user: UserType };
/** Body of POST /api/user/verify-otp/ (verify). */
export type VerifyOtpInput = { email: string; otp: string };
/** Body of POST /api/user/login/ with email and password. */
export type LoginInput = { email: string; password: string };
/** Body of POST /api/user/login/ with a Google authorisation code (OpenID Connect, PKCE). */
export type GoogleLoginInput = {
  code: string;
  code_verifier: string;
  redirect_uri: string;
  /** The account type to create on first use. */
  type_of_user?: UserType;
};
/** Body of POST /api/user/reset-password/. */
export type ResetPasswordInput = { id: string; password: string };
/** Query of the master list calls. */
export type MasterListQuery = { search?: string; limit?: number };

const publicCall = (options: CallOptions | undefined, init: RequestOptions = {}): RequestOptions => ({
  ...init,
  public: true,
  signal: options?.signal,
});

const call = (options: CallOptions | undefined, init: RequestOptions = {}): RequestOptions => ({
  ...init,
  signal: options?.signal,
});

/** Account calls: `/api/user/`. */
function userApi(client: UpstreamClient) {
  return {
    /** Starts a sign-up: mails an OTP. 409 when a verified account has the email. */
    signIn: (input: SignInInput, options?: CallOptions) =>
      client.post<EmailPayload>("/api/user/sign-in/", publicCall(options, { body: input })),

    /** Verifies the mailed code and logs in. 400 `errors.otp`; 429 after five wrong codes. */
    verifyOtp: (input: VerifyOtpInput, options?: CallOptions) =>
      client.post<LoginPayload>("/api/user/verify-otp/", publicCall(options, { body: input })),

    /** Mails a new code; the same answer whether or not the email exists. */
    resendOtp: (input: EmailPayload, options?: CallOptions) =>
      client.post<EmailPayload>(
        "/api/user/verify-otp/",
        publicCall(options, { body: { email: input.email, action: "resend" } }),
      ),

    /** Email and password login. 401 wrong credentials; 403 `data.verification_required` when unverified. */
    login: (input: LoginInput, options?: CallOptions) =>
      client.post<LoginPayload>("/api/user/login/", publicCall(options, { body: input })),

    /** Google login with an authorisation code; creates the account on first use. */
    googleLogin: (input: GoogleLoginInput, options?: CallOptions) =>
      client.post<LoginPayload>(
        "/api/user/login/",
        publicCall(options, { body: { provider: "google", ...input } }),
      ),

    /** Mails a reset link; the same answer for unknown emails. */
    forgotPassword: (input: EmailPayload, options?: CallOptions) =>
      client.post<undefined>("/api/user/forgot-password/", publicCall(options, { body: input })),

    /** Checks a reset link: `data.email` masked. 404 when invalid or expired. */
    checkResetLink: (id: string, options?: CallOptions) =>
      client.get<EmailPayload>("/api/user/reset-password/", publicCall(options, { query: { id } })),

    /** Sets a new password with a reset link id; revokes every refresh token. 400 `errors.id`. */
    resetPassword: (input: ResetPasswordInput, options?: CallOptions) =>
      client.post<undefined>("/api/user/reset-password/", publicCall(options, { body: input })),

    /** Exchanges a refresh token for a new pair (the client also does this on its own after a 401). */
    refreshToken: (refreshToken: string, options?: CallOptions) =>
      client.post<LoginPayload>(
        "/api/user/token/refresh/",
        publicCall(options, { body: { refresh_token: refreshToken } }),
      ),

    /** Revokes the refresh token on the server. */
    logout: (refreshToken: string, options?: CallOptions) =>
      client.post<undefined>("/api/user/logout/", call(options, { body: { refresh_token: refreshToken } })),
  };
}

/** Individual profile calls: `/api/individual/`. */
function individualApi(client: UpstreamClient) {
  return {
    /** Creates the caller's profile and completes onboarding. 409 when it exists. */
    create: (input: IndividualCreateInput, options?: CallOptions) =>
      client.post<IndividualProfile>("/api/individual/create/", call(options, { body: input })),

    /** The caller's profile, or another member's public one with `userId`. */
    get: (query: { userId?: number } = {}, options?: CallOptions) =>
      client.get<IndividualProfile>("/api/individual/get/", call(options, { query: { user_id: query.userId } })),

    /** Updates any subset of the caller's profile fields. */
    update: (input: IndividualUpdateInput, options?: CallOptions) =>
      client.put<IndividualProfile>("/api/individual/update/", call(options, { body: input })),
  };
}

/** Corporate profile calls: `/api/corporate/`. */
function corporateApi(client: UpstreamClient) {
  return {
    /** Creates the caller's company profile (and company entry) and completes onboarding. */
    create: (input: CorporateCreateInput, options?: CallOptions) =>
      client.post<CorporateProfile>("/api/corporate/create/", call(options, { body: input })),

    /** The caller's company profile, or another one's with `userId`. */
    get: (query: { userId?: number } = {}, options?: CallOptions) =>
      client.get<CorporateProfile>("/api/corporate/get/", call(options, { query: { user_id: query.userId } })),

    /** Updates any subset of the caller's company profile fields (`null` clears website/about). */
    update: (input: CorporateUpdateInput, options?: CallOptions) =>
      client.put<CorporateProfile>("/api/corporate/update/", call(options, { body: input })),
  };
}

/** Master lists: `/api/master/{name}/list/`, public, `data` is the list. */
function masterApi(client: UpstreamClient) {
  const list = <Name extends MasterListName>(name: Name, query: MasterListQuery = {}, options?: CallOptions) =>
    client.get<Array<MasterListItem<Name>>>(
      `/api/master/${name}/list/`,
      publicCall(options, { query: { search: query.search?.trim() || undefined, limit: query.limit } }),
    );
  return {
    /** Any master list by name. */
    list,
    currencies: (options?: CallOptions) => list("currency", {}, options),
    companies: (query?: MasterListQuery, options?: CallOptions) => list("company", query, options),
    locations: (query?: MasterListQuery, options?: CallOptions) => list("location", query, options),
    institutions: (query?: MasterListQuery, options?: CallOptions) => list("institution", query, options),
    degrees: (query?: MasterListQuery, options?: CallOptions) => list("degree", query, options),
    skills: (query?: MasterListQuery, options?: CallOptions) => list("skill", query, options),
    sectors: (query?: MasterListQuery, options?: CallOptions) => list("sector", query, options),
    domains: (query?: MasterListQuery, options?: CallOptions) => list("domain", query, options),
  };
}

/** The typed API over one client. */
export function createApi(client: UpstreamClient) {
  return {
    /** The underlying client, for calls no wrapper covers yet. */
    client,
    user: userApi(client),
    individual: individualApi(client),
    corporate: corporateApi(client),
    master: masterApi(client),
  };
}

/** The typed API, as created by {@link createApi}. */
export type UpstreamApi = ReturnType<typeof createApi>;

/** Shorthand: `createApi(createUpstreamClient(options))`. */
export function createUpstreamApi(options: UpstreamClientOptions): UpstreamApi {
  return createApi(createUpstreamClient(options));
}

/** The `data` of a wrapper's result, e.g. `DataOf<UpstreamApi["individual"]["get"]>`. */
export type DataOf<F extends (...args: never[]) => Promise<SuccessEnvelope<unknown>>> =
  Awaited<ReturnType<F>>["data"];
