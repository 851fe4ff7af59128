/**
 * A passkey as the second step of a password login (issue 38, decision 185), at 1280 and 360 px:
 * a member with an authenticator app and a passkey (added in settings with Chromium's virtual
 * authenticator) logs in with the password, and `/login/two-factor` offers "Use a passkey
 * instead", which finishes the login. Without JavaScript the option is absent and the app's code
 * still gets in. Axe on the second step.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { base32Decode, hotp, totpStep } from "#app/backend/accounts/totp.ts";
import { SoftwareAuthenticator } from "#tests/support/software-authenticator.ts";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { bearer, createMember, loginAs, successSnackbar, type Member } from "#tests/e2e/support/members.ts";

/** A virtual platform authenticator for `page`'s browser, as a phone's or laptop's would be. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Turns the authenticator app on through the API; answers its key and recovery codes. */
async function enableTotp(request: APIRequestContext, member: Member): Promise<{ secret: string; recovery: string[] }> {
  const started = await request.post("/api/user/two-factor/totp/start/", {
    headers: bearer(member),
    data: { current_password: member.password },
  });
  expect(started.status()).toBe(200);
  const secret = ((await started.json()) as { data: { secret: string } }).data.secret;
  const confirmed = await request.post("/api/user/two-factor/totp/confirm/", {
    headers: bearer(member),
    data: { code: hotp(base32Decode(secret), totpStep(new Date())) },
  });
  expect(confirmed.status()).toBe(200);
  return { secret, recovery: ((await confirmed.json()) as { data: { recovery_codes: string[] } }).data.recovery_codes };
}

/** The password step on /login, which sends an account with two-step verification on to the second step. */
async function passwordStep(
  page: Page,
  member: Member,
  waitForHydration: (page: Page) => Promise<void>,
): Promise<void> {
  await page.context().clearCookies();
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Two-step verification", level: 1 })).toBeVisible();
}

for (const viewport of [
  { name: "1280 px", size: { width: 1280, height: 900 } },
  { name: "360 px", size: MOBILE_VIEWPORT },
]) {
  test(`passkey as the second step: password, then the passkey (${viewport.name})`, async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
    isJs,
  }) => {
    test.skip(!isJs, "WebAuthn is a JavaScript API: the nojs view is the test below");
    test.setTimeout(120_000);
    await page.setViewportSize(viewport.size);
    await addVirtualAuthenticator(page);
    const member = await createMember(request, outbox, makeUser(), { first: "Kiran", lastNamePrefix: "Secondstep" });
    await loginAs(page, member, { waitForHydration });
    await page.goto("/settings/security");
    await waitForHydration(page);
    const add = page.getByRole("region", { name: "Passkeys" }).getByRole("form", { name: "Add a passkey" });
    await add.getByLabel("Passkey name").fill("My phone");
    await add.getByLabel("Current password").fill(member.password);
    await add.getByRole("button", { name: "Add a passkey" }).click();
    await expect(successSnackbar(page, "Passkey added.")).toBeVisible();
    await enableTotp(request, member);

    await passwordStep(page, member, waitForHydration);
    const button = page.getByRole("button", { name: "Use a passkey instead" });
    await expect(button).toBeVisible();
    await expect(page.getByLabel("Code")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await page.screenshot({ path: test.info().outputPath("two-factor-passkey.png"), fullPage: true });
    await button.click();
    await expect(page).toHaveURL(/\/individual\/dashboard$/);
  });
}

test("without JavaScript: no passkey option on the second step, the app's code gets in", async ({
  page,
  request,
  outbox,
  makeUser,
  waitForHydration,
  expectAxeClean,
  isJs,
  baseURL,
}) => {
  test.skip(isJs, "the JavaScript view is the test above");
  test.setTimeout(90_000);
  const member = await createMember(request, outbox, makeUser(), { first: "Nila", lastNamePrefix: "Nojs" });
  // The passkey is added through the API with a software authenticator: adding needs JavaScript.
  const authenticator = new SoftwareAuthenticator(baseURL!);
  const options = await request.post("/api/user/passkeys/options/", {
    headers: bearer(member),
    data: { current_password: member.password },
  });
  const creation = ((await options.json()) as { data: { challenge: string; user: { id: string } } }).data;
  const added = await request.post("/api/user/passkeys/register/", {
    headers: bearer(member),
    data: { name: "Phone", response: authenticator.register(creation) },
  });
  expect(added.status()).toBe(200);
  const { secret, recovery } = await enableTotp(request, member);
  // The confirming code used this 30-second step; the next one is accepted (one step of drift).
  const codes = [hotp(base32Decode(secret), totpStep(new Date()) + 1), recovery[0]!];

  for (const [index, size] of [{ width: 1280, height: 900 }, MOBILE_VIEWPORT].entries()) {
    await page.setViewportSize(size);
    await passwordStep(page, member, waitForHydration);
    await expect(page.getByRole("button", { name: "Verify" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Use a passkey instead" })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await page.screenshot({ path: test.info().outputPath(`two-factor-nojs-${size.width}.png`), fullPage: true });
    // The app's code, then (both factors lost) a recovery code.
    await page.getByLabel("Code").fill(codes[index]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/individual\/dashboard$/);
  }
});
