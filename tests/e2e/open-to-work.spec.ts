/**
 * Open to work (issue 38, decision 184), with JavaScript on and off, at 1280 and 360 px, axe on
 * each screen: a member turns on open to work for recruiters only on their profile; another
 * company finds them in its candidate search and sees the box on their profile; a colleague at
 * the member's company and the company's own account see neither.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import {
  bearer,
  createCompany,
  createMember,
  dialog,
  loginAs,
  open,
  region,
  successSnackbar,
  type Member,
} from "#tests/e2e/support/members.ts";

const VIEWPORTS = [
  { name: "1280 px", size: { width: 1280, height: 900 } },
  { name: "360 px", size: MOBILE_VIEWPORT },
];

async function skillId(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.get(`/api/master/skill/list/?search=${encodeURIComponent(title)}&limit=50`);
  const found = ((await response.json()).data as Array<{ id: number; title: string }>).find(
    (skill) => skill.title === title,
  );
  expect(found, `skill ${title}`).toBeDefined();
  return found!.id;
}

async function workAt(request: APIRequestContext, who: Member, companyId: number) {
  const made = await request.post("/api/individual/experience/create/", {
    headers: bearer(who),
    data: {
      title: "Engineer",
      company: companyId,
      employment_type: "full-time",
      start_date: "2019-04",
      is_current: true,
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
}

const COMPANY_HOME = /\/corporate\/dashboard$/;

async function expectCleanScreen(page: Page, expectAxeClean: (page: Page) => Promise<void>) {
  await expectNoHorizontalScroll(page);
  await expectAxeClean(page);
}

test.describe("open to work", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const viewport of VIEWPORTS) {
    test(`recruiters only: another company finds the member, their employer and colleague do not (${viewport.name})`, async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
      expectAxeClean,
    }, testInfo) => {
      const employer = await createCompany(request, outbox, makeUser({ type_of_user: "corporate" }));
      const recruiter = await createCompany(request, outbox, makeUser({ type_of_user: "corporate" }));
      const owner = await createMember(request, outbox, makeUser(), { first: "Meera", lastNamePrefix: "Seeker" });
      const colleague = await createMember(request, outbox, makeUser(), { first: "Dev", lastNamePrefix: "Colleague" });
      await workAt(request, owner, employer.companyId);
      await workAt(request, colleague, employer.companyId);
      const python = await skillId(request, "Python");
      const skills = await request.put("/api/individual/update/", {
        headers: bearer(owner),
        data: { skills: [python] },
      });
      expect(skills.ok(), await skills.text()).toBe(true);

      await page.setViewportSize(viewport.size);
      await loginAs(page, owner, { waitForHydration });
      await open(page, `/profile/${owner.id}`, waitForHydration);
      await region(page, "Open to work").getByRole("link", { name: "Say you are open to work" }).click();
      const form = dialog(page, "Open to work");
      await expect(form).toBeVisible();
      // A new one starts for recruiters only, full-time, in the member's city (Pune).
      await expect(form.getByRole("radio", { name: /Recruiters only/ })).toBeChecked();
      await expect(form.getByRole("checkbox", { name: "Full-time" })).toBeChecked();
      await form.getByLabel(/^Job titles/).fill("Frontend Engineer, UI Developer");
      await form.getByRole("checkbox", { name: "Remote" }).check();
      await expectAxeClean(page);
      await page.screenshot({ path: testInfo.outputPath("dialog.png") });
      await form.getByRole("button", { name: "Save" }).click();
      await expect(successSnackbar(page, "Your profile now says you are open to work.")).toBeVisible();
      const box = region(page, "Open to work");
      await expect(box.getByText("Frontend Engineer, UI Developer")).toBeVisible();
      await expect(box.getByText(/Shown to: Recruiters only/)).toBeVisible();
      await expect(page.getByText("Open to work", { exact: true }).first()).toBeVisible();
      await expectCleanScreen(page, expectAxeClean);
      await page.screenshot({ path: testInfo.outputPath("owner.png"), fullPage: true });

      // Another company: in its search (by the member's skill), and the box on the profile.
      await loginAs(page, recruiter, { home: COMPANY_HOME, waitForHydration });
      await page.getByRole("link", { name: "Candidates" }).first().click();
      await expect(page.getByRole("heading", { name: "Candidates", level: 1 })).toBeVisible();
      await open(page, `/corporate/candidates?skills=${python}`, waitForHydration);
      const list = page.getByRole("list", { name: "Candidates" });
      await expect(list.getByRole("link", { name: owner.name })).toBeVisible();
      await expect(list.getByText("Frontend Engineer, UI Developer").first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Remove skill filter: Python" })).toBeVisible();
      await expectCleanScreen(page, expectAxeClean);
      await page.screenshot({ path: testInfo.outputPath("candidates.png"), fullPage: true });
      await open(page, `/profile/${owner.id}`, waitForHydration);
      await expect(region(page, "Open to work").getByText("Frontend Engineer, UI Developer")).toBeVisible();

      // The member's own employer: not in its search, no box on the profile.
      await loginAs(page, employer, { home: COMPANY_HOME, waitForHydration });
      await open(page, `/corporate/candidates?skills=${python}`, waitForHydration);
      await expect(page.getByRole("heading", { name: "Candidates", level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: owner.name })).toHaveCount(0);
      await open(page, `/profile/${owner.id}`, waitForHydration);
      await expect(page.getByRole("heading", { name: owner.name, level: 1 })).toBeVisible();
      await expect(region(page, "Open to work")).toHaveCount(0);

      // A colleague at the same company: no box (and recruiters-only hides it from members anyway).
      await loginAs(page, colleague, { waitForHydration });
      await open(page, `/profile/${owner.id}`, waitForHydration);
      await expect(page.getByRole("heading", { name: owner.name, level: 1 })).toBeVisible();
      await expect(region(page, "Open to work")).toHaveCount(0);
      await expectCleanScreen(page, expectAxeClean);

      // The member removes it.
      await loginAs(page, owner, { waitForHydration });
      await open(page, `/profile/${owner.id}`, waitForHydration);
      await region(page, "Open to work").getByRole("link", { name: "Remove open to work" }).click();
      await dialog(page, "Remove open to work?")
        .getByRole("button", { name: /Remove|Delete/ })
        .click();
      await expect(successSnackbar(page, "Open to work has been removed from your profile.")).toBeVisible();
      await expect(region(page, "Open to work").getByRole("link", { name: "Say you are open to work" })).toBeVisible();
    });
  }
});
