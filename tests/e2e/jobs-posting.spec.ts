/**
 * Job posting, the poster's side (issue 4), with JavaScript on and off: an individual and a
 * company each create a post with a formatted description (the editor's toolbar with JS, the
 * text area without), edit it and delete it; the poster sees responses, refers one applicant
 * and ignores another (with confirmation); the company sees who reposted; descriptions are
 * sanitised; axe and 360 px on the new screens.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import {
  createMember,
  createPost,
  DEMO_COMPANY,
  dialog,
  loginAs,
  successSnackbar,
  tokenFor,
  uniqueLetters,
} from "#tests/e2e/support/members.ts";
import { pick } from "#tests/e2e/support/pickers.ts";

/** Unique names; the city is the one these tests always used. */
const MEMBER = { lastNamePrefix: "Job", city: "Pune" };
/** Where a login lands (a member's or the company's dashboard). */
const HOME = /dashboard/;

/** Fills the create dialog; the description is formatted with the toolbar (JS) or typed (no JS). */
async function fillNewPost(page: Page, title: string, opts: { individual: boolean; isJs: boolean }) {
  if (opts.individual) await pick(() => dialog(page, "Create Job Post"), "Company", "Infos", "Infosys", opts.isJs);
  await pick(() => dialog(page, "Create Job Post"), "Sector", "Information", /^Information Technology/, opts.isJs);
  await pick(() => dialog(page, "Create Job Post"), "Domain", "Software", /^Software/, opts.isJs);
  await pick(() => dialog(page, "Create Job Post"), "Locations", "Pune", "Pune, Maharashtra", opts.isJs);
  await pick(() => dialog(page, "Create Job Post"), "Skills", "Pyth", "Python", opts.isJs);
  const form = dialog(page, "Create Job Post");
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Employment type/).selectOption("full-time");
  await form.getByLabel(/^Minimum experience \(years\)/).fill("2");
  await form.getByLabel(/^Minimum experience \(months\)/).selectOption("6");
  await form.getByLabel(/^Number of openings/).fill("3");
  if (opts.isJs) {
    const editor = form.getByRole("textbox", { name: /^Description/ });
    await editor.click();
    await page.keyboard.type("Great team ");
    await form.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("bold words");
    await form.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.press("Enter");
    await form.getByRole("button", { name: "Bullet list" }).click();
    await page.keyboard.type("First point");
    await page.keyboard.press("Enter");
    await page.keyboard.type("docs");
    for (let i = 0; i < 4; i++) await page.keyboard.press("Shift+ArrowLeft");
    await form.getByRole("button", { name: "Link" }).click();
    const address = form.getByLabel("Link address");
    await address.fill("");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(form.getByText("Invalid URL. Please enter a valid link.")).toBeVisible();
    await address.fill("https://example.com/docs");
    await form.getByRole("button", { name: "Apply" }).click();
  } else {
    await form.getByLabel(/^Description/).fill("Great team\nbold words");
  }
}

test.describe("job posting", () => {
  test.describe.configure({ timeout: 240_000 });

  test("an individual creates, edits and deletes a post", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), MEMBER);
    await loginAs(page, member, { home: HOME });
    await page.goto("/individual/posts");
    await waitForHydration(page);
    await expect(page.getByText("No job posts yet")).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("link", { name: "Create Job Post" }).click();
    await waitForHydration(page);
    const form = dialog(page, "Create Job Post");
    await expect(form).toBeVisible();
    // Failing validation stops submission; the messages show next to the fields.
    await form.getByRole("button", { name: "Post" }).click();
    await expect(form.getByText("This is Required.").first()).toBeVisible();
    await expect(page).toHaveURL(/post=new/);
    await expectAxeClean(page);

    const title = `Frontend engineer ${uniqueLetters("T")}`;
    await fillNewPost(page, title, { individual: true, isJs });
    await form.getByRole("button", { name: "Post" }).click();
    await expect(successSnackbar(page, "Job post created.")).toBeVisible();
    await expect(page).toHaveURL(/\/individual\/posts$/);
    await expect(page.getByRole("list", { name: "My job posts" }).getByRole("listitem").first()).toContainText(title);

    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/post-details\/\d+/);
    await waitForHydration(page);
    const description = page.getByTestId("job-description");
    if (isJs) {
      await expect(description.locator("strong")).toHaveText("bold words");
      await expect(description.locator("ul li").first()).toHaveText("First point");
      await expect(description.locator('a[href="https://example.com/docs"]')).toHaveText("docs");
    } else {
      await expect(description).toContainText("bold words");
    }
    await expect(page.getByText("2 years 6 months")).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await waitForHydration(page);
    const edit = dialog(page, "Edit Post");
    await expect(edit).toBeVisible();
    await expect(edit.getByLabel("Company")).toBeDisabled();
    await edit.getByLabel(/^Title/).fill(`${title} (edited)`);
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(successSnackbar(page, "Job post updated.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `${title} (edited)` })).toBeVisible();

    await page.getByRole("link", { name: "Delete", exact: true }).click();
    await waitForHydration(page);
    const confirm = dialog(page, "Delete job post?");
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/individual\/posts$/);
    await expect(successSnackbar(page, "Job post deleted.")).toBeVisible();
    await expect(page.getByText(`${title} (edited)`)).toHaveCount(0);
  });

  test("a company creates, edits and deletes a post and sees who reposted", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
    expectAxeClean,
  }) => {
    await loginAs(page, DEMO_COMPANY, { home: HOME });
    await page.goto("/corporate/posts");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Create Job Post" }).click();
    await waitForHydration(page);
    const title = `Data analyst ${uniqueLetters("C")}`;
    await fillNewPost(page, title, { individual: false, isJs });
    await dialog(page, "Create Job Post").getByRole("button", { name: "Post" }).click();
    await expect(successSnackbar(page, "Job post created.")).toBeVisible();
    await expect(page.getByRole("list", { name: "My job posts" }).getByRole("listitem").first()).toContainText(title);

    // A member reposts it through the API.
    const reposter = await createMember(request, outbox, makeUser(), MEMBER);
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/my-company-post\/\d+/);
    const id = Number(page.url().match(/my-company-post\/(\d+)/)![1]);
    const repost = await request.post("/api/job-post/repost/create/", {
      headers: { Authorization: `Bearer ${reposter.token}` },
      data: { job_post_id: id },
    });
    expect(repost.ok(), await repost.text()).toBe(true);
    await page.getByRole("link", { name: "Reposts" }).click();
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: reposter.name })).toBeVisible();
    await expectAxeClean(page);

    // The dashboard lists it with its counts.
    await page.goto("/corporate/dashboard");
    await expect(page.getByRole("list", { name: "Your job posts" })).toContainText(title);
    await expect(page.getByRole("list", { name: "Your job posts" }).getByRole("listitem").first()).toContainText(
      "1 repost",
    );
    await expectAxeClean(page);

    // Close and reopen the post from the sheet's menu.
    await page.goto(`/my-company-post/${id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Close: not hiring" }).click();
    await expect(successSnackbar(page, "Job post closed.")).toBeVisible();
    await expect(page.getByText("Closed", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Reopen post" }).click();
    await expect(successSnackbar(page, "Job post reopened.")).toBeVisible();

    await page.goto(`/my-company-post/${id}?edit=${id}`);
    await waitForHydration(page);
    const edit = dialog(page, "Edit Post");
    await edit.getByLabel(/^Number of openings/).fill("5");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(successSnackbar(page, "Job post updated.")).toBeVisible();
    await expect(page.getByText("Openings")).toBeVisible();

    await page.getByRole("link", { name: "Delete", exact: true }).click();
    await waitForHydration(page);
    await dialog(page, "Delete job post?").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/corporate\/posts$/);
    await expect(successSnackbar(page, "Job post deleted.")).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  });

  test("the poster refers one applicant and ignores another", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), MEMBER);
    const first = await createMember(request, outbox, makeUser(), MEMBER);
    const second = await createMember(request, outbox, makeUser(), MEMBER);
    const id = await createPost(request, poster, {
      title: "Backend engineer",
      description: "<p>Hi</p>",
      description_format: "html",
    });
    for (const applicant of [first, second]) {
      const token = await tokenFor(request, applicant.email, applicant.password);
      const res = await request.post("/api/job-post/referral/create/", {
        headers: { Authorization: `Bearer ${token}` },
        data: { job_post_id: id },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await loginAs(page, poster, { home: HOME });
    await page.goto(`/post-details/${id}?tab=responses`);
    await waitForHydration(page);
    const responses = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: first.name, exact: true }) });
    await expect(responses).toBeVisible();
    await expect(page.getByRole("link", { name: second.name, exact: true })).toBeVisible();
    await expectAxeClean(page);

    await responses.getByRole("button", { name: "Refer" }).click();
    await expect(successSnackbar(page, "Referred.")).toBeVisible();

    // The applicant's profile opened from the response carries the banner.
    await page.getByRole("link", { name: `View ${second.name}'s profile` }).click();
    await expect(page).toHaveURL(/referral_id=\d+/);
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Referral request" });
    await expect(banner).toContainText("Applied for Backend engineer");
    await expect(banner.getByRole("button", { name: "Refer" })).toBeVisible();
    await expectAxeClean(page);
    await banner.getByRole("button", { name: `Request ${second.name}'s resume` }).click();
    // The applicant has no resume yet: the API's refusal comes back as a snackbar on the profile.
    await expect(
      page.locator('[data-snackbar="error"]').filter({ hasText: "This member has not uploaded a resume yet." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/referral_id=\d+/);
    await page.goto(`/post-details/${id}?tab=responses`);
    await waitForHydration(page);

    // Decision 130: "Ignore" is now "Not selected" (the applicant sees that status); the
    // referred applicant is no longer offered it.
    await expect(responses.getByRole("link", { name: `Mark ${first.name} not selected` })).toHaveCount(0);
    await page.getByRole("link", { name: `Mark ${second.name} not selected` }).click();
    await waitForHydration(page);
    const confirm = dialog(page, "Mark as not selected?");
    await expect(confirm).toBeVisible();
    // The spec's confirm dialog: Cancel and Confirm (§2).
    await expect(confirm.getByRole("link", { name: "Cancel" })).toBeVisible();
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(successSnackbar(page, "Marked as not selected.")).toBeVisible();
    await expect(page.getByRole("link", { name: second.name, exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: first.name, exact: true })).toBeVisible();
  });

  test("descriptions are sanitised; visitors read a job; 360 px", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), MEMBER);
    const id = await createPost(request, poster, {
      title: "Sanitised post",
      description:
        '<p onclick="alert(1)">Safe <b>text</b></p><script>window.__pwned = 1</script><a href="javascript:alert(1)">bad</a>',
      description_format: "html",
    });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto(`/job-details/${id}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Sanitised post" })).toBeVisible();
    const html = await page.getByTestId("job-description").innerHTML();
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("javascript:");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.getByRole("link", { name: "Log in to apply" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);

    const missing = await page.goto("/job-details/999999");
    expect(missing?.status()).toBe(404);

    await loginAs(page, poster, { home: HOME });
    await page.goto("/individual/posts");
    await expect(page.getByRole("link", { name: "Sanitised post" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await page.goto("/individual/posts?post=new");
    await waitForHydration(page);
    await expect(dialog(page, "Create Job Post")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto(`/post-details/${id}`);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
  });
});
