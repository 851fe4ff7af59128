/**
 * Dialogs that are URLs (app/ui/route-dialog.tsx, issue 14): with JavaScript a modal, centred and
 * sized to its content on desktop and full screen at 360 px, that keeps what was typed before the
 * page hydrated, keeps Tab inside, closes with Escape and gives the focus back to its link;
 * without JavaScript a panel at the top of the page whose Close link works.
 */
import type { Page } from "@playwright/test";
import { expect, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { createMember, dialog, loginAs } from "#tests/e2e/support/members.ts";

const MEMBER = { lastNamePrefix: "Dlg", city: "Pune" };

async function profilePath(page: Page): Promise<string> {
  await page.getByLabel("Account menu").click();
  await page.getByRole("link", { name: "View profile" }).click();
  await expect(page).toHaveURL(/\/profile\/[a-z0-9-]+\/\d+$/);
  return new URL(page.url()).pathname;
}

test.describe("dialogs", () => {
  test("a modal centred on desktop, full screen at 360 px; Escape and Close lead back, the focus returns", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), MEMBER);
    await loginAs(page, member);
    await waitForHydration(page);
    const path = await profilePath(page);
    await waitForHydration(page);

    await page.getByRole("link", { name: "Add experience" }).first().click();
    await expect(page).toHaveURL(/\?edit=experience/);
    await waitForHydration(page);
    const panel = dialog(page, "Add experience");
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (isJs) {
      await expect(panel).toHaveAttribute("aria-modal", "true");
      // Centred, narrower than the page, shorter than the screen; the first field has the focus.
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
      expect(box.width).toBeLessThanOrEqual(672);
      expect(box.y).toBeGreaterThan(0);
      expect(box.height).toBeLessThan(viewport.height);
      await expect(panel.getByLabel("Title")).toBeFocused();
      await expectAxeClean(page);
      // Tab stays inside.
      for (let i = 0; i < 15; i++) await page.keyboard.press("Tab");
      expect(await panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(panel).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Add experience" }).first()).toBeFocused();
    } else {
      // A panel in the page, as wide as the column.
      await expect(panel).not.toHaveAttribute("aria-modal", "true");
      await panel.getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(panel).toHaveCount(0);
    }

    // At 360 px the modal fills the screen.
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto(`${path}?edit=experience`);
    await waitForHydration(page);
    await expect(panel).toBeVisible();
    if (isJs) {
      const small = (await panel.boundingBox())!;
      expect(small.x).toBe(0);
      expect(small.width).toBe(MOBILE_VIEWPORT.width);
      expect(Math.round(small.height)).toBe(MOBILE_VIEWPORT.height);
      await panel.getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test("what is typed in a dialog opened from its URL before the page hydrates stays", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
  }) => {
    test.skip(!isJs, "Without JavaScript nothing hydrates.");
    const member = await createMember(request, outbox, makeUser(), MEMBER);
    await loginAs(page, member);
    await waitForHydration(page);
    const path = await profilePath(page);
    // The page's scripts wait until the member has typed.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${path}?edit=experience`, { waitUntil: "domcontentloaded" });
    const panel = dialog(page, "Add experience");
    await expect(panel).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    await panel.getByLabel("Title").fill("Staff engineer");
    release();
    await waitForHydration(page);
    await expect(panel).toHaveAttribute("aria-modal", "true");
    await expect(panel.getByLabel("Title")).toHaveValue("Staff engineer");
    await expect(panel.getByLabel("Title")).toBeFocused();
  });

  test("typing on in a picker while the page hydrates keeps the text and the focus there (issue 34)", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
  }) => {
    test.skip(!isJs, "Without JavaScript nothing hydrates.");
    const member = await createMember(request, outbox, makeUser(), MEMBER);
    await loginAs(page, member);
    await waitForHydration(page);
    const path = await profilePath(page);
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${path}?edit=experience`, { waitUntil: "domcontentloaded" });
    const panel = dialog(page, "Add experience");
    await expect(panel).toBeVisible();
    await panel.getByLabel("Title").fill("Frontend Engineer");
    // The Company field of the page as the server sent it (the Find form's), half typed in.
    await panel.getByRole("textbox", { name: "Company", exact: true }).click();
    await page.keyboard.type("Fl");
    release();
    await waitForHydration(page);
    await expect(panel.getByRole("combobox", { name: "Company" })).toBeFocused();
    await page.keyboard.type("ip");
    await expect(panel.getByLabel("Title")).toHaveValue("Frontend Engineer");
    await expect(panel.getByRole("combobox", { name: "Company" })).toHaveValue("Flip");
  });
});
