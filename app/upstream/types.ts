/**
 * Types of the upstream API contract (docs/api-contract.md): the envelope and the `data`
 * payloads. Ids are integers; times are ISO-8601 strings in UTC.
 */

/** The two kinds of account (spec §3). */
export type UserType = "individual" | "corporate";

/** Per-field messages of a failure envelope, keyed by the request's snake_case field names. */
export type FieldErrors = Record<string, string[]>;

/** A failure `message`: a sentence, or (spec §8) a list or a map of lists. */
export type EnvelopeMessage = string | string[] | Record<string, string | string[]>;

/** A successful response. `data` is absent for calls that answer none. */
export type SuccessEnvelope<T> = {
  result: true;
  message: string;
  data: T;
};

/** A paged list: `data` plus the paging fields at the top level of the envelope. */
export type PagedEnvelope<T> = SuccessEnvelope<T[]> & {
  page: number;
  page_size: number;
  total: number;
  has_next: boolean;
};

/** A failed response (status 400–599). */
export type FailureEnvelope = {
  result: false;
  message: EnvelopeMessage;
  errors?: FieldErrors;
  data?: unknown;
};

/** What login, OTP verification, Google login and token refresh answer. */
export type LoginPayload = {
  access_token: string;
  refresh_token: string;
  type_of_user: UserType;
  onboarding_complete: boolean;
  user: { id: number; email: string };
};

/** The access/refresh pair a client sends with authenticated calls. */
export type AuthTokens = { accessToken: string; refreshToken?: string };

/** `{ email }` answers (sign-in, OTP resend); the reset-link check masks it (`a***@example.com`). */
export type EmailPayload = { email: string };

/** The sign-in answer: the id that binds the mailed code to this sign-up (decision 116). */
export type SignInPayload = { email: string; verification_id?: string };

/** Master list: location. */
export type Location = { id: number; city: string; state: string; country: string };
/** Master list: currency (INR is id 1). */
export type Currency = { id: number; title: string; code: string; country: string };
/** Master lists with a title: company, institution, degree, skill, sector, domain. */
export type MasterItem = { id: number; title: string };

/** The master lists of `/api/master/{name}/list/`. */
export type MasterListName =
  | "currency"
  | "company"
  | "location"
  | "institution"
  | "degree"
  | "skill"
  | "sector"
  | "domain";

/** The item type of each master list. */
export type MasterListItem<Name extends MasterListName> = Name extends "location"
  ? Location
  : Name extends "currency"
    ? Currency
    : MasterItem;

/** `data` of GET /api/user/greet/: `text` is "Good morning, Asha" (the company name for companies). */
export type Greeting = {
  /** "Good morning" (05–11), "Good afternoon" (12–16) or "Good evening". */
  greeting: string;
  /** The first name, or the company name. */
  name: string;
  text: string;
};

/** Body of POST /api/user/send-invites/: a list, or one string split on commas, spaces and new lines. */
export type SendInvitesInput = { emails: string[] | string };

/** `data` of POST /api/user/send-invites/: who was mailed, and who was left out and why. */
export type SendInvitesResult = {
  sent: string[];
  /** Addresses of existing accounts (not mailed). */
  already_members: string[];
  /** Addresses this member invited in the last 24 hours (not mailed again). */
  already_invited: string[];
};
