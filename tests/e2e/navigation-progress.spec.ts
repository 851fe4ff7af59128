/**
 * While a page is on its way (JavaScript on) a thin bar at the top shows it (issue 14 "States");
 * it goes once the page is there. Without JavaScript the browser's own indicator does this.
 */
import { expect, test } from "./fixtures.ts";
import { createMember, loginAs } from "#tests/e2e/support/members.ts";

test("a slow page shows the progress bar until it arrives", async ({
  page,
  request,
  outbox,
  makeUser,
  isJs,
  waitForHydration,
}) => {
  test.skip(!isJs, "The bar follows client-side navigations.");
  const member = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Prog", city: "Pune" });
  await loginAs(page, member);
  await waitForHydration(page);
  const bar = page.locator(".jl-progress");
  await expect(bar).not.toHaveAttribute("data-busy");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/individual\/network\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Network" }).click();
  await expect(bar).toHaveAttribute("data-busy", "");
  await expect(bar).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/individual\/network$/);
  await expect(bar).not.toHaveAttribute("data-busy");
});

test("links are client-side navigations once the page runs JavaScript: the document stays", async ({
  page,
  request,
  outbox,
  makeUser,
  isJs,
  waitForHydration,
}) => {
  test.skip(!isJs, "Without JavaScript every link loads its page, as it should.");
  const member = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Link", city: "Pune" });
  await loginAs(page, member);
  // A page of job cards, whose links are plain anchors (app/ui/link.tsx) until a click.
  await page.goto("/individual/jobs");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
  const link = page.locator("a[data-jl-link]").filter({ hasText: /\S/ }).first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\//);
  await link.click();
  await expect(page).toHaveURL(new URL(href!, page.url()).toString());
  expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(1);
  // Back works as after any navigation.
  await page.goBack();
  await expect(page).toHaveURL(/\/individual\/jobs$/);
});
