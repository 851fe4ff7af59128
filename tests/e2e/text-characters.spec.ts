/**
 * A NUL character in a form's text (issue 10, item 6; decision 120), with JavaScript on and off:
 * the form answers with "This contains a character that is not allowed." next to the field (no
 * error page), keeps what was typed, and sends once the character is gone. Also a search for
 * it from the header's search box.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { connect, createMember, loginAs, open } from "#tests/e2e/support/members.ts";

const NOT_ALLOWED = "This contains a character that is not allowed.";
const messageField = (page: Page) => page.getByRole("textbox", { name: /^Message/ });

test.describe("a NUL character in a form", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the login form says so next to the email field", async ({ page, waitForHydration }) => {
    await open(page, "/login", waitForHydration);
    await page.getByLabel(/^Email/).fill("asha\u0000@joblink.test");
    await page.getByLabel(/^Password/).fill("Demo@1234");
    await page.getByRole("button", { name: "Log in" }).click();
    const email = page.getByLabel(/^Email/);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(NOT_ALLOWED)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a chat message with a NUL is refused next to the field, then sent without it", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
  }) => {
    const asha = await createMember(request, outbox, makeUser(), { first: "Nulla", lastNamePrefix: "Text" });
    const ravi = await createMember(request, outbox, makeUser(), { first: "Nullo", lastNamePrefix: "Text" });
    await connect(request, asha, ravi);
    await loginAs(page, asha, { waitForHydration });
    await open(page, `/chats/create-chat?user_id=${ravi.id}`, waitForHydration);
    await messageField(page).fill("Hello\u0000 there");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(NOT_ALLOWED)).toBeVisible();
    await expect(messageField(page)).toHaveAttribute("aria-invalid", "true");
    await messageField(page).fill("Hello there");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/chats\/\d+$/);
    await expect(page.getByRole("log").getByTestId("chat-bubble").filter({ hasText: "Hello there" })).toBeVisible();
  });

  test("a search for text with a NUL says what is wrong", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
  }) => {
    const asha = await createMember(request, outbox, makeUser(), { first: "Nulls", lastNamePrefix: "Text" });
    await loginAs(page, asha, { waitForHydration });
    const response = await page.goto("/search-results?search=a%00b");
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByText(NOT_ALLOWED)).toBeVisible();
  });
});
