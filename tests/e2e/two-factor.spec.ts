/**
 * Two-step verification (issue 38, decision 178), with JavaScript on and off, at 1280 and 360 px:
 * a member turns on an authenticator app with the password (a QR code and the key as text), a
 * code computed from the key (RFC 6238) confirms it and the ten recovery codes show once; the
 * next login asks for the second step (a wrong code says so next to the field), a recovery code
 * gets in, a new set of recovery codes replaces the old ones, and the password turns it off
 * again. Axe on the settings and on the second step.
 */
import { base32Decode, hotp, totpStep } from "#app/backend/accounts/totp.ts";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { createMember, loginAs, successSnackbar } from "#tests/e2e/support/members.ts";

for (const viewport of [
  { name: "1280 px", size: { width: 1280, height: 900 } },
  { name: "360 px", size: MOBILE_VIEWPORT },
]) {
  test(`authenticator app: on, log in with a recovery code, off (${viewport.name})`, async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    test.setTimeout(120_000);
    const member = await createMember(request, outbox, makeUser(), { first: "Tara", lastNamePrefix: "Twostep" });
    await page.setViewportSize(viewport.size);
    await loginAs(page, member, { waitForHydration });
    await page.goto("/settings/security");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Two-step verification" });

    const start = section.getByRole("form", { name: "Set up two-step verification" });
    await start.getByLabel("Current password").fill("Wrong#Pass1");
    await start.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect(start.getByText("The current password is incorrect.")).toBeVisible();
    await start.getByLabel("Current password").fill(member.password);
    await start.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect(successSnackbar(page, "Scan the QR code")).toBeVisible();
    await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const key = ((await section.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);

    const confirm = section.getByRole("form", { name: "Confirm the authenticator app" });
    await confirm.getByLabel("Code from the app").fill("12345");
    await confirm.getByRole("button", { name: "Turn on" }).click();
    await expect(confirm.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
    await confirm.getByLabel("Code from the app").fill(hotp(base32Decode(key), totpStep(new Date())));
    await confirm.getByRole("button", { name: "Turn on" }).click();
    await expect(successSnackbar(page, "Two-step verification is on.")).toBeVisible();
    const codes = await section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    await expect(section.getByText("10 of 10 recovery codes left.")).toBeVisible();
    await expectAxeClean(page);
    // Shown once: a reload has them no more.
    await page.goto("/settings/security");
    await expect(page.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);

    // The next login: the password, then the second step.
    await page.context().clearCookies();
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel(/^Email/).fill(member.email);
    await page.getByLabel(/^Password/).fill(member.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/login\/two-factor$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Two-step verification", level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await page.getByLabel("Code").fill("zzzzz-zzzzz");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("The code is incorrect.")).toBeVisible();
    await page.getByLabel("Code").fill(codes[0]);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/individual\/dashboard$/);

    // Off again, with the password; the login is one step again.
    await page.goto("/settings/security");
    await waitForHydration(page);
    await expect(section.getByText("9 of 10 recovery codes left.")).toBeVisible();

    // A new set of recovery codes, behind the password, shown once; the old ones stop working.
    await section.getByText("Get new recovery codes").click();
    const renew = section.getByRole("form", { name: "Get new recovery codes" });
    await renew.getByLabel("Current password").fill("Wrong#Pass1");
    await renew.getByRole("button", { name: "Make new codes" }).click();
    await expect(renew.getByText("The current password is incorrect.")).toBeVisible();
    await renew.getByLabel("Current password").fill(member.password);
    await renew.getByRole("button", { name: "Make new codes" }).click();
    await expect(successSnackbar(page, "Your new recovery codes are ready.")).toBeVisible();
    const fresh = await section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[1]);
    await expect(section.getByText("10 of 10 recovery codes left.")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await page.screenshot({ path: test.info().outputPath("new-recovery-codes.png"), fullPage: true });
    const stale = await request.post("/api/user/login/", { data: { email: member.email, password: member.password } });
    const challenge = ((await stale.json()) as { data: { challenge_id: string } }).data.challenge_id;
    expect(
      (
        await request.post("/api/user/login/two-factor/", { data: { challenge_id: challenge, code: codes[1] } })
      ).status(),
    ).toBe(400);
    const off = section.getByRole("form", { name: "Turn off two-step verification" });
    await off.getByLabel("Current password").fill(member.password);
    await off.getByRole("button", { name: "Turn off two-step verification" }).click();
    await expect(successSnackbar(page, "Two-step verification is off.")).toBeVisible();
    const plain = await request.post("/api/user/login/", { data: { email: member.email, password: member.password } });
    expect(plain.status()).toBe(200);
  });
}
