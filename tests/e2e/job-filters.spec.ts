/**
 * Job filters (issue 13, decision 129), with JavaScript on and off: on /individual/jobs a member
 * narrows the list by company (found by name), job type and salary sort, sees the count, removes
 * one filter with its chip, pages with the filters kept, and a second member opens the shared
 * link; at 360 px the filters are a disclosure and nothing scrolls sideways; /search-results with
 * the jobs filter takes the same filters; Sector and Domain are found by name like Location,
 * Skills and Company (decision 144). Axe on each screen.
 *
 * A new company posts the jobs through the API (unique names), so its company filter isolates them.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import {
  bearer,
  createCompany,
  createMember,
  createPost,
  loginAs,
  open,
  uniqueLetters,
} from "#tests/e2e/support/members.ts";

/** The company's posts: 22 remote ones with rising salaries, then 2 hybrid ones without a salary. */
async function postJobs(request: APIRequestContext, company: { token: string }, tag: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < 22; i++)
    ids.push(
      await createPost(request, company, {
        title: `${tag} Remote ${i}`,
        job_type: "remote",
        salary: 1_000_000 + i * 10_000,
      }),
    );
  for (let i = 0; i < 2; i++)
    ids.push(await createPost(request, company, { title: `${tag} Hybrid ${i}`, job_type: "hybrid" }));
  return ids;
}

/** Closes the posts again, so other tests' lists stay as they were. */
async function closeJobs(request: APIRequestContext, company: { token: string }, ids: number[]) {
  for (const id of ids) {
    const closed = await request.put(`/api/job-post/update/?job_post_id=${id}`, {
      headers: bearer(company),
      data: { status: "closed" },
    });
    expect(closed.ok(), await closed.text()).toBe(true);
  }
}

const filtersForm = (page: Page): Locator => page.getByRole("form", { name: "Job filters" });
const count = (page: Page): Locator => page.locator(".jl-jobsearch__count");
const cards = (page: Page): Locator => page.getByRole("article");
const chip = (page: Page, name: string): Locator => page.getByRole("link", { name });

/** Without JavaScript the form is sent with its button; with it, the list follows each change. */
async function apply(page: Page, isJs: boolean) {
  if (!isJs) await filtersForm(page).getByRole("button", { name: "Show jobs" }).click();
}

/** Finds the company by name in the panel and adds it. */
async function addCompany(page: Page, isJs: boolean, name: string) {
  const field = filtersForm(page).getByLabel("Company", { exact: true });
  await field.fill(name);
  if (!isJs) await field.press("Enter");
  await page.getByRole("link", { name: `${name} (add to the filters)` }).click();
}

/** The id of a master list's entry found by its name (the public list's search). */
async function masterId(request: APIRequestContext, list: string, title: string): Promise<number> {
  const items = (await (await request.get(`/api/master/${list}/list/?search=${encodeURIComponent(title)}`)).json())
    .data as Array<{ id: number; title: string }>;
  const item = items.find((entry) => entry.title === title);
  expect(item, `${list} "${title}"`).toBeTruthy();
  return item!.id;
}

/** Finds an entry by name in one of the panel's search fields and adds it (Enter sends the form without JavaScript). */
async function addByName(page: Page, isJs: boolean, label: string, typed: string, name: string) {
  const field = filtersForm(page).getByLabel(label, { exact: true });
  await field.fill(typed);
  if (!isJs) await field.press("Enter");
  await page.getByRole("link", { name: `${name} (add to the filters)` }).click();
}

test.describe("job filters", () => {
  test.describe.configure({ timeout: 180_000 });

  test("filter the jobs, see the count, remove one filter, page, and share the link (1280 px)", async ({
    page,
    browser,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
    isJs,
    baseURL,
  }) => {
    const company = await createCompany(request, outbox, makeUser({ type_of_user: "corporate" }));
    const tag = uniqueLetters("Filterjob");
    const ids = await postJobs(request, company, tag);
    try {
      const member = await createMember(request, outbox, makeUser(), { first: "Meera", lastNamePrefix: "Filter" });
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginAs(page, member, { waitForHydration });
      await open(page, "/individual/jobs", waitForHydration);
      // At 1280 px the panel stands beside the list, open, with or without JavaScript.
      await expect(filtersForm(page)).toBeVisible();
      await expect(filtersForm(page).getByRole("checkbox", { name: "Remote" })).toBeVisible();

      // The company, found by its name.
      await addCompany(page, isJs, company.name);
      await expect(page).toHaveURL(new RegExp(`company=${company.companyId}`));
      await expect(count(page)).toHaveText("24 jobs match your filters");
      await expect(chip(page, `Remove company filter: ${company.name}`)).toBeVisible();
      await waitForHydration(page);

      // Remote only.
      const remote = filtersForm(page).getByRole("checkbox", { name: "Remote" });
      await remote.click();
      await apply(page, isJs);
      await expect(page).toHaveURL(/job_type=remote/);
      // With JavaScript the page is not reloaded: the box keeps the focus.
      if (isJs) await expect(remote).toBeFocused();
      await expect(count(page)).toHaveText("22 jobs match your filters");
      await expect(filtersForm(page).getByRole("checkbox", { name: "Remote" })).toBeChecked();
      await expect(cards(page).filter({ hasText: `${tag} Hybrid` })).toHaveCount(0);
      // Every card shows the salary in the post's currency.
      await expect(cards(page).first().getByTestId("salary")).toHaveText(/^₹[\d,]+ a year$/);
      await waitForHydration(page);

      // Highest salary first.
      await filtersForm(page).getByLabel("Sort by").selectOption("salary");
      await apply(page, isJs);
      await expect(page).toHaveURL(/sort=salary/);
      await expect(
        cards(page)
          .first()
          .getByRole("link", { name: `${tag} Remote 21`, exact: true }),
      ).toBeVisible();
      await expectAxeClean(page);

      // Remove the job type: the company and the sort stay.
      await chip(page, "Remove job type filter: Remote").click();
      await expect(page).not.toHaveURL(/job_type=/);
      await expect(page).toHaveURL(
        new RegExp(`company=${company.companyId}.*sort=salary|sort=salary.*company=${company.companyId}`),
      );
      await expect(count(page)).toHaveText("24 jobs match your filters");
      await expect(filtersForm(page).getByRole("checkbox", { name: "Remote" })).not.toBeChecked();
      await waitForHydration(page);

      // A minimum salary, typed (with JavaScript the list follows after a pause, and the field keeps the focus).
      const minimum = filtersForm(page).getByLabel("Minimum", { exact: true });
      await minimum.click();
      await minimum.pressSequentially("1100000", { delay: 30 });
      if (isJs) {
        await expect(page).toHaveURL(/salary_min=1100000/);
        await expect(count(page)).toHaveText("12 jobs match your filters");
        await expect(minimum).toBeFocused();
        await expect(minimum).toHaveValue("1100000");
      } else {
        await minimum.press("Enter");
        await expect(page).toHaveURL(/salary_min=1100000/);
        await expect(count(page)).toHaveText("12 jobs match your filters");
      }
      await chip(page, "Remove salary filter: At least ₹11,00,000 a year").click();
      await expect(page).not.toHaveURL(/salary_min=/);
      await expect(count(page)).toHaveText("24 jobs match your filters");
      await expect(minimum).toHaveValue("");
      await waitForHydration(page);

      // The next pages keep the filters (ten cards a page, decision 141: 24 jobs are 10, 10 and 4).
      const pages = page.getByRole("navigation", { name: "Suggested jobs pages" });
      await pages.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page).toHaveURL(new RegExp(`company=${company.companyId}`));
      await expect(page).toHaveURL(/sort=salary/);
      await expect(cards(page)).toHaveCount(10);
      await expect(count(page)).toHaveText("24 jobs match your filters");
      await waitForHydration(page);
      await pages.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/page=3/);
      await expect(page).toHaveURL(new RegExp(`company=${company.companyId}`));
      await expect(page).toHaveURL(/sort=salary/);
      await expect(cards(page)).toHaveCount(4);
      await expect(cards(page).last().getByTestId("salary")).toHaveText("Salary not disclosed");
      await expect(count(page)).toHaveText("24 jobs match your filters");

      // The address is the list: another member opening it sees the same.
      const shared = page.url();
      const other = await createMember(request, outbox, makeUser(), { first: "Kabir", lastNamePrefix: "Filter" });
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: isJs,
        viewport: { width: 1280, height: 900 },
      });
      try {
        const second = await context.newPage();
        await loginAs(second, other);
        await second.goto(shared);
        await expect(count(second)).toHaveText("24 jobs match your filters");
        await expect(chip(second, `Remove company filter: ${company.name}`)).toBeVisible();
        await expect(second.getByRole("navigation", { name: "Suggested jobs pages" })).toContainText("Page 3");
        await expect(filtersForm(second).getByLabel("Sort by")).toHaveValue("salary");
      } finally {
        await context.close();
      }
    } finally {
      await closeJobs(request, company, ids);
    }
  });

  test("sector and domain are found by name, like location, skills and company", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
    isJs,
  }) => {
    const company = await createCompany(request, outbox, makeUser({ type_of_user: "corporate" }));
    const tag = uniqueLetters("Sectorjob");
    const [banking, healthcare, dataScience, devops] = await Promise.all([
      masterId(request, "sector", "Banking and Financial Services"),
      masterId(request, "sector", "Healthcare"),
      masterId(request, "domain", "Data Science"),
      masterId(request, "domain", "DevOps"),
    ]);
    const ids = [
      await createPost(request, company, { title: `${tag} Bank Data`, sector: banking, domain: dataScience }),
      await createPost(request, company, { title: `${tag} Health Data`, sector: healthcare, domain: dataScience }),
      await createPost(request, company, { title: `${tag} Bank Ops`, sector: banking, domain: devops }),
    ];
    try {
      const member = await createMember(request, outbox, makeUser(), { first: "Nandini", lastNamePrefix: "Sector" });
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginAs(page, member, { waitForHydration });
      await open(page, `/individual/jobs?company=${company.companyId}`, waitForHydration);
      await expect(count(page)).toHaveText("3 jobs match your filters");

      // A search field with the same help as Location's, not a select of every sector.
      const sector = filtersForm(page).getByLabel("Sector", { exact: true });
      await expect(sector).toHaveAttribute("type", "search");
      await expect(sector).toHaveAccessibleDescription("Type a name, then pick it from the matches.");
      await expect(filtersForm(page).getByLabel("Domain", { exact: true })).toHaveAttribute("type", "search");
      await expect(filtersForm(page).locator("select[name=sector], select[name=domain]")).toHaveCount(0);

      await addByName(page, isJs, "Sector", "bank", "Banking and Financial Services");
      await expect(page).toHaveURL(new RegExp(`sector=${banking}`));
      await expect(page).not.toHaveURL(/sector_search=/);
      await expect(count(page)).toHaveText("2 jobs match your filters");
      await expect(chip(page, "Remove sector filter: Banking and Financial Services")).toBeVisible();
      await expect(filtersForm(page).getByText("Sector (1 chosen)")).toBeVisible();
      await waitForHydration(page);

      await addByName(page, isJs, "Domain", "data sci", "Data Science");
      await expect(page).toHaveURL(new RegExp(`domain=${dataScience}`));
      await expect(page).toHaveURL(new RegExp(`sector=${banking}`));
      await expect(count(page)).toHaveText("1 job matches your filters");
      await expect(cards(page).getByRole("link", { name: `${tag} Bank Data`, exact: true })).toBeVisible();
      await waitForHydration(page);

      // A name typed but not picked is no filter, and says so next to its field; a name no entry
      // has; an entry already chosen is not offered again. (The label now says "Domain (1 chosen)".)
      // (The search box, not the list of its matches, which is named after it.)
      const domain = filtersForm(page).getByRole("searchbox", { name: /^Domain/ });
      await domain.fill("data");
      if (!isJs) await domain.press("Enter");
      await expect(
        filtersForm(page).getByText("“data” is not a filter yet: pick one of these to add it."),
      ).toBeVisible();
      await expect(
        filtersForm(page)
          .getByRole("list", { name: "Domain matching “data”" })
          .getByRole("link", { name: /Data Analytics/ }),
      ).toBeVisible();
      await expect(count(page)).toHaveText("1 job matches your filters");
      await waitForHydration(page);
      await domain.fill("zzqx");
      if (!isJs) await domain.press("Enter");
      await expect(
        filtersForm(page).getByText("Nothing in the list matches “zzqx”, so it is not a filter."),
      ).toBeVisible();
      await waitForHydration(page);
      await domain.fill("data science");
      if (!isJs) await domain.press("Enter");
      await expect(filtersForm(page).getByText("Already chosen.")).toBeVisible();
      await expectAxeClean(page);

      await chip(page, "Remove sector filter: Banking and Financial Services").click();
      await expect(page).not.toHaveURL(/sector=/);
      await expect(count(page)).toHaveText("2 jobs match your filters");
    } finally {
      await closeJobs(request, company, ids);
    }
  });

  test("at 360 px the filters fold into a disclosure and nothing scrolls sideways", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
    isJs,
  }) => {
    const company = await createCompany(request, outbox, makeUser({ type_of_user: "corporate" }));
    const tag = uniqueLetters("Phonejob");
    const ids = [
      await createPost(request, company, { title: `${tag} Remote`, job_type: "remote" }),
      await createPost(request, company, { title: `${tag} Hybrid`, job_type: "hybrid", salary: 900_000 }),
    ];
    try {
      const member = await createMember(request, outbox, makeUser(), { first: "Tanvi", lastNamePrefix: "Phone" });
      await page.setViewportSize(MOBILE_VIEWPORT);
      await loginAs(page, member, { waitForHydration });
      await open(page, `/individual/jobs?tab=applied`, waitForHydration);
      const summary = page.getByText(/^Filters/);
      await expect(summary).toBeVisible();
      await expect(filtersForm(page)).toBeHidden();
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page);

      await open(page, `/individual/jobs?company=${company.companyId}`, waitForHydration);
      await expect(page.getByText("Filters (1)")).toBeVisible();
      await expect(count(page)).toHaveText("2 jobs match your filters");
      await page.getByText("Filters (1)").click();
      await expect(filtersForm(page)).toBeVisible();
      await filtersForm(page).getByRole("checkbox", { name: "Hybrid" }).click();
      await apply(page, isJs);
      await expect(page).toHaveURL(/job_type=hybrid/);
      await expect(count(page)).toHaveText("1 job matches your filters");
      await expect(cards(page).getByRole("link", { name: `${tag} Hybrid`, exact: true })).toBeVisible();
      await expect(cards(page).first().getByTestId("salary")).toHaveText("₹9,00,000 a year");
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page);

      await chip(page, "Remove job type filter: Hybrid").click();
      await expect(page).not.toHaveURL(/job_type=/);
      await expect(count(page)).toHaveText("2 jobs match your filters");
      await chip(page, "Clear all filters").click();
      await expect(page).toHaveURL(/\/individual\/jobs$/);
      await expectNoHorizontalScroll(page);
    } finally {
      await closeJobs(request, company, ids);
    }
  });

  test("search results for jobs take the same filters", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
    isJs,
  }) => {
    const company = await createCompany(request, outbox, makeUser({ type_of_user: "corporate" }));
    const word = uniqueLetters("Zephyrjob");
    const ids = [
      await createPost(request, company, { title: `${word} Remote Analyst`, job_type: "remote", salary: 2_400_000 }),
      await createPost(request, company, {
        title: `${word} Hybrid Analyst`,
        job_type: "hybrid",
        employment_type: "contract",
      }),
      await createPost(request, company, {
        title: `${word} Office Analyst`,
        job_type: "in-office",
        min_experience_years: 0,
      }),
    ];
    try {
      const member = await createMember(request, outbox, makeUser(), { first: "Irfan", lastNamePrefix: "Search" });
      await loginAs(page, member, { waitForHydration });
      await open(page, `/search-results?search=${word}&typeFilter=jobs`, waitForHydration);
      await expect(count(page)).toHaveText("3 jobs");

      await filtersForm(page).getByRole("checkbox", { name: "Contract" }).click();
      await apply(page, isJs);
      await expect(page).toHaveURL(/employment_type=contract/);
      await expect(page).toHaveURL(new RegExp(`search=${word}`));
      await expect(count(page)).toHaveText("1 job matches your filters");
      await expect(cards(page).getByRole("link", { name: `${word} Hybrid Analyst`, exact: true })).toBeVisible();
      await expect(cards(page).first().getByTestId("salary")).toHaveText("Salary not disclosed");
      await waitForHydration(page);

      await filtersForm(page).getByLabel("Minimum experience asked").selectOption("0");
      await apply(page, isJs);
      await expect(page).toHaveURL(/experience=0/);
      await expect(count(page)).toHaveText("No jobs match your filters");
      await expect(page.getByRole("heading", { name: "No jobs match your filters" })).toBeVisible();
      await expectAxeClean(page);

      await chip(page, "Remove employment type filter: Contract").click();
      await expect(count(page)).toHaveText("1 job matches your filters");
      await expect(cards(page).getByRole("link", { name: `${word} Office Analyst`, exact: true })).toBeVisible();
      // The other result types drop the job filters.
      await page.getByRole("navigation", { name: "Search filters" }).getByRole("link", { name: /^All/ }).click();
      await expect(page).not.toHaveURL(/experience=/);
      await expect(filtersForm(page)).toHaveCount(0);
    } finally {
      await closeJobs(request, company, ids);
    }
  });
});
