/**
 * Sign-in and security (issue 38, decision 178), with JavaScript on and off, at 1280 and 360 px:
 * a member signed in on this browser and on a phone (through the API) sees both sessions in the
 * settings, this one marked; a sign-in from the new browser mailed a notice; "Sign out" ends the
 * phone's session at once, and "Sign out all other sessions" the rest. Axe on the page.
 */
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { createMember, loginAs, successSnackbar } from "#tests/e2e/support/members.ts";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

for (const viewport of [
  { name: "1280 px", size: { width: 1280, height: 900 } },
  { name: "360 px", size: MOBILE_VIEWPORT },
]) {
  test(`sessions: list, sign out one, sign out all others (${viewport.name})`, async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    test.setTimeout(90_000);
    const member = await createMember(request, outbox, makeUser(), { first: "Ira", lastNamePrefix: "Sessions" });
    const phoneLogin = async () => {
      const response = await request.post("/api/user/login/", {
        headers: { "User-Agent": PHONE },
        data: { email: member.email, password: member.password },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()).data as { access_token: string }).access_token;
    };
    const stillIn = async (token: string) =>
      (await request.get("/api/user/me/", { headers: { Authorization: `Bearer ${token}` } })).status();

    await page.setViewportSize(viewport.size);
    await loginAs(page, member, { waitForHydration });
    // The browser is a device this account had not signed in on: one notice.
    const notice = await outbox.latest(member.email, {
      subject: "New sign-in to your JobLink account",
      timeout: 10_000,
    });
    expect(notice.text).toMatch(/Chrome on Linux/);
    const phone = await phoneLogin();

    await page.goto("/settings/account");
    await page.getByRole("link", { name: "Sign-in and security" }).click();
    await expect(page).toHaveURL(/\/settings\/security$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Sign-in and security", level: 1 })).toBeVisible();
    const sessions = page.getByRole("region", { name: "Where you are signed in" });
    const mine = sessions.getByRole("listitem").filter({ hasText: "This device" });
    await expect(mine).toContainText("Chrome on Linux");
    await expect(mine.getByRole("button", { name: /^Sign out/ })).toHaveCount(0);
    const phoneItem = sessions.getByRole("listitem").filter({ hasText: "Safari on iOS" });
    await expect(phoneItem).toContainText(/Network \d+\.\d+\.\d+\.x/);
    await expect(phoneItem).toContainText(/Signed in .* IST · Last seen .* IST/);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);

    await phoneItem.getByRole("button", { name: /^Sign out Safari on iOS/ }).click();
    await expect(successSnackbar(page, "That session is signed out.")).toBeVisible();
    await expect(sessions.getByRole("listitem").filter({ hasText: "Safari on iOS" })).toHaveCount(0);
    expect(await stillIn(phone)).toBe(401);

    // Two more sessions elsewhere, then all of them at once; this one stays.
    const [second, third] = [await phoneLogin(), await phoneLogin()];
    await page.reload();
    await expect(sessions.getByRole("listitem").filter({ hasText: "Safari on iOS" })).toHaveCount(2);
    await sessions.getByRole("button", { name: "Sign out all other sessions" }).click();
    await expect(successSnackbar(page, /other sessions? (is|are) signed out\./)).toBeVisible();
    await expect(sessions.getByText("You are not signed in anywhere else.")).toBeVisible();
    expect([await stillIn(second), await stillIn(third)]).toEqual([401, 401]);
    await expect(page.getByRole("heading", { name: "Sign-in and security", level: 1 })).toBeVisible();
  });
}
