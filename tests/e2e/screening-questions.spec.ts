/**
 * Screening questions (issue 32, decision 167), with JavaScript on and off: a company adds
 * questions to its post on the edit form ("Add a question" / "Remove", an empty question refused
 * next to its field); members apply answering them (an unanswered required question and a number
 * that is not one refused next to their fields); the company reads each application's answers, a
 * failed requirement marked, and filters on "Meets every requirement". Axe at 1280 and 360 px.
 */
import type { Locator, Page } from "@playwright/test";
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

const MEMBER = { lastNamePrefix: "Screen", city: "Pune" };
const HOME = /dashboard/;
const WORK = "Are you authorised to work in India?";
const YEARS = "How many years of Go have you written?";

const item = (page: Page, name: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
/** The apply form: in its dialog, or (refused without JavaScript) on its own page. */
const applyForm = (page: Page): Locator =>
  page.locator("form").filter({ has: page.getByRole("button", { name: "Send application" }) });
const question = (page: Page, n: number): Locator =>
  dialog(page, "Edit Post").getByRole("group", { name: `Question ${n}`, exact: true });

test.describe("screening questions", () => {
  test.describe.configure({ timeout: 240_000 });

  test("a company asks questions, members answer them, the company reads the answers and filters", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const token = await tokenFor(request, DEMO_COMPANY.email, DEMO_COMPANY.password);
    const title = `${uniqueLetters("Screen")} engineer`;
    const id = await createPost(request, { token }, { title });

    // The company adds two questions (and a third, empty, refused then removed).
    await loginAs(page, DEMO_COMPANY, { home: HOME });
    await page.goto(`/corporate/posts?edit=${id}`);
    await waitForHydration(page);
    const form = dialog(page, "Edit Post");
    await form.getByRole("button", { name: "Add a question" }).click();
    await question(page, 1)
      .getByLabel(/^Question/)
      .fill(WORK);
    await question(page, 1).getByLabel("An answer is required").check();
    await question(page, 1).getByLabel("Applicants must answer", { exact: true }).selectOption("yes");
    await form.getByRole("button", { name: "Add a question" }).click();
    await question(page, 2).getByLabel("Kind").selectOption("number");
    await question(page, 2)
      .getByLabel(/^Question/)
      .fill(YEARS);
    await question(page, 2).getByLabel("An answer is required").check();
    await question(page, 2).getByLabel("Applicants must answer at least").fill("3");
    await form.getByRole("button", { name: "Add a question" }).click();
    await expect(question(page, 3)).toBeVisible();
    await expectAxeClean(page);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(question(page, 3).getByText("This is Required.")).toBeVisible();
    // What was typed stays (without JavaScript the form came back from the server).
    await expect(question(page, 1).getByLabel(/^Question/)).toHaveValue(WORK);
    await expect(question(page, 2).getByLabel("Applicants must answer at least")).toHaveValue("3");
    await form.getByRole("button", { name: "Remove question 3" }).click();
    await expect(question(page, 3)).toHaveCount(0);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(successSnackbar(page, "Job post updated.")).toBeVisible();

    // A member who meets both requirements.
    const fit = await createMember(request, outbox, makeUser(), MEMBER);
    await loginAs(page, fit, { home: HOME });
    await page.goto(`/job-details/${id}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: /^Apply/ }).click();
    await waitForHydration(page);
    await applyForm(page).getByRole("group", { name: WORK }).getByLabel("Yes").check();
    await applyForm(page).getByLabel(YEARS).fill("5");
    await expectAxeClean(page);
    await applyForm(page).getByRole("button", { name: "Send application" }).click();
    await expect(successSnackbar(page, "Your application was sent.")).toBeVisible();

    // A member with too few years: refused first without answers, then with a word for a number.
    const short = await createMember(request, outbox, makeUser(), MEMBER);
    await loginAs(page, short, { home: HOME });
    await page.goto(`/job-details/${id}?ask-referral=${id}`);
    await waitForHydration(page);
    await applyForm(page).getByRole("button", { name: "Send application" }).click();
    await expect(applyForm(page).getByText("Answer this question.")).toHaveCount(2);
    await applyForm(page).getByRole("group", { name: WORK }).getByLabel("Yes").check();
    await applyForm(page).getByLabel(YEARS).fill("lots");
    await applyForm(page).getByRole("button", { name: "Send application" }).click();
    await expect(applyForm(page).getByText("Enter a number.")).toBeVisible();
    await expectAxeClean(page);
    await applyForm(page).getByLabel(YEARS).fill("2");
    await applyForm(page).getByRole("button", { name: "Send application" }).click();
    await expect(successSnackbar(page, "Your application was sent.")).toBeVisible();

    // The company reads the answers, the failed requirement marked, and filters.
    await loginAs(page, DEMO_COMPANY, { home: HOME });
    await page.goto(`/corporate/posts/${id}/applications`);
    await waitForHydration(page);
    const answersOf = (name: string) => item(page, name).getByRole("definition");
    await expect(item(page, fit.name).getByText("Meets every requirement")).toBeVisible();
    await expect(answersOf(fit.name)).toHaveText(["Yes", "5"]);
    await expect(item(page, short.name).getByText("Misses a requirement")).toBeVisible();
    await expect(answersOf(short.name)).toHaveText(["Yes", "2Does not meet the requirement"]);
    await expectAxeClean(page);
    await page.getByLabel("Screening").selectOption("meets");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/screening=meets/);
    await expect(item(page, fit.name)).toBeVisible();
    await expect(item(page, short.name)).toHaveCount(0);

    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto(`/corporate/posts/${id}/applications`);
    await waitForHydration(page);
    await expect(item(page, short.name).getByText("Does not meet the requirement")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await page.goto(`/corporate/posts?edit=${id}`);
    await waitForHydration(page);
    await expect(question(page, 2).getByLabel(/^Question/)).toHaveValue(YEARS);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
  });
});
