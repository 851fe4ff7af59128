/**
 * Chat (issue 5), with JavaScript on and off: two connected members start a conversation from
 * New message, exchange messages (the other member's reply shows without a reload while
 * JavaScript runs, by a live update or, when the stream is cut, by polling; a reload shows it
 * without), the header's Messages badge counts the unread conversation, a too-long message is
 * refused next to the field, one deletes their own message through the confirm dialog; a non-connection is turned away; axe and 360 px
 * checks on /individual/messages, /chats/{id} and /chats/create-chat.
 *
 * Members are created and connected through the API, with unique names.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import {
  bearer,
  connect,
  createMember,
  DEMO_COMPANY,
  loginAs,
  open,
  successSnackbar,
} from "#tests/e2e/support/members.ts";

/** Unique names; the city is the one these tests always used. */
const MEMBER = { lastNamePrefix: "Chat", city: "Chennai" };

/** A second member's own browser (same JavaScript setting as the test's). */
async function secondBrowser(browser: Browser, isJs: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: isJs, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  return context.newPage();
}

const messageField = (page: Page) => page.getByRole("textbox", { name: /^Message/ });
const chatLog = (page: Page) => page.getByRole("log");
const bubble = (page: Page, text: string | RegExp) => chatLog(page).getByRole("listitem").filter({ hasText: text });
/** The Messages link of the desktop header (with its unread badge). */
const messagesNav = (page: Page) =>
  page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: /Messages/ });
const AXE = { exclude: ["[data-snackbar]"] };

/** Pretends the tab is hidden or shown (what the browser says when another tab is in front). */
const setVisibility = (page: Page, state: "hidden" | "visible") =>
  page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);

/** Sends messages from `from` to `to` through the API; resolves with the conversation id. */
function sender(request: APIRequestContext, from: { token: string }, to: { id: number }) {
  return async (text: string) => {
    const sent = await request.post("/api/chat/message/send/", {
      headers: bearer(from),
      data: { participant_id: to.id, text },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    return ((await sent.json()).data as { conversation: { id: number } }).conversation.id;
  };
}

/** Waits for the dialog's opening animation to end (axe would measure colours mid-fade). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

test.describe("chat", () => {
  // Two members' journeys with several axe scans: slow, not stuck.
  test.describe.configure({ timeout: 120_000 });

  test("two connected members exchange messages, the reply shows up, a message is deleted", async ({
    page,
    browser,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
    expectAxeClean,
  }) => {
    const asha = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Ashwini" });
    const ravi = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Raviraj" });
    await connect(request, asha, ravi);

    // No conversations yet: the empty state says what to do.
    await loginAs(page, asha);
    await open(page, "/individual/messages", waitForHydration);
    await expect(page).toHaveTitle("JobLink | Messages");
    await expect(page.getByText("No conversations yet")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "My network" })).toHaveAttribute(
      "href",
      "/individual/network",
    );
    await expectAxeClean(page, AXE);

    // New message → pick Ravi among the connections → the first-message form.
    await page.getByRole("main").getByRole("link", { name: "New message" }).first().click();
    await expect(page).toHaveURL(/\/chats\/create-chat$/);
    await waitForHydration(page);
    await expectAxeClean(page, AXE);
    await page.getByRole("link", { name: `Message ${ravi.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/chats/create-chat\\?user_id=${ravi.id}$`));
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: `First message to ${ravi.name}` })).toBeVisible();
    await expectAxeClean(page, AXE);

    // Empty is refused next to the field; then the first message opens the conversation.
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("This is Required.")).toBeVisible();
    await expect(messageField(page)).toHaveAttribute("aria-invalid", "true");
    const first = "Hello Raviraj!\nGreat to be connected.";
    await messageField(page).fill(first);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/chats\/\d+$/);
    const chatPath = new URL(page.url()).pathname;
    await waitForHydration(page);
    await expect(page).toHaveTitle(`JobLink | Chat with ${ravi.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(ravi.name);
    await expect(page.getByRole("heading", { level: 1 }).getByRole("link", { name: ravi.name })).toHaveAttribute(
      "href",
      new RegExp(`/${ravi.id}$`),
    );
    // Plain text with its line break (pre-wrap), mine on the right.
    const mine = bubble(page, "Hello Raviraj!");
    await expect(mine).toHaveAttribute("data-mine", "true");
    expect(await mine.getByTestId("chat-bubble").innerText()).toContain("Hello Raviraj!\nGreat to be connected.");
    // Going back to New message for Ravi now opens this conversation.
    await page.goto(`/chats/create-chat?user_id=${ravi.id}`);
    await expect(page).toHaveURL(new RegExp(`${chatPath}$`));
    await waitForHydration(page);

    // A message over 2000 characters is refused next to the field, and what was typed stays.
    const tooLong = "x".repeat(2001);
    await messageField(page).fill(tooLong);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Message must be at most 2000 characters.")).toBeVisible();
    await expect(messageField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(messageField(page)).toHaveValue(tooLong);
    await expectAxeClean(page, AXE);
    const second = "<b>Not bold</b> — how is the new job?";
    await messageField(page).fill(second);
    if (isJs) {
      // As in every chat: Shift+Enter adds a line, Enter sends.
      await expect(page.getByText("Enter sends, Shift+Enter adds a line.")).toBeVisible();
      await messageField(page).press("Shift+Enter");
      await expect(messageField(page)).toHaveValue(`${second}\n`);
      await messageField(page).press("Backspace");
      await messageField(page).press("Enter");
    } else {
      // Without JavaScript Enter is a new line; Send sends.
      await expect(page.getByText("Enter sends, Shift+Enter adds a line.")).toHaveCount(0);
      await page.getByRole("button", { name: "Send" }).click();
    }
    await expect(bubble(page, second)).toBeVisible();
    await expect(page.getByText("Message must be at most 2000 characters.")).toHaveCount(0);
    // With JavaScript the form is emptied after the send (without, the page is a fresh load).
    await expect(messageField(page)).toHaveValue("");
    await expect(chatLog(page).locator("b")).toHaveCount(0);

    // Ravi, in his own browser: the unread badge, the conversation on top of his list, a reply.
    const raviPage = await secondBrowser(browser, isJs);
    try {
      await loginAs(raviPage, ravi);
      await expect(messagesNav(raviPage)).toContainText("1");
      await raviPage.goto("/individual/messages");
      const row = raviPage.locator("[data-unread]").filter({ hasText: asha.name });
      await expect(row).toContainText(second);
      await expect(row.getByRole("link", { name: new RegExp(`^${asha.name}\\s*, 2 unread messages$`) })).toBeVisible();
      await row.getByRole("link").click();
      await expect(raviPage).toHaveURL(new RegExp(`${chatPath}$`));
      await expect(bubble(raviPage, "Hello Raviraj!")).not.toHaveAttribute("data-mine", "true");
      // Opening the conversation read it: the badge is gone.
      await expect(messagesNav(raviPage)).not.toContainText(/\d/);
      if (isJs) await messageField(page).fill("A draft in progress");
      const reply = "Thanks Ashwini! It is going well.";
      await messageField(raviPage).fill(reply);
      await raviPage.getByRole("button", { name: "Send" }).click();
      await expect(bubble(raviPage, reply)).toBeVisible();

      // Asha sees the reply: by its live update with JavaScript (a draft she is typing stays),
      // by reloading without.
      if (isJs) {
        await expect(bubble(page, reply)).toBeVisible({ timeout: 10_000 });
        await expect(messageField(page)).toHaveValue("A draft in progress");
        await messageField(page).fill("");
      } else {
        await expect(bubble(page, reply)).toHaveCount(0);
        await page.reload();
        await expect(bubble(page, reply)).toBeVisible();
      }
      await expect(bubble(page, reply)).not.toHaveAttribute("data-mine", "true");

      // Asha deletes her second message through the confirm dialog (a URL: ?delete=<id>).
      await bubble(page, second)
        .getByRole("link", { name: /^Delete/ })
        .click();
      await expect(page).toHaveURL(/[?&]delete=\d+$/);
      const confirm = page.getByRole("alertdialog", { name: "Delete message?" });
      await expect(confirm).toBeVisible();
      await settled(page);
      await expectAxeClean(page, AXE);
      // Cancel keeps it…
      await confirm.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(new RegExp(`${chatPath}$`));
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      await expect(bubble(page, second)).toBeVisible();
      // …Delete removes it.
      await bubble(page, second)
        .getByRole("link", { name: /^Delete/ })
        .click();
      await page.getByRole("alertdialog", { name: "Delete message?" }).getByRole("button", { name: "Delete" }).click();
      await expect(page).toHaveURL(new RegExp(`${chatPath}$`));
      await expect(successSnackbar(page, "Message deleted.")).toBeVisible();
      await expect(bubble(page, second)).toHaveCount(0);
      await expect(bubble(page, "Hello Raviraj!")).toBeVisible();
      // Only your own messages can be deleted: Ravi's reply has no Delete.
      await expect(bubble(page, reply).getByRole("link", { name: /^Delete/ })).toHaveCount(0);

      // Ravi's open conversation loses it too (live update), or after a reload.
      if (!isJs) await raviPage.reload();
      await expect(bubble(raviPage, second)).toHaveCount(0, { timeout: 10_000 });
    } finally {
      await raviPage.context().close();
    }
  });

  test("someone who is not a connection cannot be messaged; a company has its own Messages", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const meera = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Meenakshi" });
    const kiran = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Kiranmai" });
    await loginAs(page, meera);
    await open(page, `/chats/create-chat?user_id=${kiran.id}`, waitForHydration);
    await expect(page.getByText("You can message only your connections.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveCount(0);
    await expectAxeClean(page, AXE);
    // No connections: the picker says what to do.
    await open(page, "/chats/create-chat", waitForHydration);
    await expect(page.getByText("No connections to message yet")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "My network" })).toHaveAttribute(
      "href",
      "/individual/network",
    );
    // Someone else's (or no) conversation is not found.
    const missing = await page.goto("/chats/999999");
    expect(missing?.status()).toBe(404);

    // A company's conversations start from applications (company-chat.spec.ts, decision 163).
    await loginAs(page, DEMO_COMPANY, { home: /\/corporate\/dashboard$/ });
    await page.goto("/chats/create-chat");
    await expect(page.getByText(/A company talks to the people who applied to its posts/)).toBeVisible();
    await page.goto("/individual/messages");
    await expect(page).toHaveURL(/\/corporate\/dashboard$/);
  });

  test("with the live stream a hidden tab reads nothing, and reads at once when it shows again", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
  }) => {
    test.skip(!isJs, "Live updates run with JavaScript; without it a reload shows new messages (tested above).");
    const deepa = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Deepika" });
    const arjun = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Arjunan" });
    await connect(request, deepa, arjun);
    const send = sender(request, arjun, deepa);
    const conversationId = await send("Hello Deepika");
    await loginAs(page, deepa);
    // Whatever reads the conversation again: the poll, or a reload of the page's data (`.data`).
    const reads: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path === `/chats/${conversationId}/poll` || path === `/chats/${conversationId}.data`) reads.push(r.url());
    });
    await open(page, `/chats/${conversationId}`, waitForHydration);
    await expect(page.locator("html")).toHaveAttribute("data-live", "open", { timeout: 10_000 });

    await setVisibility(page, "hidden");
    await page.waitForTimeout(500);
    const whileHidden = reads.length;
    await send("Sent while you were away");
    await page.waitForTimeout(4_000);
    expect(reads.length, "nothing read while the tab is hidden").toBe(whileHidden);
    await expect(bubble(page, "Sent while you were away")).toHaveCount(0);

    // Visible again: read at once, and the message shows.
    await setVisibility(page, "visible");
    await expect(bubble(page, "Sent while you were away")).toBeVisible({ timeout: 2_500 });
    expect(reads.length).toBeGreaterThan(whileHidden);
  });

  test("without the live stream the conversation polls; polling pauses while the tab is hidden and asks at once when it shows again", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
    allowConsoleError,
  }) => {
    test.skip(!isJs, "Polling runs with JavaScript; without it a reload shows new messages (tested above).");
    // The stream is cut (a proxy that does not pass it): the browser's retries fail.
    allowConsoleError(/net::ERR_FAILED|EventSource/);
    await page.route(/\/events(\?|$)/, (route) => route.abort());
    const deepa = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Deepali" });
    const arjun = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Arjunraj" });
    await connect(request, deepa, arjun);
    const send = sender(request, arjun, deepa);
    const conversationId = await send("Hello Deepali");
    await loginAs(page, deepa);
    const polls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === `/chats/${conversationId}/poll`) polls.push(r.url());
    });
    await open(page, `/chats/${conversationId}`, waitForHydration);
    await expect.poll(() => polls.length, { timeout: 8_000 }).toBeGreaterThan(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-live", "open");

    // A message while visible shows within a poll or two.
    await send("Are you polling?");
    await expect(bubble(page, "Are you polling?")).toBeVisible({ timeout: 8_000 });

    await setVisibility(page, "hidden");
    await page.waitForTimeout(500);
    const whileHidden = polls.length;
    await send("Sent while you were away");
    await page.waitForTimeout(4_000);
    expect(polls.length, "no polls while the tab is hidden").toBe(whileHidden);
    await expect(bubble(page, "Sent while you were away")).toHaveCount(0);

    // Visible again: a poll at once (well before the next 3 s tick), and the message shows.
    await setVisibility(page, "visible");
    await expect(bubble(page, "Sent while you were away")).toBeVisible({ timeout: 2_500 });
    expect(polls.length).toBeGreaterThan(whileHidden);
  });

  test("the chat screens fit 360 px and pass axe", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const priya = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Priyanka" });
    // A long name: the unread row truncates it, and nothing of it may stick out at 360 px.
    const anil = await createMember(request, outbox, makeUser(), {
      ...MEMBER,
      first: "Anilkumar",
      lastNamePrefix: "Venkataramanachatterjee",
    });
    await connect(request, priya, anil);
    const longWord = "Supercalifragilisticexpialidocious".repeat(6);
    const sent = await request.post("/api/chat/message/send/", {
      headers: bearer(anil),
      data: { participant_id: priya.id, text: `Hi Priyanka!\nHere is a very long word: ${longWord}` },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const conversationId = ((await sent.json()).data as { conversation: { id: number } }).conversation.id;

    await page.setViewportSize(MOBILE_VIEWPORT);
    await loginAs(page, priya);
    for (const path of [
      "/individual/messages",
      `/chats/${conversationId}`,
      "/chats/create-chat",
      `/chats/create-chat?user_id=${anil.id}`,
    ]) {
      await open(page, path, waitForHydration);
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, AXE);
    }
    await expect(page).toHaveURL(new RegExp(`/chats/${conversationId}$`));
    await expect(bubble(page, longWord)).toBeVisible();
    // 50 messages a page: the first one is on the page of older messages (a plain link, ?before=).
    for (let n = 1; n <= 50; n++) {
      const more = await request.post("/api/chat/message/send/", {
        headers: bearer(anil),
        data: { conversation_id: conversationId, text: `Update number ${n}` },
      });
      expect(more.ok(), await more.text()).toBe(true);
    }
    await page.reload();
    await waitForHydration(page);
    await expect(bubble(page, "Update number 50")).toBeVisible();
    await expect(bubble(page, longWord)).toHaveCount(0);
    await page.getByRole("link", { name: "Show older messages" }).click();
    await expect(page).toHaveURL(/[?&]before=\d+$/);
    await expect(bubble(page, longWord)).toBeVisible();
    await expect(page.getByRole("link", { name: "Show older messages" })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await page.getByRole("link", { name: "Show the latest messages" }).click();
    await expect(page).toHaveURL(new RegExp(`/chats/${conversationId}$`));
    await waitForHydration(page);
    await expect(bubble(page, "Update number 50")).toBeVisible();
    // The confirm dialog on a phone.
    await messageField(page).fill("On my phone");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(bubble(page, "On my phone")).toBeVisible();
    await bubble(page, "On my phone")
      .getByRole("link", { name: /^Delete/ })
      .click();
    await expect(page.getByRole("alertdialog", { name: "Delete message?" })).toBeVisible();
    await settled(page);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, AXE);
  });
});
