/**
 * Applications (issue 13, decision 130), with JavaScript on and off: a member applies with a
 * note and a resume uploaded in the form; the poster opens the Responses tab (the application
 * becomes viewed), sees the note, the resume link and its download log, refers, and "Not
 * selected" is no longer offered; the applicant sees each status with its time on the Applied
 * tab; an applicant withdraws; a company reads the applications to its post on its own page
 * (linked from the dashboard's count) and filters them by status; a closed post stays readable
 * with "No longer accepting applications" and similar open posts. Axe at 1280 and 360 px.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import {
  bearer,
  createMember,
  createPost,
  DEMO_COMPANY,
  dialog,
  loginAs,
  successSnackbar,
  tokenFor,
  uniqueLetters,
} from "#tests/e2e/support/members.ts";

const MEMBER = { lastNamePrefix: "Apply", city: "Pune" };
const HOME = /dashboard/;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const item = (page: Page, name: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
const jobCard = (page: Page, title: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });

test.describe("applications", () => {
  test.describe.configure({ timeout: 240_000 });

  test("apply with a note and a resume → the poster views and refers → the applicant sees the history", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), MEMBER);
    const applicant = await createMember(request, outbox, makeUser(), MEMBER);
    const title = `${uniqueLetters("Role")} engineer`;
    const id = await createPost(request, poster, { title });

    await loginAs(page, applicant, { home: HOME });
    await page.goto(`/job-details/${id}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: /^Ask for a referral/ }).click();
    await waitForHydration(page);
    const form = dialog(page, "Ask for a referral");
    await expect(form).toBeVisible();
    await form.getByLabel("Note to the poster (optional)").fill("I built the payments stack at my last job.");
    await form
      .getByLabel(/^Or upload a resume/)
      .setInputFiles({ name: "my-cv.pdf", mimeType: "application/pdf", buffer: PDF });
    await expectAxeClean(page);
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(successSnackbar(page, "Your referral request was sent.")).toBeVisible();
    await expect(page.getByText("Application: Requested")).toBeVisible();

    // The poster's Responses tab: the note, the resume, and the status now Viewed.
    await loginAs(page, poster, { home: HOME });
    await page.goto(`/post-details/${id}?tab=responses`);
    await waitForHydration(page);
    const application = item(page, applicant.name);
    await expect(application.getByText("I built the payments stack at my last job.")).toBeVisible();
    await expect(application.getByTestId("application-status")).toHaveText("Viewed");
    await expect(
      application.getByRole("link", { name: `Download ${applicant.name}'s resume (my-cv.pdf)` }),
    ).toBeVisible();
    await expect(application.getByText("Not downloaded yet.")).toBeVisible();
    await expectAxeClean(page);
    // The download (through the page's own route) is logged: who, when.
    const download = await page.request.get(`/applications/${await referralIdOf(application)}/resume`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toContain("application/pdf");
    await page.reload();
    await waitForHydration(page);
    await expect(
      item(page, applicant.name).getByRole("table", { name: `Downloads of ${applicant.name}'s resume` }),
    ).toContainText(poster.name);

    await item(page, applicant.name).getByRole("button", { name: "Refer" }).click();
    await expect(successSnackbar(page, "Referred.")).toBeVisible();
    await expect(item(page, applicant.name).getByTestId("application-status")).toHaveText("Referred");
    await expect(
      item(page, applicant.name).getByRole("link", { name: `Mark ${applicant.name} not selected` }),
    ).toHaveCount(0);
    await expect(item(page, applicant.name).getByRole("button", { name: "Refer" })).toHaveCount(0);

    // The applicant's Applied tab: each status with its time; no Withdraw once referred.
    await loginAs(page, applicant, { home: HOME });
    await page.goto("/individual/jobs?tab=applied");
    await waitForHydration(page);
    const card = jobCard(page, title);
    await expect(card.getByText("Application: Referred")).toBeVisible();
    const history = card.getByRole("list", { name: `History of your application for ${title}` });
    await expect(history.getByRole("listitem")).toHaveText([
      /^Requested .* by the applicant$/,
      /^Viewed .* by the poster$/,
      /^Referred .* by the poster$/,
    ]);
    await expect(card.getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);
    await expect(card.getByText("Resume sent: my-cv.pdf")).toBeVisible();
    await expectAxeClean(page);
  });

  test("an applicant withdraws; the poster sees it under Withdrawn (360 px)", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), MEMBER);
    const applicant = await createMember(request, outbox, makeUser(), MEMBER);
    const title = `${uniqueLetters("Withdrawn")} analyst`;
    const id = await createPost(request, poster, { title });
    const applied = await request.post("/api/job-post/referral/create/", {
      headers: bearer(applicant),
      data: { job_post_id: id, message: "Keen." },
    });
    expect(applied.ok(), await applied.text()).toBe(true);

    await page.setViewportSize(MOBILE_VIEWPORT);
    await loginAs(page, applicant, { home: HOME });
    await page.goto("/individual/jobs?tab=applied");
    await waitForHydration(page);
    const card = jobCard(page, title);
    await expect(card.getByText("Application: Requested")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await card.getByRole("button", { name: `Withdraw your application for ${title}` }).click();
    await expect(successSnackbar(page, "Your application was withdrawn.")).toBeVisible();
    await expect(jobCard(page, title).getByText("Application: Withdrawn")).toBeVisible();
    await expect(jobCard(page, title).getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);

    await loginAs(page, poster, { home: HOME });
    await page.goto(`/post-details/${id}?tab=responses`);
    await waitForHydration(page);
    await expect(page.getByText("No applications yet.")).toBeVisible();
    // The status filter is a GET form (works without JavaScript).
    await page.getByLabel("Status").selectOption("withdrawn");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=withdrawn/);
    await expect(item(page, applicant.name).getByTestId("application-status")).toHaveText("Withdrawn");
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
  });

  test("a company reads the applications to its post on its own page, from the dashboard's count", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const applicant = await createMember(request, outbox, makeUser(), MEMBER);
    const acme = { token: await tokenFor(request, DEMO_COMPANY.email, DEMO_COMPANY.password) };
    const title = `${uniqueLetters("Company")} designer`;
    const id = await createPost(request, acme, { title });
    try {
      const applied = await request.post("/api/job-post/referral/create/", {
        headers: bearer(applicant),
        data: { job_post_id: id, message: "Portfolio on request." },
      });
      expect(applied.ok(), await applied.text()).toBe(true);

      await loginAs(page, DEMO_COMPANY, { home: HOME });
      await waitForHydration(page);
      await item(page, title).getByRole("link", { name: "1 response", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/corporate/posts/${id}/applications`));
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const application = item(page, applicant.name);
      await expect(application.getByText("Portfolio on request.")).toBeVisible();
      await expect(application.getByTestId("application-status")).toHaveText("Viewed");
      await expect(application.getByText("No resume attached.")).toBeVisible();
      await expectAxeClean(page);

      // A company moves its applications through stages (decision 165) rather than referring.
      await expect(application.getByRole("button", { name: "Refer" })).toHaveCount(0);
      const move = page.getByRole("form", { name: `Move ${applicant.name}'s application` });
      await move.getByLabel("Move to").selectOption("not_selected");
      await move.getByRole("button", { name: /^Move/ }).click();
      await expect(successSnackbar(page, "Application moved.")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/corporate/posts/${id}/applications`));
      await expect(page.getByText("No applications yet.")).toBeVisible();
      await page.getByLabel("Status").selectOption("not_selected");
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(item(page, applicant.name).getByTestId("application-status")).toHaveText("Not selected");
      // A decision may be reconsidered: the application can still move on.
      await expect(
        page.getByRole("form", { name: `Move ${applicant.name}'s application` }).getByLabel("Move to"),
      ).toBeVisible();

      // The post's sheet keeps the company's tabs and links to this page.
      await page.goto(`/my-company-post/${id}`);
      await expect(page.getByRole("link", { name: "Reposts" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Responses" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Applications", exact: true })).toHaveAttribute(
        "href",
        `/corporate/posts/${id}/applications`,
      );
    } finally {
      await request.delete(`/api/job-post/delete/?job_post_id=${id}`, { headers: bearer(acme) });
    }
  });

  test("the poster answers from the applicant's profile: Refer on one, Ignore on another (360 px)", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), MEMBER);
    const referred = await createMember(request, outbox, makeUser(), MEMBER);
    const ignored = await createMember(request, outbox, makeUser(), MEMBER);
    const title = `${uniqueLetters("Banner")} engineer`;
    const id = await createPost(request, poster, { title });
    for (const applicant of [referred, ignored]) {
      const res = await request.post("/api/job-post/referral/create/", {
        headers: bearer(applicant),
        data: { job_post_id: id },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.setViewportSize(MOBILE_VIEWPORT);
    await loginAs(page, poster, { home: HOME });
    await page.goto(`/post-details/${id}?tab=responses`);
    await waitForHydration(page);
    await item(page, referred.name)
      .getByRole("link", { name: `View ${referred.name}'s profile` })
      .click();
    await expect(page).toHaveURL(/referral_id=\d+/);
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Referral request" });
    await expect(banner).toContainText(`Applied for ${title}`);
    await expect(banner.getByRole("link", { name: "Ignore" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await banner.getByRole("button", { name: "Refer" }).click();
    await expect(successSnackbar(page, "Referred.")).toBeVisible();
    await expect(banner).toContainText(`Applied for ${title} · Referred`);
    await expect(banner.getByRole("button", { name: "Refer" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Ignore" })).toHaveCount(0);

    await page.goto(`/post-details/${id}?tab=responses`);
    await waitForHydration(page);
    await item(page, ignored.name)
      .getByRole("link", { name: `View ${ignored.name}'s profile` })
      .click();
    await expect(page).toHaveURL(/referral_id=\d+/);
    await waitForHydration(page);
    await banner.getByRole("link", { name: "Ignore" }).click();
    await waitForHydration(page);
    const confirm = dialog(page, "Ignore this response?");
    await expect(confirm).toBeVisible();
    await expectAxeClean(page);
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(successSnackbar(page, "Response ignored.")).toBeVisible();
    await expect(page).not.toHaveURL(/referral_id=/);
    await expect(banner).toHaveCount(0);
  });

  test("a closed post stays readable, says it takes no applications and offers similar open posts", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), MEMBER);
    const tag = uniqueLetters("Closed");
    const closedId = await createPost(request, poster, { title: `${tag} closed role` });
    await createPost(request, poster, { title: `${tag} open role` });
    const closed = await request.put(`/api/job-post/update/?job_post_id=${closedId}`, {
      headers: bearer(poster),
      data: { status: "closed" },
    });
    expect(closed.ok(), await closed.text()).toBe(true);

    // A visitor, at 360 px.
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto(`/job-details/${closedId}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: `${tag} closed role` })).toBeVisible();
    await expect(page.getByTestId("closed-notice")).toHaveText(
      /^No longer accepting applications\. Closed: no longer hiring on /,
    );
    const similar = page.getByRole("region", { name: "Similar open jobs" });
    await expect(similar.getByRole("link", { name: `${tag} open role` })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    // A deleted post is the only 404.
    const gone = await page.goto("/job-details/999999999");
    expect(gone?.status()).toBe(404);
  });
});

/** The application's id, from the profile link of its item (`?referral_id=`). */
async function referralIdOf(application: Locator): Promise<number> {
  const href = await application.getByRole("link", { name: /View .*'s profile/ }).getAttribute("href");
  return Number(new URL(href!, "http://x").searchParams.get("referral_id"));
}
