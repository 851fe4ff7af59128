/**
 * The job search (issue 33, decision 171), with JavaScript on and off: a visitor finds /jobs
 * from the login page, searches by keyword (the title's match first), sees a query relaxed when
 * it finds nothing, narrows by a filter with the keywords kept, opens a job (the company's box
 * and similar open jobs); a member searches on /individual/jobs and the heading says what is
 * shown; at 360 px the keyword box is first and nothing scrolls sideways. Axe on each screen.
 *
 * Posts are made through the API with a unique word, so the search finds only them.
 */
import type { Page } from "@playwright/test";
import { describeMobile, expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { createMember, createPost, loginAs, open, uniqueLetters } from "#tests/e2e/support/members.ts";

const keywordBox = (page: Page) => page.getByRole("search", { name: "Jobs" });
const results = (page: Page) => page.getByRole("article");

async function searchFor(page: Page, words: string) {
  await keywordBox(page).getByLabel("Search jobs").fill(words);
  await keywordBox(page).getByRole("button", { name: "Search" }).click();
}

test.describe("job search", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a visitor searches /jobs by keyword, sees a relaxed query, filters and opens a job (1280 px)", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
    isJs,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), { first: "Nisha", lastNamePrefix: "Search" });
    const word = uniqueLetters("Zentrix");
    // The title match is the oldest post: only relevance puts it first.
    await createPost(request, poster, { title: `${word} Engineer`, description: "<p>Build services.</p>" });
    await createPost(request, poster, {
      title: "Platform Engineer",
      description: `<p>You will work on ${word} every day.</p>`,
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, "/login", waitForHydration);
    await page.getByRole("link", { name: "Browse open jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
    await expectAxeClean(page);
    await waitForHydration(page);

    await searchFor(page, word.toLowerCase().slice(0, -2));
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toLowerCase().slice(0, -2)}`));
    // The last word is a prefix; the title's match ranks above the description's.
    await expect(
      page.getByRole("heading", { level: 2, name: `2 jobs for “${word.toLowerCase().slice(0, -2)}”` }),
    ).toBeVisible();
    await expect(results(page)).toHaveCount(2);
    await expect(results(page).first()).toContainText(`${word} Engineer`);
    await expect(results(page).nth(1)).toContainText("Platform Engineer");
    await expectAxeClean(page);
    await waitForHydration(page);

    // A word no post has: dropped, and the page says so.
    await searchFor(page, `${word} qqzzvx`);
    await expect(keywordBox(page).getByRole("status")).toHaveText(
      `No jobs matched “${word} qqzzvx”: showing jobs for “${word.toLowerCase()}” (without “qqzzvx”).`,
    );
    await expect(results(page)).toHaveCount(2);
    await waitForHydration(page);

    // A filter keeps the keywords (remote: neither post is).
    const filters = page.getByRole("form", { name: "Job filters" });
    await filters.getByRole("checkbox", { name: "Remote" }).click();
    if (!isJs) await filters.getByRole("button", { name: "Show jobs" }).click();
    await expect(page).toHaveURL(/job_type=remote/);
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByText("No jobs found")).toBeVisible();
    // The page's feed follows the words and the filters, in the head and on the page.
    const feed = page.getByRole("link", { name: "the jobs feed (Atom)" });
    const feedQuery = new RegExp(`/jobs/feed\\.xml\\?(?=.*\\bq=${word}\\b)(?=.*\\bjob_type=remote\\b)`);
    await expect(feed).toHaveAttribute("href", feedQuery);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", feedQuery);
    await expectAxeClean(page);

    // Each result is the job's page, with similar open jobs below it.
    await page.goto(`/jobs?q=${word}`);
    await waitForHydration(page);
    await results(page)
      .first()
      .getByRole("link", { name: `${word} Engineer` })
      .click();
    await expect(page).toHaveURL(/\/job-details\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: `${word} Engineer` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Similar open jobs" })).toBeVisible();
    await expectAxeClean(page);
  });

  test("a member searches on /individual/jobs: the heading says what is shown", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), { first: "Ravi", lastNamePrefix: "Search" });
    const word = uniqueLetters("Quorvex");
    await createPost(request, poster, { title: `${word} Analyst` });
    const seeker = await createMember(request, outbox, makeUser(), { first: "Asha", lastNamePrefix: "Seek" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, seeker, { waitForHydration });
    await open(page, "/individual/jobs", waitForHydration);
    await expect(page.getByRole("heading", { level: 2, name: "Suggested jobs" })).toBeVisible();
    // The box is above the filter column.
    const box = await keywordBox(page).boundingBox();
    const panel = await page.getByRole("form", { name: "Job filters" }).boundingBox();
    expect(box!.y).toBeLessThan(panel!.y);
    await searchFor(page, `${word} jobs`);
    await expect(page.getByRole("heading", { level: 2, name: `1 job for “${word.toLowerCase()}”` })).toBeVisible();
    await expect(results(page)).toHaveCount(1);
    await expectAxeClean(page);
  });
});

describeMobile("job search at 360 px", () => {
  test("the keyword box comes first, results fit the screen", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), { first: "Ira", lastNamePrefix: "Search" });
    const word = uniqueLetters("Velqore");
    await createPost(request, poster, { title: `${word} Designer` });
    await open(page, `/jobs?q=${word}`, waitForHydration);
    await expect(keywordBox(page)).toBeInViewport();
    await expect(results(page)).toHaveCount(1);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
  });
});
