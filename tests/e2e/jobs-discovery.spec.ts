/**
 * Finding jobs (issue 4), with JavaScript on and off: a member finds a suggested job, likes and
 * unlikes it (the count follows), reposts it and undoes the repost, asks for a referral with a
 * message and then sees the job under Applied as Pending; a member recommends an opening to a
 * connection, who finds it on /individual/recommendations; Recent openings page by cursor with
 * Next and Previous; axe and 360 px on the new screens.
 *
 * Members are created through the API (sign-up, code from the outbox, onboarding) with unique
 * names; the jobs are the demo data's open Acme Technologies posts (app/backend/seed/demo-jobs.ts).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import {
  bearer,
  createCompany,
  DEMO_COMPANY,
  connect,
  createMember,
  createPost,
  loginAs,
  open,
  successSnackbar,
  uniqueLetters,
} from "#tests/e2e/support/members.ts";

/** Demo posts by Acme Technologies (DEMO_JOB_TITLES). */
const DESIGN_INTERN = "Product Design Intern";
const ANALYST = "Data Analyst, Logistics Insights";

/** Unique names; the city is the one these tests always used. */
const MEMBER = { lastNamePrefix: "Job", city: "Mumbai" };

const jobCard = (page: Page, title: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });
const likes = (card: Locator) => card.getByTestId("like-count");

test.describe("jobs discovery", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a member finds a suggested job, likes it, reposts it and applies", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Kavya" });
    await loginAs(page, member);

    // The dashboard shows a few suggested jobs and leads to all of them.
    await expect(page.getByRole("region", { name: "Jobs for you" })).toBeVisible();
    await page.getByRole("link", { name: "See all jobs" }).click();
    await expect(page).toHaveURL(/\/individual\/jobs$/);
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Suggested" })).toHaveAttribute("aria-current", "page");

    const card = jobCard(page, DESIGN_INTERN);
    await expect(card).toBeVisible();
    const before = Number((await likes(card).innerText()).split(" ")[0]);

    // Like, then unlike: the count follows.
    // Like, Repost and Recommend are in the card's More menu (a disclosure, JS or not).
    await card.getByLabel(/^More actions for/).click();
    await card.getByRole("button", { name: /^Like/ }).click();
    await expect(successSnackbar(page, "Job post liked.")).toBeVisible();
    await expect(likes(card)).toHaveText(`${before + 1} ${before + 1 === 1 ? "like" : "likes"}`);
    await waitForHydration(page);
    await card.getByLabel(/^More actions for/).click();
    await card.getByRole("button", { name: /^Unlike/ }).click();
    await expect(successSnackbar(page, "Like removed.")).toBeVisible();
    await expect(likes(card)).toHaveText(`${before} ${before === 1 ? "like" : "likes"}`);
    await waitForHydration(page);

    // Repost, then undo it.
    await card.getByLabel(/^More actions for/).click();
    await card.getByRole("button", { name: /^Repost/ }).click();
    await expect(successSnackbar(page, "Job post reposted.")).toBeVisible();
    await waitForHydration(page);
    await card.getByLabel(/^More actions for/).click();
    await card.getByRole("button", { name: /^Undo repost/ }).click();
    await expect(successSnackbar(page, "Repost removed.")).toBeVisible();
    await card.getByLabel(/^More actions for/).click();
    await expect(card.getByRole("button", { name: /^Repost/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await waitForHydration(page);

    // Apply with a message (the application dialog is a URL; a company's post is applied to, decision 165).
    await card.getByRole("link", { name: /^Apply/ }).click();
    await expect(page).toHaveURL(/ask-referral=\d+/);
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Apply" });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page);
    // Decision 130: the message is the application's note; the badge shows the application's status.
    await dialog
      .getByLabel("Note to the poster (optional)")
      .fill("I have designed two logistics dashboards and would love to join Acme.");
    await dialog.getByRole("button", { name: "Send application" }).click();
    await expect(successSnackbar(page, "Your application was sent.")).toBeVisible();
    await expect(page).not.toHaveURL(/ask-referral=/);
    await expect(jobCard(page, DESIGN_INTERN).getByText("Application: Requested")).toBeVisible();

    // Applied lists it with its status.
    await page.getByRole("link", { name: "Applied" }).click();
    await expect(page).toHaveURL(/tab=applied/);
    await expect(page.getByRole("heading", { name: "Applied jobs" })).toBeVisible();
    await expect(jobCard(page, DESIGN_INTERN).getByText("Application: Requested")).toBeVisible();
    await expect(jobCard(page, DESIGN_INTERN).getByText(/^Applied on /)).toBeVisible();
    await expectAxeClean(page);
  });

  test("a member recommends an opening to a connection, who sees it in their recommendations", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const recommender = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Rohan" });
    const friend = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Ishita" });
    await connect(request, recommender, friend);

    await loginAs(page, recommender);
    await page.goto("/individual/recent-openings");
    await waitForHydration(page);
    const card = jobCard(page, ANALYST);
    await card.getByLabel(/^More actions for/).click();
    await card.getByRole("link", { name: /^Recommend/ }).click();
    await expect(page).toHaveURL(/recommend=\d+/);
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Recommend this job" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Connection").selectOption({ label: friend.name });
    await dialog.getByRole("button", { name: "Recommend" }).click();
    await expect(successSnackbar(page, "Job recommended.")).toBeVisible();
    await expect(page).not.toHaveURL(/recommend=/);

    await loginAs(page, friend);
    await page.goto("/individual/recommendations");
    await waitForHydration(page);
    const recommended = jobCard(page, ANALYST);
    await expect(recommended).toBeVisible();
    await expect(recommended.getByText(/Recommended by/)).toContainText(recommender.name);
    await expectAxeClean(page);
  });

  test("a referral message over 500 characters is refused next to the field, then sent", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    isJs,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Tara" });
    await loginAs(page, member);
    await page.goto("/individual/recent-openings");
    await waitForHydration(page);
    await jobCard(page, ANALYST)
      .getByRole("link", { name: /^Apply/ })
      .click();
    await waitForHydration(page);
    let dialog = page.getByRole("dialog", { name: "Apply" });
    const message = dialog.getByLabel("Note to the poster (optional)");
    await message.fill("a".repeat(501));
    await dialog.getByRole("button", { name: "Send application" }).click();
    if (!isJs) {
      // Without JavaScript the endpoint answers with a page holding the same form.
      await expect(page).toHaveURL(/\/jobs\/actions$/);
      await expect(page.getByRole("heading", { level: 1, name: "Apply" })).toBeVisible();
      dialog = page.locator("main");
    }
    const field = dialog.getByLabel("Note to the poster (optional)");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Message must be at most 500 characters.")).toBeVisible();
    await field.fill("I analyse logistics data every day.");
    await dialog.getByRole("button", { name: "Send application" }).click();
    await expect(successSnackbar(page, "Your application was sent.")).toBeVisible();
    await expect(page).toHaveURL(/\/individual\/recent-openings$/);
    await expect(jobCard(page, ANALYST).getByText("Application: Requested")).toBeVisible();
  });

  test("Recent openings page by cursor: Next and Previous carry it in the address", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Pallavi" });
    const company = await createCompany(request, outbox, makeUser({ type_of_user: "corporate" }));
    // 21 openings, newest last, ten a page (decision 141): page 1 shows 20–11, page 2 10–1, page 3 starts with 0.
    const tag = uniqueLetters("Paging");
    const titles = Array.from({ length: 21 }, (_, i) => `${tag} opening ${i}`);
    const ids: number[] = [];
    try {
      for (const title of titles) ids.push(await createPost(request, company, { title }));
      await loginAs(page, member);
      await open(page, "/individual/recent-openings", waitForHydration);
      const pages = page.getByRole("navigation", { name: "Openings at companies pages" });
      await expect(jobCard(page, titles[20]!)).toBeVisible();
      await expect(jobCard(page, titles[10]!)).toHaveCount(0);

      await pages.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/individual\/recent-openings\?page=2&cursor=[A-Za-z0-9_-]+$/);
      await expect(pages).toContainText("Page 2");
      await expect(jobCard(page, titles[10]!)).toBeVisible();
      await expect(jobCard(page, titles[1]!)).toBeVisible();
      await expect(jobCard(page, titles[11]!)).toHaveCount(0);

      // A new opening in front moves nothing: the links go on from positions, not offsets.
      ids.push(await createPost(request, company, { title: `${tag} opening new` }));
      await pages.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/individual\/recent-openings\?page=3&cursor=[A-Za-z0-9_-]+$/);
      await expect(pages).toContainText("Page 3");
      await expect(jobCard(page, titles[0]!)).toBeVisible();
      await expect(jobCard(page, titles[1]!)).toHaveCount(0);

      // Back by the position before page 3's first item: page 2 again, the same openings.
      await pages.getByRole("link", { name: "Previous" }).click();
      await expect(page).toHaveURL(/\/individual\/recent-openings\?page=2&before=[A-Za-z0-9_-]+$/);
      await expect(pages).toContainText("Page 2");
      await expect(jobCard(page, titles[10]!)).toBeVisible();
      await expect(jobCard(page, titles[1]!)).toBeVisible();
      await expect(jobCard(page, titles[0]!)).toHaveCount(0);
      await expect(jobCard(page, titles[11]!)).toHaveCount(0);

      // Back to page 1: no page or cursor left in the address.
      await pages.getByRole("link", { name: "Previous" }).click();
      await expect(page).toHaveURL(/\/individual\/recent-openings$/);
      await expect(jobCard(page, titles[20]!)).toBeVisible();
      await expect(pages.getByRole("link", { name: "Previous" })).toHaveCount(0);
    } finally {
      // Closed, the openings leave Recent openings: the other tests find the demo ones on page 1.
      for (const id of ids) {
        const closed = await request.put(`/api/job-post/update/?job_post_id=${id}`, {
          headers: bearer(company),
          data: { status: "closed" },
        });
        expect(closed.ok(), await closed.text()).toBe(true);
      }
    }
  });

  test("the job screens are axe-clean and fit 360 px", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Neel" });
    const recent = await request.get("/api/job-post/list/?type=recent", { headers: bearer(member) });
    // The demo company's own post: other tests' companies post too.
    const acme = (
      (await recent.json()).data as Array<{ company_name: string; posted_by: { id: number; type_of_user: string } }>
    ).find((post) => post.posted_by.type_of_user === "corporate" && post.company_name === DEMO_COMPANY.name)!;
    await page.setViewportSize(MOBILE_VIEWPORT);
    await loginAs(page, member);
    for (const path of [
      "/individual/dashboard",
      "/individual/jobs",
      "/individual/jobs?tab=applied",
      "/individual/jobs?tab=my_company",
      "/individual/recent-openings",
      "/individual/recommendations",
      `/profile/corporate/${acme.posted_by.id}`,
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page);
    }
    await expect(page.getByRole("region", { name: "Open positions" })).toContainText(DESIGN_INTERN);
  });
});
