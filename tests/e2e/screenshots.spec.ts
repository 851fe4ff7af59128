/**
 * The main screens as pictures (issue 14): each compared with its committed reference image at
 * 1280 and 360 px with JavaScript on, so any visual change is seen in review. The references live
 * in tests/e2e/screenshots.spec.ts-snapshots/; after an intended change, run
 * `npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots` and look at the new
 * images before committing them.
 *
 * The screens are the demo member's (and the demo company's page), on a server of this file's own
 * (a fresh demo database: `appEnv` below), so no other test changes what they show. Relative times
 * ("6 days ago") are stable because the demo data is dated from the moment it is seeded; what
 * depends on the clock (the greeting, a calendar date) is masked.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { DEMO_COMPANY, tokenFor } from "#tests/e2e/support/members.ts";

test.use({ appEnv: { SCREENSHOT_SERVER: "1" } });

const ASHA = { email: "asha@joblink.test", password: "Demo@1234" };

async function logIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(ASHA.email);
  await page.getByLabel("Password").fill(ASHA.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/individual\/dashboard/);
}

async function shot(page: Page, name: string, mask: (page: Page) => Locator[] = () => []) {
  await page.waitForLoadState("networkidle");
  // Pictures (generated avatars) are in before the picture is taken; a lazy one below the
  // screen would never load for a full-page picture, so each is asked for now.
  await page.evaluate(() =>
    document.querySelectorAll("img[loading=lazy]").forEach((image) => ((image as HTMLImageElement).loading = "eager")),
  );
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: "disabled",
    caret: "hide",
    mask: mask(page),
    maxDiffPixelRatio: 0.01,
  });
}

for (const [label, viewport] of [
  ["1280", { width: 1280, height: 900 }],
  ["360", MOBILE_VIEWPORT],
] as const) {
  test.describe(`screens at ${label} px`, () => {
    test.use({ viewport });

    test("login", async ({ page, isJs }) => {
      test.skip(!isJs, "Pictures are taken with JavaScript on.");
      await page.goto("/login");
      await shot(page, `login-${label}`);
    });

    test("the member's screens", async ({ page, request, isJs, waitForHydration }) => {
      test.skip(!isJs, "Pictures are taken with JavaScript on.");
      test.setTimeout(120_000);
      await logIn(page);
      // The same state whichever test ran before on this server (or none, on a retry): the
      // conversation and the notifications read.
      for (const path of ["/chats/1", "/notifications"]) {
        await page.goto(path);
        await waitForHydration(page);
      }
      const token = await tokenFor(request, DEMO_COMPANY.email, DEMO_COMPANY.password);
      const company = (
        await (await request.get("/api/corporate/get/", { headers: { Authorization: `Bearer ${token}` } })).json()
      ).data as { id: number };
      const screens: Array<[string, string, ((page: Page) => Locator[])?]> = [
        ["dashboard", "/individual/dashboard", (p) => [p.getByRole("heading", { level: 1 })]],
        ["jobs", "/individual/jobs"],
        // The end date is a date of the calendar (decision 166): masked, like an upload's date.
        ["job", "/job-details/1", (p) => [p.getByTestId("end-date")]],
        ["profile", "/profile/asha-verma/1", (p) => [p.getByText(/ · uploaded /)]],
        ["company", `/profile/corporate/${company.id}`],
        ["network", "/individual/network"],
        ["messages", "/individual/messages"],
        ["conversation", "/chats/1"],
        ["notifications", "/notifications"],
        ["search", "/search-results?search=engineer"],
        ["job-post-dialog", "/individual/posts?post=new", (p) => [p.getByLabel(/^End date/)]],
      ];
      for (const [name, path, mask] of screens) {
        await page.goto(path);
        await waitForHydration(page);
        await shot(page, `${name}-${label}`, mask);
      }
    });
  });
}
