/**
 * Issue 10, items 7 and 10, through the web app: a second sign-up with the same address cannot
 * get into the account the first person verifies, and wrong passwords from elsewhere do not keep
 * the owner out (they get a mailed code instead).
 */
import type { Page } from "@playwright/test";
import { expect, test, type UserData } from "./fixtures.ts";

async function signUpInBrowser(page: Page, user: UserData, waitForHydration: (page: Page) => Promise<void>) {
  await page.goto("/signup");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup\?step=verify$/);
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("item 7: a second sign-up with the same address cannot get into the account the first person verifies", async ({
  page,
  request,
  makeUser,
  outbox,
  waitForHydration,
}) => {
  const user = makeUser();
  const before = outbox.mark();
  await signUpInBrowser(page, user, waitForHydration);
  const firstCode = await outbox.otpFor(user.email, { after: before });

  // Someone else signs up with the same address, another password and the other type.
  const theirs = outbox.mark();
  const otherPassword = "Other@98765";
  const other = await request.post("/api/user/sign-in/", {
    data: { email: user.email, password: otherPassword, type_of_user: "corporate" },
  });
  expect(other.ok()).toBe(true);
  const theirCode = await outbox.otpFor(user.email, { after: theirs });

  // The newest mail's code belongs to the other sign-up: it does not verify this one.
  if (theirCode !== firstCode) {
    await enterCode(page, theirCode);
    await expect(page.getByText("The code is incorrect.")).toBeVisible();
  }
  await enterCode(page, firstCode);
  await expect(page).toHaveURL(/\/individual\/details$/);

  const theirLogin = await request.post("/api/user/login/", { data: { email: user.email, password: otherPassword } });
  expect(theirLogin.status()).toBe(401);
  const ownLogin = await request.post("/api/user/login/", { data: { email: user.email, password: user.password } });
  expect(ownLogin.status()).toBe(200);
  expect((await ownLogin.json()).data.type_of_user).toBe("individual");
});
