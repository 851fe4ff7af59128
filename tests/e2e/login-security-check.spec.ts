/**
 * Issue 10, item 10, through the web app: ten wrong passwords from other addresses do not lock
 * the owner out. Their right password leads to a mailed code ("Confirm it's you"), and the code
 * logs them in.
 */
import { expect, test } from "./fixtures.ts";
import { createMember } from "#tests/e2e/support/members.ts";

// The production limit (10), and X-Forwarded-For trusted so the wrong passwords come from
// addresses other than the browser's.
test.use({ appEnv: { RATE_LIMIT_PER_MINUTE: "10", TRUST_PROXY: "1" } });

test("after ten wrong passwords from elsewhere, the owner logs in with a mailed code", async ({
  page,
  request,
  outbox,
  makeUser,
  waitForHydration,
}) => {
  const member = await createMember(request, outbox, makeUser());
  for (let i = 1; i <= 10; i += 1) {
    const wrong = await request.post("/api/user/login/", {
      data: { email: member.email, password: "Wrong@12345" },
      headers: { "X-Forwarded-For": `198.51.100.${i}` },
    });
    expect(wrong.status()).toBe(401);
  }

  const mark = outbox.mark();
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole("button", { name: "Log in" }).click();

  await expect(page).toHaveURL(/\/signup\?step=verify$/);
  await expect(page).toHaveTitle("JobLink | Confirm it's you");
  await expect(page.getByRole("heading", { name: "Confirm it's you" })).toBeVisible();
  await expect(page.getByText(`We sent a new 6-digit code to ${member.email}.`)).toBeVisible();

  await waitForHydration(page);
  await page.getByLabel("Verification code").fill(await outbox.otpFor(member.email, { after: mark }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/individual\/dashboard$/);
  await expect(
    page.getByRole("heading", {
      name: new RegExp(`^(Good (morning|afternoon|evening)|Welcome), ${member.first_name}$`),
    }),
  ).toBeVisible();
});
