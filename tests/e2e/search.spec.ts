/**
 * Search (issue 5), with JavaScript on and off: a search for a skill from the header finds the
 * member who has it in their profile and the job post that mentions it; the People and Jobs
 * filters narrow the results (the current one marked); a member found is sent a connection
 * request from the results; a company is found and links to its page; an empty search prompts,
 * a too-long one says why, one without results says what to try; axe and 360 px.
 *
 * Members and companies are created through the API with a made-up word unique to the run, so
 * the results are exactly theirs: every company the e2e specs create is called "Acme … Labs", so
 * a search for the demo's "Acme" could push it past the first page.
 */
import type { Locator, Page } from "@playwright/test";
import { describeMobile, expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { createCompany, createMember, createPost, loginAs, uniqueLetters } from "#tests/e2e/support/members.ts";

/** Unique names; the city is the one these tests always used. */
const MEMBER = { lastNamePrefix: "Find", city: "Pune" };

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
const companyItem = (page: Page, name: string): Locator =>
  results(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
/** A member in the results (a job card also names its poster, but under the job's heading). */
const personItem = (page: Page, name: string): Locator =>
  results(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) })
    .filter({ hasNot: page.getByRole("heading") });
/** A job post in the results, by its title. */
const jobItem = (page: Page, title: string): Locator =>
  results(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });

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
    const expert = await createMember(request, outbox, makeUser(), {
      ...MEMBER,
      first: "Vihaan",
      bio: `Backend developer who loves ${skill} and Kotlin.`,
    });
    const jobTitle = `Backend Engineer ${expert.last_name}`;
    await createPost(request, expert, {
      title: jobTitle,
      description: `<p>You will build services with <strong>${skill}</strong> and Postgres.</p>`,
      min_experience_years: 2,
    });
    const searcher = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Sara" });

    await loginAs(page, searcher, { waitForHydration });
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
    await expect(jobItem(page, jobTitle).getByRole("link", { name: jobTitle, exact: true })).toHaveAttribute(
      "href",
      /\/job-details\/\d+$/,
    );
    // Grouped by type, each under its heading; no group for companies (none matched).
    const group = (name: string) => results(page).getByRole("region", { name, exact: true });
    await expect(group("People").getByRole("link", { name: expert.name, exact: true })).toBeVisible();
    await expect(group("Jobs").getByRole("heading", { name: jobTitle })).toBeVisible();
    await expect(group("Companies")).toHaveCount(0);
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
    await personItem(page, expert.name)
      .getByRole("link", { name: `Connect with ${expert.name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Connect with ${expert.name}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(page.locator('[data-snackbar="success"]')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/search-results\\?search=${skill}&typeFilter=people$`));
    await expect(personItem(page, expert.name).getByRole("button", { name: "Pending" })).toBeDisabled();
    // Search offers no way to undo: withdrawing lives on Network.
    await expect(personItem(page, expert.name).getByRole("link", { name: /^Withdraw/ })).toHaveCount(0);
  });

  test("a company is found and links to its page; no Connect button for yourself", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
  }) => {
    const word = uniqueLetters("Findco");
    const company = await createCompany(request, outbox, makeUser({ company_name: `${word} Technologies` }));
    const member = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Advika" });
    await loginAs(page, member, { waitForHydration });

    await searchFromHeader(page, word);
    await waitForHydration(page);
    await filter(page, "Companies").click();
    await waitForHydration(page);
    await expect(filter(page, "Companies")).toHaveAttribute("aria-current", "page");
    const found = companyItem(page, company.name);
    await expect(found.getByRole("link", { name: company.name })).toHaveAttribute(
      "href",
      `/profile/corporate/${company.id}`,
    );
    await found.getByRole("link", { name: company.name }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/corporate/${company.id}$`));

    // Searching your own name lists you, marked "You", without a Connect button.
    await page.goto(`/search-results?search=${encodeURIComponent(member.last_name)}&typeFilter=people`);
    await expect(personItem(page, member.name)).toBeVisible();
    await expect(personItem(page, member.name).getByText("You", { exact: true })).toBeVisible();
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
    const member = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Ira" });
    await loginAs(page, member, { waitForHydration });

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
  test("the results fit 360 px and stay accessible", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const skill = uniqueLetters("Mbl");
    const expert = await createMember(request, outbox, makeUser(), {
      ...MEMBER,
      first: "Anaya",
      bio: `Mobile developer fluent in ${skill}.`,
    });
    await createPost(request, expert, {
      title: `Mobile Engineer ${expert.last_name}`,
      description: `<p>Ship apps with ${skill}.</p>`,
      min_experience_years: 2,
    });
    const searcher = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Dev" });
    await loginAs(page, searcher, { waitForHydration });

    await searchFromHeader(page, skill);
    await waitForHydration(page);
    await expect(personItem(page, expert.name)).toBeVisible();
    await expect(jobItem(page, `Mobile Engineer ${expert.last_name}`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    const company = await createCompany(request, outbox, makeUser({ company_name: `${skill} Systems` }));
    await page.goto(`/search-results?search=${skill}&typeFilter=companies`);
    await expect(companyItem(page, company.name)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
  });
});
