/**
 * Messages side by side (issue 34), with JavaScript on and off: from md up the conversations sit
 * beside the open one, the open one marked, and another opens from the list in place; Messages
 * itself shows where a conversation will open. At 360 px the screens stay one at a time: the
 * conversation alone, the list alone. axe on both widths.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { describeMobile, expect, expectNoHorizontalScroll, test, type UserData } from "./fixtures.ts";
import type { Outbox } from "#tests/e2e/support/mail.ts";
import { bearer, connect, createMember, loginAs } from "#tests/e2e/support/members.ts";

const MEMBER = { lastNamePrefix: "Side", city: "Chennai" };
const AXE = { exclude: ["[data-snackbar]"] };

const side = (page: Page) => page.getByRole("navigation", { name: "Your conversations" });

/** A member with conversations with two others (each sent one message); the conversations' ids and the others' names. */
async function memberWithTwoConversations({
  request,
  outbox,
  makeUser,
}: {
  request: APIRequestContext;
  outbox: Outbox;
  makeUser: () => UserData;
}) {
  const me = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Meera" });
  const ids: number[] = [];
  const names: string[] = [];
  for (const first of ["Kabir", "Tara"]) {
    const other = await createMember(request, outbox, makeUser(), { ...MEMBER, first });
    await connect(request, me, other);
    const sent = await request.post("/api/chat/message/send/", {
      headers: bearer(other),
      data: { participant_id: me.id, text: `Hello from ${first}` },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    ids.push(((await sent.json()).data as { conversation: { id: number } }).conversation.id);
    names.push(other.name);
  }
  return { me, ids, names };
}

test.describe("messages side by side", () => {
  test.describe.configure({ timeout: 120_000 });

  test("from md up, the list sits beside the open conversation and opens another in place", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const { me, ids, names } = await memberWithTwoConversations({ request, outbox, makeUser });
    await loginAs(page, me, { waitForHydration });

    await page.goto("/individual/messages");
    await expect(page.getByText("Choose a conversation")).toBeVisible();
    await expectAxeClean(page, AXE);

    await page.goto(`/chats/${ids[0]}`);
    await expect(page.getByRole("heading", { level: 1, name: `Chat with ${names[0]}` })).toBeVisible();
    await expect(side(page)).toBeVisible();
    await expect(side(page).getByRole("link", { name: names[0], exact: true })).toHaveAttribute("aria-current", "page");
    await expectAxeClean(page, AXE);

    // The other conversation, from the list beside: it opens, and becomes the marked one.
    await side(page)
      .getByRole("link", { name: new RegExp(`^${names[1]}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/chats/${ids[1]}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Chat with ${names[1]}` })).toBeVisible();
    await expect(page.getByRole("log").getByTestId("chat-bubble").filter({ hasText: "Hello from Tara" })).toBeVisible();
    await expect(side(page).getByRole("link", { name: names[1], exact: true })).toHaveAttribute("aria-current", "page");
  });

  describeMobile("messages side by side", () => {
    test("at 360 px a conversation and the list each have the screen", async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
      expectAxeClean,
    }) => {
      const { me, ids } = await memberWithTwoConversations({ request, outbox, makeUser });
      await loginAs(page, me, { waitForHydration });
      await page.goto(`/chats/${ids[0]}`);
      await expect(page.getByRole("log")).toBeVisible();
      await expect(side(page)).toBeHidden();
      await expectNoHorizontalScroll(page);
      await page.goto("/individual/messages");
      await expect(page.getByText("Choose a conversation")).toBeHidden();
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, AXE);
    });
  });
});
