/**
 * Verified employers (issue 36, decision 176) and following companies (issue 38, decision 177),
 * with JavaScript on and off, at 1280 and 360 px, clean under axe: a company verifies its domain
 * with a mailed code and its page and job page show the badge; a member follows a company from
 * its page, sees its new job on the dashboard, has its jobs mailed and unfollows in settings.
 * (The well-known file check is the API tests' own: tests/api/companies/verified-employers.test.ts.)
 */
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import {
  createCompany,
  createMember,
  createPost,
  loginAs,
  successSnackbar,
  uniqueLetters,
} from "#tests/e2e/support/members.ts";

const VIEWPORTS = [
  { name: "1280 px", size: { width: 1280, height: 900 } },
  { name: "360 px", size: MOBILE_VIEWPORT },
];

for (const viewport of VIEWPORTS) {
  test(`a company verifies its domain with a mailed code (${viewport.name})`, async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    test.setTimeout(90_000);
    const company = await createCompany(request, outbox, makeUser());
    const postId = await createPost(request, company, { title: uniqueLetters("Verified Role ") });
    await page.setViewportSize(viewport.size);
    await loginAs(page, company, { home: /\/corporate\/dashboard$/, waitForHydration });

    await page.goto(`/profile/corporate/${company.id}`);
    await waitForHydration(page);
    await expect(page.getByTestId("not-verified").first()).toHaveText("This company has not verified its domain");
    await page.getByRole("link", { name: "Verify your domain" }).click();
    await expect(page).toHaveURL(/\/corporate\/verification$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Verify your company’s domain", level: 1 })).toBeVisible();
    await expect(page.getByTestId("verification-token")).toHaveText(/^joblink-verification=[0-9a-f]{32}$/);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);

    // A mail provider's address is refused next to the field; the company's own gets a code.
    const byEmail = page.getByRole("region", { name: "By email" });
    await byEmail.getByLabel("Work email at your company’s domain").fill("jobs.acme@gmail.com");
    await byEmail.getByRole("button", { name: "Send code" }).click();
    await expect(
      byEmail.getByText("Use an address at your company's own domain, not a mail provider's."),
    ).toBeVisible();
    const domain = `${uniqueLetters("acme").toLowerCase()}.in`;
    const address = `hr@${domain}`;
    await byEmail.getByLabel("Work email at your company’s domain").fill(address);
    await byEmail.getByRole("button", { name: "Send code" }).click();
    await expect(byEmail.getByText(`We sent a 6-digit code to ${address}`)).toBeVisible();
    await expectAxeClean(page);
    const code = await outbox.otpFor(address, { subject: "Verify your company's domain on JobLink", timeout: 10_000 });
    await byEmail.getByLabel("Code from the email").fill(code === "000000" ? "111111" : "000000");
    await byEmail.getByRole("button", { name: "Verify domain" }).click();
    await expect(byEmail.getByText("The code is incorrect.")).toBeVisible();
    await byEmail.getByLabel("Code from the email").fill(code);
    await byEmail.getByRole("button", { name: "Verify domain" }).click();
    await expect(successSnackbar(page, "Your company's domain is verified.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your domain is verified" })).toBeVisible();
    await expectAxeClean(page);

    // Its page, its job page and its job cards carry the badge.
    await page.goto(`/profile/corporate/${company.id}`);
    await waitForHydration(page);
    await expect(page.getByTestId("verified-badge").first()).toHaveText(`Verified · ${domain}`);
    await expect(page.getByTestId("not-verified")).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await page.context().clearCookies();
    await page.goto(`/job-details/${postId}`);
    await waitForHydration(page);
    await expect(page.getByTestId("verified-badge").first()).toBeVisible();
    await expectAxeClean(page);
  });

  test(`a member follows a company, sees its jobs and unfollows it (${viewport.name})`, async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    test.setTimeout(90_000);
    const company = await createCompany(request, outbox, makeUser());
    const title = uniqueLetters("Followed Role ");
    const postId = await createPost(request, company, { title });
    const member = await createMember(request, outbox, makeUser(), { first: "Mira", lastNamePrefix: "Follows" });
    await page.setViewportSize(viewport.size);

    // A visitor sees the count and a Follow link to log in.
    await page.goto(`/job-details/${postId}`);
    await waitForHydration(page);
    await expect(page.getByText("This company has not verified its domain").first()).toBeVisible();
    await expect(page.getByTestId("follower-count")).toHaveText("0 followers");
    await expect(page.getByRole("link", { name: "Follow", exact: true })).toHaveAttribute(
      "href",
      new RegExp(`^/login\\?redirectTo=`),
    );

    await loginAs(page, member, { waitForHydration });
    await page.goto(`/profile/corporate/${company.id}`);
    await waitForHydration(page);
    await expect(page.getByTestId("follower-count")).toHaveText("0 followers");
    await page.getByRole("button", { name: `Follow ${company.name}` }).click();
    await expect(successSnackbar(page, `You follow ${company.name}.`)).toBeVisible();
    await expect(page.getByTestId("follower-count")).toHaveText("1 follower");
    await expect(page.getByRole("button", { name: `Unfollow ${company.name}` })).toHaveText("Following");
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);

    // The dashboard's feed, and the Following tab of the jobs.
    await page.goto("/individual/dashboard");
    await waitForHydration(page);
    const feed = page.getByRole("region", { name: "From companies you follow" });
    await expect(feed.getByRole("link", { name: title, exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await page.goto("/individual/jobs?tab=following");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();

    // Settings: the mail of its new jobs, then unfollowing.
    await page.goto("/settings/following");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Companies you follow", level: 1 })).toBeVisible();
    const row = page.getByTestId("followed-company").filter({ hasText: company.name });
    await row.getByRole("button", { name: `Mail me new jobs at ${company.name}` }).click();
    await expect(successSnackbar(page, `We will mail you new jobs at ${company.name} daily.`)).toBeVisible();
    await expect(row.getByText("new jobs mailed daily")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await row.getByRole("button", { name: `Unfollow ${company.name}` }).click();
    await expect(successSnackbar(page, `You no longer follow ${company.name}.`)).toBeVisible();
    await expect(page.getByText("You follow no company yet")).toBeVisible();
  });
}
