/**
 * Passkeys (issue 38, decision 183) in Chromium with its virtual authenticator (CDP WebAuthn:
 * a platform authenticator with resident keys and user verification), at 1280 and 360 px: a
 * member adds a passkey in Sign-in and security with the password, logs out, and signs in from
 * the login page with the passkey only; then renames it (decision 190) and removes it. Without
 * JavaScript there is no passkey button on the login page, the settings say adding one needs
 * JavaScript, the password login works as before, and a passkey (added through the API) is
 * renamed with the plain form. Axe on both pages.
 */
import type { Page } from "@playwright/test";
import { SoftwareAuthenticator } from "#tests/support/software-authenticator.ts";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { bearer, createMember, loginAs, successSnackbar } from "#tests/e2e/support/members.ts";

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

/**
 * Renames the listed passkey `from` to `to` in Sign-in and security: first a name of 61
 * characters, refused beside the field, then `to`. Axe and a screenshot with the form open.
 */
async function renamePasskey(
  page: Page,
  from: string,
  to: string,
  expectAxeClean: (page: Page) => Promise<void>,
): Promise<void> {
  const list = page.getByRole("region", { name: "Passkeys" }).getByRole("list", { name: "Your passkeys" });
  await list.getByText(`Rename ${from}`).click();
  const rename = list.getByRole("form", { name: `Rename the passkey ${from}` });
  await expect(rename.getByLabel("New name")).toHaveValue(from);
  await rename.getByLabel("New name").fill("x".repeat(61));
  await rename.getByRole("button", { name: "Save the name" }).click();
  await expect(rename.getByText("Name the passkey in 60 characters or fewer.")).toBeVisible();
  await expect(rename.getByLabel("New name")).toHaveAttribute("aria-invalid", "true");
  await expectNoHorizontalScroll(page);
  await expectAxeClean(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: test.info().outputPath(`rename-refused-${width}.png`), fullPage: true });
  await rename.getByLabel("New name").fill(to);
  await rename.getByRole("button", { name: "Save the name" }).click();
  await expect(successSnackbar(page, "Passkey renamed.")).toBeVisible();
  await expect(list.getByRole("listitem", { name: to, exact: true })).toBeVisible();
  await expect(list.getByRole("listitem", { name: from, exact: true })).toHaveCount(0);
}

for (const viewport of [
  { name: "1280 px", size: { width: 1280, height: 900 } },
  { name: "360 px", size: MOBILE_VIEWPORT },
]) {
  test(`passkey: add in settings, log out, sign in with it, remove it (${viewport.name})`, async ({
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
    const member = await createMember(request, outbox, makeUser(), { first: "Priya", lastNamePrefix: "Passkey" });
    await loginAs(page, member, { waitForHydration });
    await page.goto("/settings/security");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Passkeys" });
    await expect(section.getByText("You have no passkeys yet.")).toBeVisible();

    const add = section.getByRole("form", { name: "Add a passkey" });
    await add.getByLabel("Passkey name").fill("My laptop");
    await add.getByLabel("Current password").fill("Wrong#Pass1");
    await add.getByRole("button", { name: "Add a passkey" }).click();
    await expect(add.getByText("The current password is incorrect.")).toBeVisible();
    await add.getByLabel("Current password").fill(member.password);
    await add.getByRole("button", { name: "Add a passkey" }).click();
    await expect(successSnackbar(page, "Passkey added.")).toBeVisible();
    const list = section.getByRole("list", { name: "Your passkeys" });
    await expect(list.getByRole("listitem", { name: "My laptop", exact: true })).toBeVisible();
    await expect(list.getByText("Not used yet")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await page.screenshot({ path: test.info().outputPath("settings.png"), fullPage: true });

    // Log out, then in again with the passkey alone: no email, no password, no second step.
    await page.getByLabel("Account menu").click();
    await page.getByRole("link", { name: "Log out" }).click();
    await page.getByRole("alertdialog", { name: "Log out?" }).getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Sign in with a passkey" });
    await expect(button).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await page.screenshot({ path: test.info().outputPath("login.png"), fullPage: true });
    await button.click();
    await expect(page).toHaveURL(/\/individual\/dashboard$/);

    await page.goto("/settings/security");
    await waitForHydration(page);
    await expect(list.getByText(/Last used/)).toBeVisible();

    // Renamed with the name alone (decision 190); a name too long is refused next to the field.
    await renamePasskey(page, "My laptop", "Work laptop", expectAxeClean);
    await expect(list.getByText(/Last used/)).toBeVisible();

    await list.getByText("Remove Work laptop").click();
    const remove = list.getByRole("form", { name: "Remove the passkey Work laptop" });
    await expectAxeClean(page);
    await page.screenshot({ path: test.info().outputPath("remove.png"), fullPage: true });
    await remove.getByLabel("Current password").fill(member.password);
    await remove.getByRole("button", { name: "Remove passkey" }).click();
    await expect(successSnackbar(page, "Passkey removed.")).toBeVisible();
    await expect(section.getByText("You have no passkeys yet.")).toBeVisible();

    // The authenticator still has it, and JobLink says it does not know it.
    await page.context().clearCookies();
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByText("This passkey is not registered on JobLink.", { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectAxeClean(page);
    await page.screenshot({ path: test.info().outputPath("login-unknown.png"), fullPage: true });
  });
}

test("without JavaScript: no passkey button, settings explain, the password works, a passkey is renamed", async ({
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
  const member = await createMember(request, outbox, makeUser(), { first: "Nita", lastNamePrefix: "Nojs" });
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
  let name = "Phone";
  for (const size of [{ width: 1280, height: 900 }, MOBILE_VIEWPORT]) {
    await page.setViewportSize(size);
    await page.context().clearCookies();
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    await expectAxeClean(page);
    await loginAs(page, member, { waitForHydration });
    await page.goto("/settings/security");
    const section = page.getByRole("region", { name: "Passkeys" });
    await expect(section.getByText("Adding a passkey needs JavaScript", { exact: false })).toBeVisible();
    await expect(section.getByRole("form", { name: "Add a passkey" })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await page.screenshot({ path: test.info().outputPath(`settings-nojs-${size.width}.png`), fullPage: true });
    // Renaming is a plain form: it works without JavaScript.
    await renamePasskey(page, name, `Phone at ${size.width} px`, expectAxeClean);
    name = `Phone at ${size.width} px`;
  }
});
