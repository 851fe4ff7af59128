/**
 * What the poster sees of a post (issue 32, decision 164), with JavaScript on and off: another
 * member and a visitor open the job's page, then the poster's post page shows the counts in its
 * chart's summary, the totals and the table of days, without counting the poster's own visits;
 * axe and 360 px.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { createMember, createPost, loginAs, uniqueLetters } from "#tests/e2e/support/members.ts";

// Counts reach the database within a second here (5 s by default).
test.use({ appEnv: { POST_STATS_FLUSH_SECONDS: "1" } });

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const todayLabel = () => {
  const now = new Date();
  return `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]}`;
};

const total = (page: Page, label: string) =>
  page
    .getByTestId("post-stats")
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

test.describe("post activity", () => {
  test.describe.configure({ timeout: 120_000 });

  test("another member's and a visitor's views show on the poster's chart; the poster's own do not", async ({
    page,
    browser,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Stats" });
    const viewer = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Viewer" });
    const title = `Activity engineer ${uniqueLetters("S")}`;
    const id = await createPost(request, poster, { title });

    // Another member reads the job's page; a visitor (no session) too.
    await loginAs(page, viewer, { waitForHydration });
    await page.goto(`/job-details/${id}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/job-details/${id}`);
    await expect(visitorPage.getByRole("heading", { name: title })).toBeVisible();
    await visitor.close();

    // The poster's page: the counts arrive within a flush; the poster's reloads add nothing.
    await loginAs(page, poster, { waitForHydration });
    await expect(async () => {
      await page.goto(`/post-details/${id}`);
      await expect(total(page, "Views")).toHaveText("2", { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    await page.reload();
    await waitForHydration(page);
    const stats = page.getByTestId("post-stats");
    await expect(stats.getByRole("heading", { name: "Post activity, last 30 days" })).toBeVisible();
    await expect(total(page, "Views")).toHaveText("2");
    await expect(total(page, "Unique viewers")).toHaveText("2");
    await expect(total(page, "Applications")).toHaveText("0");
    // The chart is an image with a summary of its numbers.
    const chart = stats.getByRole("img", { name: /Views and unique viewers per day/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator("desc")).toHaveText(/2 views by 2 unique viewers/);
    await expect(chart.locator("rect")).toHaveCount(30);
    // Every number in a table, behind a disclosure that opens without JavaScript.
    await stats.getByText("Show the numbers by day").click();
    const table = stats.getByRole("table");
    await expect(table).toBeVisible();
    const today = table.getByRole("row", { name: new RegExp(`^${todayLabel()} `) });
    await expect(today.getByRole("cell")).toHaveText(["2", "2", /\d+/, "0"]);
    await expect(table.getByRole("row")).toHaveCount(31);
    await expectAxeClean(page);

    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.reload();
    await waitForHydration(page);
    await expect(stats.getByRole("img", { name: /Views and unique viewers per day/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);

    // Someone else's view of the post's page is the same post without the chart.
    await loginAs(page, viewer, { waitForHydration });
    await page.goto(`/post-details/${id}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByTestId("post-stats")).toHaveCount(0);
  });
});
