/**
 * Account settings (issue 13, decision 136), with JavaScript on and off, at 1280 and 360 px: a
 * member opens the settings from the avatar menu, changes the password (a wrong current password
 * says so next to its field), changes the email address with the code from the test outbox,
 * downloads the data archive and deletes the account, which ends at the login page with the old
 * login refused. Axe on the settings page and on the code step.
 */
import fs from "node:fs";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { createMember, loginAs, successSnackbar, uniqueLetters } from "#tests/e2e/support/members.ts";

const NEW_PASSWORD = "Fresh#Pass9";

for (const viewport of [
  { name: "1280 px", size: { width: 1280, height: 900 } },
  { name: "360 px", size: MOBILE_VIEWPORT },
]) {
  test(`change password and email, download the data, delete the account (${viewport.name})`, async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    test.setTimeout(120_000);
    const member = await createMember(request, outbox, makeUser(), { first: "Sana", lastNamePrefix: "Settings" });
    await page.setViewportSize(viewport.size);
    await loginAs(page, member, { waitForHydration });

    // From the avatar menu.
    await page.getByLabel("Account menu").click();
    await page.getByRole("link", { name: "Account settings" }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Account settings", level: 1 })).toBeVisible();
    await expect(page.getByText(`Signed in as ${member.email}`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);

    // Password: a wrong current password is refused next to its field, then the change.
    const password = page.getByRole("region", { name: "Change password" });
    await password.getByLabel("Current password").fill("Wrong#Pass1");
    await password.getByLabel("New password", { exact: false }).first().fill(NEW_PASSWORD);
    await password.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(password.getByText("The current password is incorrect.")).toBeVisible();
    await expect(password.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await password.getByLabel("Current password").fill(member.password);
    await password.getByLabel("New password", { exact: false }).first().fill(NEW_PASSWORD);
    await password.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(successSnackbar(page, "Your password is changed.")).toBeVisible();

    // Email: a code to the new address, entered here.
    const newEmail = `${uniqueLetters("moved").toLowerCase()}@example.test`;
    const email = page.getByRole("region", { name: "Email address" });
    await email.getByLabel("New email address").fill(newEmail);
    await email.getByLabel("Current password").fill(NEW_PASSWORD);
    await email.getByRole("button", { name: "Send code" }).click();
    await expect(email.getByText(`We sent a 6-digit code to ${newEmail}`)).toBeVisible();
    await expectAxeClean(page);
    const code = await outbox.otpFor(newEmail, { subject: "Confirm your new JobLink email address", timeout: 10_000 });
    await email.getByLabel("Code from the email").fill(code === "000000" ? "111111" : "000000");
    await email.getByRole("button", { name: "Confirm new email" }).click();
    await expect(email.getByText("The code is incorrect.")).toBeVisible();
    await email.getByLabel("Code from the email").fill(code);
    await email.getByRole("button", { name: "Confirm new email" }).click();
    await expect(successSnackbar(page, "Your email address is changed.")).toBeVisible();
    await expect(page.getByText(`Signed in as ${newEmail}`)).toBeVisible();
    await outbox.latest(member.email, { subject: "Your JobLink email address was changed", timeout: 10_000 });

    // The data download.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^joblink-data-\d{4}-\d{2}-\d{2}\.json$/);
    const archive = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
    expect(archive).toMatchObject({
      format: "joblink-export-1",
      account: { id: member.id, email: newEmail },
      profile: { first_name: "Sana" },
    });

    // Deleting the account: the password confirms it.
    const remove = page.getByRole("region", { name: "Delete account" });
    await remove.getByRole("button", { name: "Delete my account" }).click();
    await expect(remove.getByText("This is Required.")).toBeVisible();
    await remove.getByLabel("Your password, to confirm").fill(NEW_PASSWORD);
    await remove.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(successSnackbar(page, "Your account and its data are deleted.")).toBeVisible();
    const refused = await request.post("/api/user/login/", { data: { email: newEmail, password: NEW_PASSWORD } });
    expect(refused.status()).toBe(401);
    await page.goto("/settings/account");
    await expect(page).toHaveURL(/\/login/);
  });
}
