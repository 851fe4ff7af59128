/**
 * Issue 10, item 2: a session that ended on the server (here: a password reset elsewhere, which
 * ends every session) must not turn the next page into a 500. The cookie goes, a page that needs
 * a login leads to /login (and back after logging in), a public page shows as to a visitor.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, type Outbox } from "./fixtures.ts";
import { createMember, loginAs } from "#tests/e2e/support/members.ts";

const ENDED = "Your session has ended. Please log in again.";
const NEW_PASSWORD = "Fresh@5678xy";

/** Ends every session of `email` from elsewhere: a password reset through the API. */
async function resetPasswordElsewhere(request: APIRequestContext, outbox: Outbox, email: string): Promise<void> {
  const mark = outbox.mark();
  expect((await request.post("/api/user/forgot-password/", { data: { email } })).ok()).toBe(true);
  const link = await outbox.linkFor(email, { after: mark });
  const id = decodeURIComponent(link.split("/forgot-password/")[1]!);
  const reset = await request.post("/api/user/reset-password/", { data: { id, password: NEW_PASSWORD } });
  expect(reset.ok(), await reset.text()).toBe(true);
}

async function authCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "auth")?.value;
}

const errorSnackbar = (page: Page) => page.locator('[data-snackbar="error"]').filter({ hasText: ENDED });

test("a page that needs a login sends the member to /login, and back after logging in", async ({
  page,
  request,
  outbox,
  makeUser,
  waitForHydration,
}) => {
  const member = await createMember(request, outbox, makeUser());
  await loginAs(page, member, { waitForHydration });
  await resetPasswordElsewhere(request, outbox, member.email);

  const response = await page.goto("/individual/network");
  expect(response?.status()).toBeLessThan(400);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Findividual%2Fnetwork$/);
  await expect(errorSnackbar(page)).toBeVisible();
  expect(await authCookie(page)).toBeUndefined();

  await waitForHydration(page);
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/individual\/network$/);
});

test("following a link after the session ended leads to /login too", async ({
  page,
  request,
  outbox,
  makeUser,
  waitForHydration,
}) => {
  const member = await createMember(request, outbox, makeUser());
  await loginAs(page, member, { waitForHydration });
  await resetPasswordElsewhere(request, outbox, member.email);

  // With JavaScript this is a client-side navigation (a data request), without it a page load.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Network" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Findividual%2Fnetwork$/);
  await expect(errorSnackbar(page)).toBeVisible();
  expect(await authCookie(page)).toBeUndefined();
});

test("a public page is shown as to a visitor", async ({ page, request, outbox, makeUser, waitForHydration }) => {
  const member = await createMember(request, outbox, makeUser());
  await loginAs(page, member, { waitForHydration });
  await resetPasswordElsewhere(request, outbox, member.email);

  const response = await page.goto(`/profile/${member.id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/profile/${member.id}$`));
  await expect(page.getByRole("heading", { name: member.name })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  expect(await authCookie(page)).toBeUndefined();
});

test("a form sent after the session ended leads to /login", async ({
  page,
  request,
  outbox,
  makeUser,
  waitForHydration,
}) => {
  const member = await createMember(request, outbox, makeUser());
  await loginAs(page, member, { waitForHydration });
  await page.goto("/individual/details");
  await waitForHydration(page);
  await expect(page.getByLabel(/^First name/)).toHaveValue(member.first_name);
  await resetPasswordElsewhere(request, outbox, member.email);

  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(errorSnackbar(page)).toBeVisible();
  expect(await authCookie(page)).toBeUndefined();
});
