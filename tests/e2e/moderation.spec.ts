/**
 * Reports and the moderation desk (issue 36, decision 175), with JavaScript on and off: a member
 * reports a job from its page and follows the report in Settings → Reports; a moderator (granted
 * with `npm run moderator`, as an operator would) removes the job from the desk; its poster asks
 * for a review, which puts it back in the queue. At 360 px: a member reported from their profile
 * is suspended, and logging in says until when and why. Axe on each screen.
 */
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { REPO_ROOT } from "#tests/e2e/support/app-server.ts";
import {
  createMember,
  createPost,
  loginAs,
  open,
  successSnackbar,
  uniqueLetters,
  type Member,
} from "#tests/e2e/support/members.ts";

function grantModerator(databaseUrl: string | undefined, email: string) {
  expect(databaseUrl, "the desk needs the worker's own app server").toBeDefined();
  const out = execFileSync(process.execPath, ["scripts/moderator.mjs", "add", email], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  expect(String(out)).toContain("is a moderator now");
}

async function openCase(page: Page, title: RegExp, waitForHydration: (page: Page) => Promise<void>) {
  await open(page, "/moderation", waitForHydration);
  await page.getByRole("list", { name: "Open cases" }).getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await waitForHydration(page);
}

test.describe("reports and moderation", () => {
  test.describe.configure({ timeout: 150_000 });

  test("report a job, a moderator removes it, its poster asks for a review", async ({
    page,
    request,
    outbox,
    makeUser,
    app,
    waitForHydration,
    expectAxeClean,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), { first: "Pia", lastNamePrefix: "Poster" });
    const reporter = await createMember(request, outbox, makeUser(), { first: "Ravi", lastNamePrefix: "Reporter" });
    const moderator = await createMember(request, outbox, makeUser(), { first: "Mona", lastNamePrefix: "Moderator" });
    grantModerator(app.server?.databaseUrl, moderator.email);
    const title = `${uniqueLetters("Easy")} Money Clerk`;
    const postId = await createPost(request, poster, { title });

    // The reporter: Report on the job's page, a reason is required, then Settings → Reports.
    await loginAs(page, reporter, { waitForHydration });
    await open(page, `/job-details/${postId}`, waitForHydration);
    await page.getByRole("link", { name: "Report this job" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Report this job post" })).toBeVisible();
    await waitForHydration(page);
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByLabel(/^Reason/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("This is Required.")).toBeVisible();
    await page.getByLabel(/^Reason/).selectOption("scam");
    await page.getByLabel("Note (optional)").fill("Asks for a fee before the interview.");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(successSnackbar(page, "Thanks for your report.")).toBeVisible();
    // Back where the report started.
    await expect(page).toHaveURL(new RegExp(`/job-details/${postId}$`));
    await open(page, "/settings/reports", waitForHydration);
    const mine = page.getByRole("region", { name: "Your reports" }).getByRole("listitem").filter({ hasText: title });
    await expect(mine).toContainText("Scam or fraudulent job");
    await expect(mine).toContainText("Waiting for a moderator");
    await expectAxeClean(page);

    // Not a moderator: the desk is not there, and the account menu does not link to it.
    await page.getByLabel("Account menu").click();
    await expect(page.getByRole("link", { name: "Account settings" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Moderation" })).toHaveCount(0);
    const refused = await page.goto("/moderation");
    expect(refused?.status()).toBe(404);

    // The moderator: the account menu leads to the desk (decision 182); the queue, the case
    // with its snapshot and report; a reason is required.
    await loginAs(page, moderator, { waitForHydration });
    await page.getByLabel("Account menu").click();
    await expectAxeClean(page);
    await page.getByRole("link", { name: "Moderation" }).click();
    await expect(page).toHaveURL(/\/moderation$/);
    await expect(page.getByRole("list", { name: "Open cases" })).toBeVisible();
    await openCase(page, new RegExp(title), waitForHydration);
    await expect(page.getByRole("region", { name: /As it was when first reported/ })).toContainText(title);
    await expect(page.getByRole("region", { name: "Reports" })).toContainText("Asks for a fee before the interview.");
    await expect(page.getByRole("region", { name: /^The account:/ })).toContainText("No earlier cases.");
    await expectAxeClean(page);
    await page.getByLabel(/^Action/).selectOption("remove");
    await page.getByRole("button", { name: "Save decision" }).click();
    await expect(page.getByLabel(/^Reason/)).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel(/^Reason/).fill("Advance-fee scam.");
    await page.getByRole("button", { name: "Save decision" }).click();
    await expect(successSnackbar(page, "Decision saved.")).toBeVisible();
    await expect(page).toHaveURL(/\/moderation$/);
    await expectAxeClean(page);

    // The reporter sees the outcome; the job is gone for them.
    await loginAs(page, reporter, { waitForHydration });
    await open(page, "/settings/reports", waitForHydration);
    await expect(
      page.getByRole("region", { name: "Your reports" }).getByRole("listitem").filter({ hasText: title }),
    ).toContainText("Closed: Content removed");
    expect((await page.goto(`/job-details/${postId}`))?.status()).toBe(404);

    // The poster asks once for a review; it is back in the moderator's queue.
    await loginAs(page, poster, { waitForHydration });
    await open(page, "/settings/reports", waitForHydration);
    const decision = page
      .getByRole("region", { name: "Decisions about your content" })
      .getByRole("listitem")
      .filter({ hasText: title });
    await expect(decision).toContainText("Content removed");
    await expect(decision).toContainText("Reason: Advance-fee scam.");
    await decision.getByRole("button", { name: /^Ask for a review/ }).click();
    await expect(successSnackbar(page, "Review requested.")).toBeVisible();
    await expect(decision).toContainText("Review requested");
    await expect(decision.getByRole("button")).toHaveCount(0);
    await loginAs(page, moderator, { waitForHydration });
    await open(page, "/moderation", waitForHydration);
    await expect(
      page.getByRole("list", { name: "Open cases" }).getByRole("listitem").filter({ hasText: title }),
    ).toContainText("Review requested");
  });

  test("at 360 px: a member reported from their profile is suspended and cannot log in", async ({
    page,
    request,
    outbox,
    makeUser,
    app,
    waitForHydration,
    expectAxeClean,
  }) => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    const target: Member = await createMember(request, outbox, makeUser(), { first: "Tom", lastNamePrefix: "Troll" });
    const reporter = await createMember(request, outbox, makeUser(), { first: "Uma", lastNamePrefix: "Reporter" });
    const moderator = await createMember(request, outbox, makeUser(), { first: "Max", lastNamePrefix: "Moderator" });
    grantModerator(app.server?.databaseUrl, moderator.email);

    await loginAs(page, reporter, { waitForHydration });
    await open(page, `/profile/${target.id}`, waitForHydration);
    await page.getByRole("link", { name: "Report this member" }).click();
    await waitForHydration(page);
    await page.getByLabel(/^Reason/).selectOption("harassment");
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(successSnackbar(page, "Thanks for your report.")).toBeVisible();
    await open(page, "/settings/reports", waitForHydration);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);

    await loginAs(page, moderator, { waitForHydration });
    await openCase(page, new RegExp(target.name), waitForHydration);
    await expectNoHorizontalScroll(page);
    await page.getByLabel(/^Action/).selectOption("suspend");
    await page.getByLabel(/^Reason/).fill("Abusive messages.");
    await page.getByRole("button", { name: "Save decision" }).click();
    await expect(page.getByLabel(/^Days/)).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel(/^Days/).fill("3");
    await page.getByLabel(/^Reason/).fill("Abusive messages.");
    await page.getByRole("button", { name: "Save decision" }).click();
    await expect(successSnackbar(page, "Decision saved.")).toBeVisible();
    await expectNoHorizontalScroll(page);
    // The moderator still sees the profile; to everyone else it is gone (decision 182). The
    // menu's link to the desk fits at 360 px.
    await open(page, `/profile/${target.id}`, waitForHydration);
    await expect(page.getByRole("heading", { level: 1, name: target.name })).toBeVisible();
    await page.getByLabel("Account menu").click();
    await expect(page.getByRole("link", { name: "Moderation" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await loginAs(page, reporter, { waitForHydration });
    expect((await page.goto(`/profile/${target.id}`))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await page.context().clearCookies();
    expect((await page.goto(`/profile/${target.id}`))?.status()).toBe(404);

    await page.context().clearCookies();
    await open(page, "/login", waitForHydration);
    await page.getByLabel(/^Email/).fill(target.email);
    await page.getByLabel(/^Password/).fill(target.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(
      page
        .locator('[data-snackbar="error"]')
        .filter({ hasText: /This account is suspended until .+ UTC\. Reason: Abusive messages\./ }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expectAxeClean(page);
  });
});
