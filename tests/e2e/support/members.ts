/**
 * Members for the browser tests: made through the API (quick, no UI), then driven through the
 * pages. Shared by the specs so each one only says what is particular to it.
 *
 * - `createMember(request, outbox, makeUser(), { first, lastNamePrefix, city, bio })`: a new,
 *   onboarded individual with a unique letters-only last name; returns its id and access token.
 * - `createCompany(request, outbox, makeUser())`: a new company account with its company page.
 * - `bearer(member)`: the Authorization header for API calls as that member.
 * - `connect(request, from, to)`: `from` asks, `to` accepts.
 * - `tokenFor(request, email, password)`: an access token through the API's login.
 * - `firstId(request, list)` and `createPost(request, member, { title, ... })`: master data and
 *   job posts through the API.
 * - `loginAs(page, who, { home, waitForHydration })`: logs in through the login page.
 * - `open(page, path, waitForHydration)`: goto, then wait for hydration (JS on).
 * - `successSnackbar(page, text?)`, `region(page, name)`, `dialog(page, name)`: locators used by
 *   several specs.
 * - `DEMO_COMPANY`: the demo data's company account (Acme Technologies).
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, type Outbox, type UserData } from "#tests/e2e/fixtures.ts";

/** An onboarded individual made by `createMember`: its sign-up data plus id, token and full name. */
export type Member = UserData & { id: number; token: string; name: string };

/** Anything that can log in through the login page. */
export type Credentials = { email: string; password: string };

/** Waits for hydration in the `js` project (the `waitForHydration` fixture). */
export type WaitForHydration = (page: Page) => Promise<void>;

/** The demo data's company account (app/backend/seed/demo.ts). */
export const DEMO_COMPANY = { email: "talent@acme.test", password: "Demo@1234", name: "Acme Technologies" } as const;

/** Letters the tag is spelled with (no i, l, o: easy to tell apart). */
const LETTERS = "abcdefghjkmnpqrstuvwxyz";
let counter = 0;

/**
 * `prefix` followed by letters only (the name rule; also one search word), unique per run: the
 * time in milliseconds, a counter for calls in the same millisecond and the worker's index (the
 * workers share the clock), spelled in letters.
 */
export function uniqueLetters(prefix: string): string {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  let n = (Date.now() * 100 + (counter++ % 100)) * 10 + worker;
  let tag = "";
  while (n > 0) {
    tag += LETTERS[n % LETTERS.length];
    n = Math.floor(n / LETTERS.length);
  }
  return `${prefix}${tag}`;
}

export type MemberOptions = {
  /** First name (letters only); default: the one in `user`. */
  first?: string;
  /** Start of the unique last name; default "Member". */
  lastNamePrefix?: string;
  /** City of the profile: the location whose city is exactly this, else the search's first hit; default "Pune". */
  city?: string;
  /** Bio of the profile; default: the one in `user`. */
  bio?: string;
};

/**
 * A new onboarded individual, through the API: sign-up, the code from the outbox, verification
 * (which logs in) and /api/individual/create/ with `user`'s phone and pincode in `city`.
 */
export async function createMember(
  request: APIRequestContext,
  outbox: Outbox,
  user: UserData,
  options: MemberOptions = {},
): Promise<Member> {
  const { first = user.first_name, lastNamePrefix = "Member", city = "Pune", bio = user.bio } = options;
  const data = { ...user, first_name: first, last_name: uniqueLetters(lastNamePrefix), bio };
  const signUp = await request.post("/api/user/sign-in/", {
    data: { email: data.email, password: data.password, type_of_user: "individual" },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verify = await request.post("/api/user/verify-otp/", {
    data: { email: data.email, otp: await outbox.otpFor(data.email) },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  const login = (await verify.json()).data as { access_token: string; user: { id: number } };
  const found = await request.get(`/api/master/location/list/?search=${encodeURIComponent(city)}`);
  expect(found.ok(), await found.text()).toBe(true);
  const locations = (await found.json()).data as Array<{ id: number; city: string }>;
  const location = (locations.find((l) => l.city === city) ?? locations[0])?.id;
  expect(location, `no location found for "${city}"`).toBeDefined();
  const create = await request.post("/api/individual/create/", {
    headers: { Authorization: `Bearer ${login.access_token}` },
    data: {
      first_name: data.first_name,
      last_name: data.last_name,
      phone: data.phone,
      pincode: data.pincode,
      location,
      bio: data.bio,
    },
  });
  expect(create.ok(), await create.text()).toBe(true);
  return { ...data, id: login.user.id, token: login.access_token, name: `${data.first_name} ${data.last_name}` };
}

/** A company account made by `createCompany`: its login, account id, company (master) id and name. */
export type CompanyAccount = Credentials & { token: string; id: number; companyId: number; name: string };

/** A new company with its details, through the API (sign-up, the code from the outbox, /api/corporate/create/). */
export async function createCompany(
  request: APIRequestContext,
  outbox: Outbox,
  user: UserData,
): Promise<CompanyAccount> {
  const signUp = await request.post("/api/user/sign-in/", {
    data: { email: user.email, password: user.password, type_of_user: "corporate" },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verify = await request.post("/api/user/verify-otp/", {
    data: { email: user.email, otp: await outbox.otpFor(user.email) },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  const login = (await verify.json()).data as { access_token: string; user: { id: number } };
  const location = await firstId(request, "location");
  const create = await request.post("/api/corporate/create/", {
    headers: bearer({ token: login.access_token }),
    data: {
      company_name: user.company_name,
      poc: user.poc,
      phone: user.phone,
      email: user.email,
      website: user.website,
      pincode: user.pincode,
      location,
    },
  });
  expect(create.ok(), await create.text()).toBe(true);
  const profile = (await create.json()).data as { company: { id: number }; company_name: string };
  return {
    token: login.access_token,
    id: login.user.id,
    companyId: profile.company.id,
    name: profile.company_name,
    email: user.email,
    password: user.password,
  };
}

/** The Authorization header for API calls as `member`. */
export const bearer = (member: { token: string }) => ({ Authorization: `Bearer ${member.token}` });

/** Connects two members through the API: `from` sends a request, `to` approves it. */
export async function connect(request: APIRequestContext, from: Member, to: Member): Promise<void> {
  const sent = await request.post("/api/connection/create/", { headers: bearer(from), data: { user_id: to.id } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const approved = await request.post("/api/connection/approve/", { headers: bearer(to), data: { user_id: from.id } });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** An access token through the API's login (/api/user/login/). */
export async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post("/api/user/login/", { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()).data as { access_token: string }).access_token;
}

/** The id of the first entry of a master list (`sector`, `domain`, `location`, `skill`, `company`, ...). */
export async function firstId(request: APIRequestContext, list: string): Promise<number> {
  const items = (await (await request.get(`/api/master/${list}/list/`)).json()).data as Array<{ id: number }>;
  return items[0]!.id;
}

/**
 * A job post by `poster` through the API; returns its id. The first sector, domain, location,
 * skill and company, 1 year of experience, full-time, one opening, unless `fields` says otherwise
 * (an individual's post names a company; a company's own posts ignore it).
 */
export async function createPost(
  request: APIRequestContext,
  poster: { token: string },
  fields: { title: string } & Record<string, unknown>,
): Promise<number> {
  const [sector, domain, location, skill, company] = await Promise.all(
    ["sector", "domain", "location", "skill", "company"].map((l) => firstId(request, l)),
  );
  const res = await request.post("/api/job-post/create/", {
    headers: bearer(poster),
    data: {
      sector,
      domain,
      locations: [location],
      skills: [skill],
      company,
      min_experience_years: 1,
      employment_type: "full-time",
      no_of_openings: 1,
      ...fields,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()).data as { id: number }).id;
}

export type LoginOptions = {
  /** Where the login should land; default the individual dashboard. */
  home?: RegExp;
  /** When given, waits for hydration on the login page and again on landing. */
  waitForHydration?: WaitForHydration;
};

/** Logs in through the login page (cookies of whoever was logged in before are dropped). */
export async function loginAs(page: Page, who: Credentials, options: LoginOptions = {}): Promise<void> {
  const { home = /\/individual\/dashboard$/, waitForHydration } = options;
  await page.context().clearCookies();
  await page.goto("/login");
  await waitForHydration?.(page);
  await page.getByLabel(/^Email/).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(home);
  await waitForHydration?.(page);
}

/** Opens `path` and waits for hydration (JS on). */
export async function open(page: Page, path: string, waitForHydration: WaitForHydration): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** The success snackbar, or the one with `text` (with JavaScript, earlier ones may still show). */
export const successSnackbar = (page: Page, text?: string | RegExp): Locator => {
  const snackbar = page.locator('[data-snackbar="success"]');
  return text === undefined ? snackbar : snackbar.filter({ hasText: text });
};

/** A labelled region (a page section with its heading as name). */
export const region = (page: Page, name: string): Locator => page.getByRole("region", { name });

/** A dialog by name: a modal or confirm dialog with JavaScript, a panel (same roles) without. */
export const dialog = (page: Page, name: string): Locator =>
  page.getByRole("dialog", { name }).or(page.getByRole("alertdialog", { name }));
