import { expect, test } from "./fixtures.ts";

// Access tokens live 2 seconds on this worker's server, so the web app must renew them.
test.use({ appEnv: { ACCESS_TOKEN_TTL_SECONDS: "2" } });

test("an expired access token is refreshed transparently", async ({ page, context, waitForHydration }) => {
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel(/^Email/).fill("asha@joblink.test");
  await page.getByLabel(/^Password/).fill("Demo@1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: /^(Good (morning|afternoon|evening)|Welcome), Asha$/ })).toBeVisible();
  const authCookie = async () => (await context.cookies()).find((c) => c.name === "auth")?.value;
  const before = await authCookie();

  await page.waitForTimeout(3000);
  await page.goto("/individual/dashboard");
  await expect(page).toHaveURL(/\/individual\/dashboard$/);
  await expect(page.getByRole("heading", { name: /^(Good (morning|afternoon|evening)|Welcome), Asha$/ })).toBeVisible();
  const after = await authCookie();
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);

  // The renewed session keeps working on the next page too.
  await page.goto("/individual/details");
  await expect(page.getByLabel(/^First name/)).toHaveValue("Asha");
});
