/**
 * Saved jobs and job alerts (issue 13, decisions 132 and 133), with JavaScript on and off: a
 * member saves a job from its page and another from a card of a list (each page stays where it
 * was), finds both on Jobs → Saved newest saved first, sees one that closed marked "No longer
 * accepting applications", removes one; creates a job alert from a filtered jobs list, changes
 * its frequency and deletes it on /settings/job-alerts; a stop link that is not valid says so.
 * Again at 360 px. Axe on each screen.
 *
 * The demo company posts the jobs through the API (unique titles) and closes them afterwards.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import {
  bearer,
  createMember,
  createPost,
  DEMO_COMPANY,
  loginAs,
  open,
  successSnackbar,
  tokenFor,
  uniqueLetters,
} from "#tests/e2e/support/members.ts";

const card = (page: Page, title: string): Locator =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

/** Two open posts of the demo company, newest last. */
async function postJobs(
  request: APIRequestContext,
  tag: string,
): Promise<{
  company: { token: string };
  first: { id: number; title: string };
  second: { id: number; title: string };
}> {
  const company = { token: await tokenFor(request, DEMO_COMPANY.email, DEMO_COMPANY.password) };
  const first = { title: `${tag} Analyst`, id: 0 };
  first.id = await createPost(request, company, { title: first.title, job_type: "remote" });
  const second = { title: `${tag} Designer`, id: 0 };
  second.id = await createPost(request, company, { title: second.title, job_type: "remote" });
  return { company, first, second };
}

async function closePosts(request: APIRequestContext, company: { token: string }, ids: number[]) {
  for (const id of ids) {
    const closed = await request.put(`/api/job-post/update/?job_post_id=${id}`, {
      headers: bearer(company),
      data: { status: "closed" },
    });
    expect(closed.ok(), await closed.text()).toBe(true);
  }
}

test.describe("saved jobs and job alerts", () => {
  test.describe.configure({ timeout: 150_000 });

  for (const viewport of [
    { name: "1280 px", size: { width: 1280, height: 900 } },
    { name: "360 px", size: MOBILE_VIEWPORT },
  ]) {
    test(`save and unsave jobs, the saved tab, create and delete a job alert (${viewport.name})`, async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
      expectAxeClean,
    }) => {
      const tag = uniqueLetters("Keptjob");
      const { company, first, second } = await postJobs(request, tag);
      try {
        const member = await createMember(request, outbox, makeUser(), { first: "Tara", lastNamePrefix: "Saver" });
        await page.setViewportSize(viewport.size);
        await loginAs(page, member, { waitForHydration });

        // From the job's own page: Save → Saved, and the page stays.
        await open(page, `/job-details/${first.id}`, waitForHydration);
        await page.getByRole("button", { name: `Save ${first.title}` }).click();
        await expect(successSnackbar(page, "Job saved.")).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/job-details/${first.id}$`));
        await expect(page.getByRole("button", { name: `Saved ${first.title}: remove from saved jobs` })).toBeVisible();

        // From a card of a list (recent openings: the company's newest posts first).
        await open(page, "/individual/recent-openings", waitForHydration);
        await card(page, second.title)
          .getByRole("button", { name: `Save ${second.title}` })
          .click();
        await expect(successSnackbar(page, "Job saved.")).toBeVisible();
        await expect(page).toHaveURL(/\/individual\/recent-openings$/);
        await expect(card(page, second.title).getByRole("button", { name: /^Saved / })).toBeVisible();

        // Jobs → Saved: newest saved first; a post closed since is marked.
        await closePosts(request, company, [first.id]);
        await open(page, "/individual/jobs?tab=saved", waitForHydration);
        await expect(page.getByRole("link", { name: "Saved", exact: true })).toHaveAttribute("aria-current", "page");
        const titles = page.getByRole("article").getByRole("heading");
        await expect(titles).toHaveText([second.title, first.title]);
        await expect(card(page, first.title)).toContainText("No longer accepting applications");
        await expect(card(page, second.title)).not.toContainText("No longer accepting applications");
        await expectNoHorizontalScroll(page);
        await expectAxeClean(page);

        // Remove one from the saved tab; the tab stays.
        await card(page, second.title)
          .getByRole("button", { name: `Saved ${second.title}: remove from saved jobs` })
          .click();
        await expect(successSnackbar(page, "Job removed from your saved jobs.")).toBeVisible();
        await expect(page).toHaveURL(/\/individual\/jobs\?tab=saved$/);
        await expect(titles).toHaveText([first.title]);

        // A job alert from a filtered list: the page stays, the alert is in Settings.
        await open(page, "/individual/jobs?job_type=remote&employment_type=internship", waitForHydration);
        const alertForm = page.getByRole("region", { name: "Get these jobs by mail" });
        await alertForm.getByLabel("How often").selectOption("weekly");
        await alertForm.getByRole("button", { name: "Create job alert" }).click();
        await expect(successSnackbar(page, "Job alert created. We will mail you new jobs every week.")).toBeVisible();
        await expect(page).toHaveURL(/\/individual\/jobs\?job_type=remote&employment_type=internship$/);
        // The same search twice is refused with a clear message.
        await page
          .getByRole("region", { name: "Get these jobs by mail" })
          .getByRole("button", { name: "Create job alert" })
          .click();
        await expect(
          page.locator('[data-snackbar="error"]').filter({ hasText: "You already have a job alert for this search." }),
        ).toBeVisible();

        await open(page, "/settings/job-alerts", waitForHydration);
        await expect(page.getByRole("heading", { level: 1, name: "Job alerts" })).toBeVisible();
        const alert = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: "Remote · Internship" }) });
        await expect(alert).toContainText("Weekly ·");
        await expectNoHorizontalScroll(page);
        await expectAxeClean(page);
        await alert.getByLabel("How often for Remote · Internship").selectOption("daily");
        await alert.getByRole("button", { name: "Save how often Remote · Internship mails" }).click();
        await expect(successSnackbar(page, "Job alert updated.")).toBeVisible();
        await expect(page.getByRole("listitem").filter({ hasText: "Remote · Internship" })).toContainText("Daily ·");
        await page.getByRole("button", { name: "Delete the alert Remote · Internship" }).click();
        await expect(successSnackbar(page, "Job alert deleted.")).toBeVisible();
        await expect(page.getByText("No job alerts yet")).toBeVisible();

        // A search's keywords are kept too, and the alert's link opens the same search.
        await open(page, "/individual/jobs?q=Kotlin+jobs&job_type=remote", waitForHydration);
        const keywordAlert = page.getByRole("region", { name: "Get these jobs by mail" });
        await expect(keywordAlert).toContainText("the new jobs that match these keywords and filters");
        await keywordAlert.getByRole("button", { name: "Create job alert" }).click();
        await expect(successSnackbar(page, "Job alert created. We will mail you new jobs every day.")).toBeVisible();
        await open(page, "/settings/job-alerts", waitForHydration);
        await expect(page.getByRole("heading", { name: "“kotlin”, Remote" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Show jobs for “kotlin”, Remote" })).toHaveAttribute(
          "href",
          "/individual/jobs?job_type=remote&q=kotlin",
        );
        await expectAxeClean(page);

        // A stop link that is not one of ours says so, without logging in.
        await page.context().clearCookies();
        await open(page, "/job-alerts/stop?token=1.abc", waitForHydration);
        await expect(page.getByRole("heading", { name: "Stop this job alert?" })).toBeVisible();
        await expectAxeClean(page);
        await page.getByRole("button", { name: "Stop this alert" }).click();
        await expect(
          page.getByRole("alert").filter({ hasText: "This link to stop a job alert is not valid." }),
        ).toBeVisible();
        await expectNoHorizontalScroll(page);
      } finally {
        await closePosts(request, company, [second.id]);
      }
    });
  }
});
