/**
 * Search (issue 5), with JavaScript on and off: a search for a skill from the header finds the
 * member who has it in their profile and the job post that mentions it; the People and Jobs
 * filters narrow the results (the current one marked); a member found is sent a connection
 * request from the results; a company is found and links to its page; an empty search prompts,
 * a too-long one says why, one without results says what to try; axe and 360 px.
 *
 * Members are created through the API with a made-up skill word unique to the run, so the
 * results are exactly theirs.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { describeMobile, expect, expectNoHorizontalScroll, type Outbox, test, type UserData } from "./fixtures";

type Member = UserData & { id: number; token: string; name: string };

const DEMO_COMPANY = "Acme Technologies";

let counter = 0;

/** Letters only (the name rule, and one search word), unique per run. */
function uniqueLetters(prefix: string): string {
  const letters = "abcdefghjkmnpqrstuvwxyz";
  let tag = "";
  let n = Date.now() * 100 + (counter++ % 100);
  while (n > 0) {
    tag += letters[n % letters.length];
    n = Math.floor(n / letters.length);
  }
  return `${prefix}${tag}`;
}

async function createMember(request: APIRequestContext, outbox: Outbox, user: UserData, first: string, bio?: string): Promise<Member> {
  const data = { ...user, first_name: first, last_name: uniqueLetters("Find"), bio: bio ?? user.bio };
  const signUp = await request.post("/api/user/sign-in/", { data: { email: data.email, password: data.password, type_of_user: "individual" } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verify = await request.post("/api/user/verify-otp/", { data: { email: data.email, otp: await outbox.otpFor(data.email) } });
  expect(verify.ok(), await verify.text()).toBe(true);
  const login = (await verify.json()).data as { access_token: string; user: { id: number } };
  const locations = (await (await request.get("/api/master/location/list/?search=Pune")).json()).data as Array<{ id: number }>;
  const create = await request.post("/api/individual/create/", {
    headers: { Authorization: `Bearer ${login.access_token}` },
    data: { first_name: data.first_name, last_name: data.last_name, phone: data.phone, pincode: data.pincode, location: locations[0]!.id, bio: data.bio },
  });
  expect(create.ok(), await create.text()).toBe(true);
  return { ...data, id: login.user.id, token: login.access_token, name: `${data.first_name} ${data.last_name}` };
}

async function firstId(request: APIRequestContext, list: string): Promise<number> {
  const items = (await (await request.get(`/api/master/${list}/list/`)).json()).data as Array<{ id: number }>;
  return items[0]!.id;
}

/** A job post by `member` with a description, through the API. */
async function createPost(request: APIRequestContext, member: Member, title: string, description: string): Promise<number> {
  const [sector, domain, location, skill, company] = await Promise.all(["sector", "domain", "location", "skill", "company"].map((l) => firstId(request, l)));
  const res = await request.post("/api/job-post/create/", {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { title, description, sector, domain, locations: [location], skills: [skill], company, min_experience_years: 2, employment_type: "full-time", no_of_openings: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()).data as { id: number }).id;
}

async function loginAs(page: Page, member: Member, waitForHydration: (page: Page) => Promise<void>) {
  await page.context().clearCookies();
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/individual\/dashboard$/);
  await waitForHydration(page);
}

/** Searches from the header's search box (a GET form: Enter submits it, with or without JavaScript). */
async function searchFromHeader(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search people, companies and jobs" });
  await box.fill(text);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search-results\?/);
}

const filters = (page: Page) => page.getByRole("navigation", { name: "Search filters" });
const filter = (page: Page, name: string) => filters(page).getByRole("link", { name: new RegExp(`^${name}\\b`) });
const results = (page: Page) => page.getByRole("region", { name: /results$/ });
/** A company in the results, by its name. */
const companyItem = (page: Page, name: string): Locator => results(page).getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
/** A member in the results (a job card also names its poster, but under the job's heading). */
const personItem = (page: Page, name: string): Locator =>
  results(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) })
    .filter({ hasNot: page.getByRole("heading") });
/** A job post in the results, by its title. */
const jobItem = (page: Page, title: string): Locator => results(page).getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

test.describe("search", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a skill finds the member and the job; People and Jobs narrow it; connect from the results", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const skill = uniqueLetters("Zql");
    const expert = await createMember(request, outbox, makeUser(), "Vihaan", `Backend developer who loves ${skill} and Kotlin.`);
    const jobTitle = `Backend Engineer ${expert.last_name}`;
    await createPost(request, expert, jobTitle, `<p>You will build services with <strong>${skill}</strong> and Postgres.</p>`);
    const searcher = await createMember(request, outbox, makeUser(), "Sara");

    await loginAs(page, searcher, waitForHydration);
    await searchFromHeader(page, skill);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`JobLink | Search results for “${skill}”`);
    await expect(page.getByRole("heading", { level: 1, name: `Results for “${skill}”` })).toBeVisible();

    // All: the member and the job, with the counts on the filters.
    await expect(filter(page, "All")).toHaveAttribute("aria-current", "page");
    await expect(filter(page, "All")).toContainText("2");
    await expect(filter(page, "People")).toContainText("1");
    await expect(filter(page, "Jobs")).toContainText("1");
    await expect(filter(page, "Companies")).toContainText("0");
    await expect(personItem(page, expert.name)).toBeVisible();
    await expect(jobItem(page, jobTitle).getByRole("link", { name: jobTitle, exact: true })).toHaveAttribute("href", /\/job-details\/\d+$/);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    // People: only the member.
    await filter(page, "People").click();
    await expect(page).toHaveURL(new RegExp(`search=${skill}&typeFilter=people`));
    await waitForHydration(page);
    await expect(filter(page, "People")).toHaveAttribute("aria-current", "page");
    await expect(filter(page, "All")).not.toHaveAttribute("aria-current", "page");
    await expect(personItem(page, expert.name)).toBeVisible();
    await expect(jobItem(page, jobTitle)).toHaveCount(0);

    // Jobs: only the job.
    await filter(page, "Jobs").click();
    await expect(page).toHaveURL(new RegExp(`search=${skill}&typeFilter=jobs`));
    await waitForHydration(page);
    await expect(filter(page, "Jobs")).toHaveAttribute("aria-current", "page");
    await expect(jobItem(page, jobTitle)).toBeVisible();
    await expect(personItem(page, expert.name)).toHaveCount(0);
    // The header's search box follows the URL (also after a client-side navigation).
    await expect(page.getByRole("combobox", { name: "Search in" })).toHaveValue("jobs");
    await expect(page.getByRole("searchbox", { name: "Search people, companies and jobs" })).toHaveValue(skill);

    // Back to People: connect with the member from the results (the send-request dialog).
    await filter(page, "People").click();
    await waitForHydration(page);
    await personItem(page, expert.name).getByRole("link", { name: `Connect with ${expert.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Connect with ${expert.name}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(page.locator('[data-snackbar="success"]')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/search-results\\?search=${skill}&typeFilter=people$`));
    await expect(personItem(page, expert.name).getByRole("button", { name: "Pending" })).toBeDisabled();
  });

  test("a company is found and links to its page; no Connect button for yourself", async ({ page, request, outbox, makeUser, waitForHydration }) => {
    const member = await createMember(request, outbox, makeUser(), "Advika");
    await loginAs(page, member, waitForHydration);

    await searchFromHeader(page, "Acme");
    await waitForHydration(page);
    await filter(page, "Companies").click();
    await waitForHydration(page);
    await expect(filter(page, "Companies")).toHaveAttribute("aria-current", "page");
    const company = companyItem(page, DEMO_COMPANY);
    await expect(company.getByRole("link", { name: DEMO_COMPANY })).toHaveAttribute("href", /\/profile\/corporate\/\d+$/);
    await company.getByRole("link", { name: DEMO_COMPANY }).click();
    await expect(page).toHaveURL(/\/profile\/corporate\/\d+$/);

    // Searching your own name lists you without a Connect button.
    await page.goto(`/search-results?search=${encodeURIComponent(member.last_name)}&typeFilter=people`);
    await expect(personItem(page, member.name)).toBeVisible();
    await expect(personItem(page, member.name).getByRole("link", { name: /^Connect/ })).toHaveCount(0);
  });

  test("an empty search prompts, a too-long one says why, one without results says what to try", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), "Ira");
    await loginAs(page, member, waitForHydration);

    await page.goto("/search-results");
    await expect(page).toHaveTitle("JobLink | Search results");
    await expect(page.getByText("Search for people, companies and jobs")).toBeVisible();
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    await searchFromHeader(page, "k".repeat(101));
    await expect(page.getByText("Search must be at most 100 characters.")).toBeVisible();
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    const nothing = uniqueLetters("Nomatch");
    await waitForHydration(page);
    await searchFromHeader(page, nothing);
    await expect(page.getByRole("heading", { name: `No results for “${nothing}”` })).toBeVisible();
    await expect(page.getByText(/Check the spelling/)).toBeVisible();
    await expect(filter(page, "All")).toContainText("0");
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
  });
});

describeMobile("search", () => {
  test("the results fit 360 px and stay accessible", async ({ page, request, outbox, makeUser, waitForHydration, expectAxeClean }) => {
    const skill = uniqueLetters("Mbl");
    const expert = await createMember(request, outbox, makeUser(), "Anaya", `Mobile developer fluent in ${skill}.`);
    await createPost(request, expert, `Mobile Engineer ${expert.last_name}`, `<p>Ship apps with ${skill}.</p>`);
    const searcher = await createMember(request, outbox, makeUser(), "Dev");
    await loginAs(page, searcher, waitForHydration);

    await searchFromHeader(page, skill);
    await waitForHydration(page);
    await expect(personItem(page, expert.name)).toBeVisible();
    await expect(jobItem(page, `Mobile Engineer ${expert.last_name}`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    await page.goto("/search-results?search=Acme&typeFilter=companies");
    await expect(companyItem(page, DEMO_COMPANY)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
  });
});
