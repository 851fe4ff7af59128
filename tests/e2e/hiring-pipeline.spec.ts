/**
 * The hiring pipeline (issue 32, decision 165), with JavaScript on and off: a company moves the
 * checked applications to Interview with one of its message templates, keeps a private note, moves
 * one application on by itself; the applicants see the stage with the message on their Applied
 * tab and in their notifications; the company edits and adds message templates. Axe at 1280 and
 * 360 px, and no sideways scrolling at 360.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import {
  bearer,
  createMember,
  createPost,
  DEMO_COMPANY,
  loginAs,
  successSnackbar,
  tokenFor,
  uniqueLetters,
} from "#tests/e2e/support/members.ts";

const MEMBER = { lastNamePrefix: "Pipeline", city: "Pune" };
const HOME = /dashboard/;

const item = (page: Page, name: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
const jobCard = (page: Page, title: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });

test.describe("the hiring pipeline", () => {
  test.describe.configure({ timeout: 240_000 });

  for (const width of [1280, 360]) {
    test(`a company moves checked applications with a template, notes one, moves one on; the applicants see it (${width} px)`, async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
      expectAxeClean,
    }) => {
      if (width === 360) await page.setViewportSize(MOBILE_VIEWPORT);
      const first = await createMember(request, outbox, makeUser(), MEMBER);
      const second = await createMember(request, outbox, makeUser(), MEMBER);
      const acme = { token: await tokenFor(request, DEMO_COMPANY.email, DEMO_COMPANY.password) };
      const title = `${uniqueLetters("Pipeline")} engineer`;
      const id = await createPost(request, acme, { title });
      try {
        for (const applicant of [first, second]) {
          const applied = await request.post("/api/job-post/referral/create/", {
            headers: bearer(applicant),
            data: { job_post_id: id },
          });
          expect(applied.ok(), await applied.text()).toBe(true);
        }

        await loginAs(page, DEMO_COMPANY, { home: HOME });
        await page.goto(`/corporate/posts/${id}/applications`);
        await waitForHydration(page);
        const checked = page.getByRole("form", { name: "Move the checked applications" });
        // Nothing checked: said next to the form, nothing moved.
        await checked.getByRole("button", { name: "Move checked" }).click();
        await expect(checked.getByText("Choose at least one application.")).toBeVisible();

        for (const applicant of [first, second])
          await page.getByRole("checkbox", { name: `Select ${applicant.name}'s application` }).check();
        await checked.getByLabel("Move to").selectOption("interview");
        await checked.getByLabel("Message").selectOption({ label: "Invitation to interview" });
        await checked.getByRole("button", { name: "Move checked" }).click();
        await expect(successSnackbar(page, "2 applications moved.")).toBeVisible();
        for (const applicant of [first, second])
          await expect(item(page, applicant.name).getByTestId("application-status")).toHaveText("Interview");

        // A private note: required, then saved with its author.
        const firstItem = item(page, first.name);
        await firstItem.getByRole("link", { name: `Add a note on ${first.name}` }).click();
        await firstItem.getByRole("button", { name: "Save note" }).click();
        await expect(firstItem.getByText("This is Required.")).toBeVisible();
        await firstItem.getByLabel(`Add a note on ${first.name}`).fill("Great system design answers.");
        await firstItem.getByRole("button", { name: "Save note" }).click();
        await expect(successSnackbar(page, "Note added.")).toBeVisible();
        await expect(
          item(page, first.name).getByRole("list", { name: `Notes on ${first.name}'s application` }),
        ).toContainText("Great system design answers.");

        // One application on by itself.
        const move = page.getByRole("form", { name: `Move ${second.name}'s application` });
        await move.getByLabel("Move to").selectOption("offer");
        await move.getByRole("button", { name: /^Move/ }).click();
        await expect(successSnackbar(page, "Application moved.")).toBeVisible();
        await expect(item(page, second.name).getByTestId("application-status")).toHaveText("Offer");
        await expectAxeClean(page);
        if (width === 360) await expectNoHorizontalScroll(page);

        // The applicant: the stage, the message sent with it, the notification; never the note.
        await loginAs(page, first, { home: HOME });
        await page.goto("/individual/jobs?tab=applied");
        await waitForHydration(page);
        const card = jobCard(page, title);
        await expect(card.getByText("Application: Interview")).toBeVisible();
        await expect(card.getByRole("list", { name: `History of your application for ${title}` })).toContainText(
          `Hi ${first.first_name}, we would like to invite you to interview for ${title}.`,
        );
        await expect(card.getByText("Great system design answers.")).toHaveCount(0);
        await expectAxeClean(page);
        await page.goto("/notifications");
        await expect(
          page.getByText(`Acme Technologies would like to interview you for "${title}".`).first(),
        ).toBeVisible();
      } finally {
        await request.delete(`/api/job-post/delete/?job_post_id=${id}`, { headers: bearer(acme) });
      }
    });
  }

  test("a company edits its message templates and adds one (360 px)", async ({
    page,
    waitForHydration,
    expectAxeClean,
  }) => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    await loginAs(page, DEMO_COMPANY, { home: HOME });
    await page.goto("/corporate/message-templates");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Message templates" })).toBeVisible();

    const name = uniqueLetters("Task");
    const adding = page.getByRole("region", { name: "Add a template" });
    await adding.getByRole("button", { name: "Add template" }).click();
    await expect(adding.getByText("This is Required.").first()).toBeVisible();
    await adding.getByLabel("Name").fill(name);
    await adding.getByLabel("Message").fill("Hi {first_name}, here is a short task for {job_title}.");
    await adding.getByRole("button", { name: "Add template" }).click();
    await expect(successSnackbar(page, "Template added.")).toBeVisible();

    const added = page.getByRole("region", { name });
    await added.getByLabel("Message").fill("Hi {first_name}, here is a take-home task for {job_title}.");
    await added.getByRole("button", { name: "Save" }).click();
    await expect(successSnackbar(page, "Template saved.")).toBeVisible();
    await expect(page.getByRole("region", { name }).getByLabel("Message")).toHaveValue(
      "Hi {first_name}, here is a take-home task for {job_title}.",
    );
    await expectAxeClean(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole("button", { name: `Delete the template ${name}` }).click();
    await expect(successSnackbar(page, "Template deleted.")).toBeVisible();
    await expect(page.getByRole("region", { name })).toHaveCount(0);
  });
});
