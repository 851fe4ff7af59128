/**
 * Network, resume requests and notifications (issue 3), with JavaScript on and off:
 * two members connect (a request with a note from People you may know, approved by the other),
 * a sent request is withdrawn and leaves both sides, a resume request is accepted and the resume
 * downloaded, notifications appear with the unread badge and are marked read; axe and 360 px
 * checks on the new screens.
 *
 * Members are created through the API (sign-up, code from the outbox, onboarding) in a city no
 * other test uses, with unique names, so "People you may know" ranks them first for each other.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import {
  bearer,
  createMember,
  loginAs,
  type Member,
  open,
  region,
  successSnackbar,
} from "#tests/e2e/support/members.ts";

/** A city no other test uses, so "People you may know" ranks these members first for each other. */
const MEMBER = { lastNamePrefix: "Net", city: "Singapore" };

const card = (list: Locator, member: Member) =>
  list.getByRole("listitem").filter({ has: list.page().getByRole("link", { name: member.name, exact: true }) });

/** The Notifications link of the desktop header and its unread badge. */
const notificationsNav = (page: Page) =>
  page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: /Notifications/ });

/** A one-page PDF, small and valid enough for the `%PDF-` content check. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test.describe("network", () => {
  // Whole journeys across two members with several axe scans: slow, not stuck.
  test.describe.configure({ timeout: 120_000 });

  test("two members connect: a request with a note from People you may know, approved by the other", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
    expectAxeClean,
  }) => {
    const asha = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Ashwini" });
    const ravi = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Raviraj" });

    await loginAs(page, asha);
    await open(page, "/individual/network", waitForHydration);
    await expect(page).toHaveTitle("JobLink | My network");
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    // People you may know: Ravi, with the send-request dialog (a URL: ?connect=<id>).
    const suggestions = region(page, "People you may know");
    await card(suggestions, ravi)
      .getByRole("link", { name: `Connect with ${ravi.name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]connect=${ravi.id}(&|$)`));
    const dialog = page.getByRole("dialog", { name: `Connect with ${ravi.name}` });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    // A note over 300 characters is refused next to the field (JS: in the dialog; no JS: on the
    // form page /connections answers with), and what was typed is kept.
    const tooLong = "I enjoyed your talk on distributed systems. ".repeat(8);
    await dialog.getByLabel("Personal note (optional)").fill(tooLong);
    await dialog.getByRole("button", { name: "Send request" }).click();
    const form = isJs ? dialog : page.getByRole("main");
    if (!isJs) await expect(page.getByRole("heading", { name: `Connect with ${ravi.name}` })).toBeVisible();
    await expect(form.getByText("Note must be at most 300 characters.")).toBeVisible();
    await expect(form.getByLabel("Personal note (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Personal note (optional)")).toHaveValue(tooLong);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    const note = "Hi Ravi, we met at the Singapore meetup. Let's connect!";
    await form.getByLabel("Personal note (optional)").fill(note);
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/individual\/network$/);
    await expect(successSnackbar(page)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const sent = card(region(page, "Sent requests"), ravi);
    await expect(sent).toContainText(note);
    await expect(sent.getByRole("button", { name: "Pending" })).toBeDisabled();
    await expect(card(region(page, "People you may know"), ravi)).toHaveCount(0);

    // Ravi has a notification (the unread badge); opening it marks it read.
    await loginAs(page, ravi);
    await open(page, "/notifications", waitForHydration);
    await expect(notificationsNav(page)).toContainText("1");
    const notice = page.locator("[data-unread]");
    await expect(notice).toHaveCount(1);
    await notice.getByRole("link").click();
    await expect(page).not.toHaveURL(/\/notifications/);
    await expect(notificationsNav(page)).not.toContainText(/\d/);

    // Ravi sees the note and approves.
    await open(page, "/individual/network", waitForHydration);
    const received = card(region(page, "Received requests"), asha);
    await expect(received).toContainText(note);
    await received.getByRole("button", { name: `Accept ${asha.name}'s request` }).click();
    await expect(successSnackbar(page)).toBeVisible();
    await expect(card(region(page, "Received requests"), asha)).toHaveCount(0);
    const ashaConnection = card(region(page, "Connections"), asha);
    await expect(ashaConnection).toContainText(/Connected/);
    await expect(ashaConnection.getByRole("link", { name: `Message ${asha.name}` })).toHaveAttribute(
      "href",
      `/chats/create-chat?user_id=${asha.id}`,
    );

    // Asha sees Ravi among her connections, and is notified of the approval.
    await loginAs(page, asha);
    await open(page, "/individual/network", waitForHydration);
    await expect(card(region(page, "Connections"), ravi)).toBeVisible();
    await expect(card(region(page, "Sent requests"), ravi)).toHaveCount(0);
    await expect(notificationsNav(page)).toContainText("1");
    await open(page, "/notifications", waitForHydration);
    const approval = page.locator("[data-unread]");
    await expect(approval).toHaveCount(1);
    await expect(approval).toContainText(ravi.first_name);
    await approval.getByRole("button", { name: /^Mark as read/ }).click();
    await expect(page.locator("[data-unread]")).toHaveCount(0);
    await expect(notificationsNav(page)).not.toContainText(/\d/);
  });

  test("a sent request is withdrawn through the withdraw dialog and leaves both sides", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const meera = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Meenakshi" });
    const arjun = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Arjunan" });

    // A refusal from the API is an error snackbar: here the request went out (another tab)
    // while the send-request dialog was open.
    await loginAs(page, meera);
    await open(page, `/individual/network`, waitForHydration);
    await card(region(page, "People you may know"), arjun)
      .getByRole("link", { name: `Connect with ${arjun.name}` })
      .click();
    const connect = page.getByRole("dialog", { name: `Connect with ${arjun.name}` });
    await expect(connect).toBeVisible();
    const asked = await request.post("/api/connection/create/", {
      headers: bearer(meera),
      data: { user_id: arjun.id, note: "Hello Arjun" },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
    // With JavaScript the live update shows the other tab's request under the open dialog first.
    if (test.info().project.name === "js")
      await expect(card(region(page, "Sent requests"), arjun)).toContainText("Hello Arjun");
    await connect.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/individual\/network$/);
    await expect(page.locator('[data-snackbar="error"]')).toContainText("A request is already pending.");
    await expect(card(region(page, "Sent requests"), arjun)).toContainText("Hello Arjun");

    // Arjun has it on All requests.
    await loginAs(page, arjun);
    await open(page, "/individual/requests", waitForHydration);
    await expect(page).toHaveTitle("JobLink | All requests");
    await expect(card(region(page, "Connection requests for you"), meera)).toContainText("Hello Arjun");

    await loginAs(page, meera);
    await open(page, "/individual/network", waitForHydration);
    await card(region(page, "Sent requests"), arjun)
      .getByRole("link", { name: `Withdraw your request to ${arjun.name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]withdraw=${arjun.id}(&|$)`));
    const dialog = page.getByRole("alertdialog", { name: "Withdraw request?" });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    // Cancel keeps it; Withdraw removes it.
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/individual\/network$/);
    await expect(card(region(page, "Sent requests"), arjun)).toBeVisible();
    await card(region(page, "Sent requests"), arjun)
      .getByRole("link", { name: `Withdraw your request to ${arjun.name}` })
      .click();
    await page
      .getByRole("alertdialog", { name: "Withdraw request?" })
      .getByRole("button", { name: "Withdraw" })
      .click();
    await expect(page).toHaveURL(/\/individual\/network$/);
    await expect(successSnackbar(page)).toContainText("withdrawn");
    await expect(card(region(page, "Sent requests"), arjun)).toHaveCount(0);
    await expect(region(page, "Sent requests")).toContainText("No pending requests");

    // Gone on Arjun's side too, on both screens.
    await loginAs(page, arjun);
    await open(page, "/individual/network", waitForHydration);
    await expect(card(region(page, "Received requests"), meera)).toHaveCount(0);
    await open(page, "/individual/requests", waitForHydration);
    await expect(card(region(page, "Connection requests for you"), meera)).toHaveCount(0);
  });

  test("a resume request is accepted on All requests and the requester downloads the resume; notifications are marked read", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const owner = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Deepika" });
    const asker = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Kiranraj" });
    const upload = await request.post("/api/individual/resume/upload/", {
      headers: bearer(owner),
      multipart: { file: { name: "resume.pdf", mimeType: "application/pdf", buffer: PDF } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);

    // The asker asks with the button on the owner's public profile.
    await loginAs(page, asker);
    await open(page, `/profile/${owner.id}`, waitForHydration);
    await page.getByRole("button", { name: "Request resume" }).click();
    await expect(successSnackbar(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Resume requested" })).toBeDisabled();
    await open(page, "/individual/requests", waitForHydration);
    await expect(card(region(page, "Resume requests you sent"), owner)).toContainText("Pending");

    // The owner: a notification with the badge, then Accept on All requests.
    await loginAs(page, owner);
    await open(page, "/individual/requests", waitForHydration);
    await expect(notificationsNav(page)).toContainText("1");
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
    const asked = card(region(page, "Resume requests for you"), asker);
    await expect(asked).toContainText("Pending");
    await asked.getByRole("button", { name: `Accept ${asker.name}'s resume request` }).click();
    await expect(successSnackbar(page)).toBeVisible();
    await expect(card(region(page, "Resume requests for you"), asker)).toContainText("Accepted");
    await expect(
      card(region(page, "Resume requests for you"), asker).getByRole("button", { name: /^Stop sharing/ }),
    ).toBeVisible();

    await open(page, "/notifications", waitForHydration);
    const unread = page.locator("[data-unread]");
    await expect(unread).toHaveCount(1);
    await expect(unread).toContainText("Unread:");
    await unread.getByRole("button", { name: /^Mark as read/ }).click();
    await expect(page.locator("[data-unread]")).toHaveCount(0);
    await expect(notificationsNav(page)).not.toContainText(/\d/);

    // The asker: notified of the acceptance, marks all read, downloads the resume.
    await loginAs(page, asker);
    await open(page, "/notifications", waitForHydration);
    await expect(page).toHaveTitle("JobLink | Notifications");
    await expect(notificationsNav(page)).toContainText("1");
    await expect(page.locator("[data-unread]")).toHaveCount(1);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(successSnackbar(page)).toContainText("marked as read");
    await expect(page.locator("[data-unread]")).toHaveCount(0);
    await expect(notificationsNav(page)).not.toContainText(/\d/);

    await open(page, "/individual/requests", waitForHydration);
    const mine = card(region(page, "Resume requests you sent"), owner);
    await expect(mine).toContainText("Accepted");
    const downloading = page.waitForEvent("download");
    await mine.getByRole("link", { name: `Download resume of ${owner.name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-resume\.pdf$/);
    const file = await download.path();
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("a long list pages by Next and Previous with its own cursor; the other lists keep their place", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
  }) => {
    const hub = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Hubert" });
    const senders: Member[] = [];
    for (let i = 0; i < 6; i += 1) {
      const sender = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Sender" });
      const asked = await request.post("/api/connection/create/", {
        headers: bearer(sender),
        data: { user_id: hub.id },
      });
      expect(asked.ok(), await asked.text()).toBe(true);
      senders.push(sender);
    }

    await loginAs(page, hub);
    await open(page, "/individual/network?suggested=2", waitForHydration);
    const received = region(page, "Received requests");
    const pages = received.getByRole("navigation", { name: "Received requests pages" });
    // Newest first: five on page 1 (the network screen shows the newest five requests), the oldest
    // on page 2.
    await expect(card(received, senders[5])).toBeVisible();
    await expect(card(received, senders[0])).toHaveCount(0);
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/individual\/network\?suggested=2&received=2&received_cursor=[A-Za-z0-9_-]+$/);
    await expect(card(received, senders[0])).toBeVisible();
    await expect(card(received, senders[5])).toHaveCount(0);
    await expect(pages).toContainText("Page 2");
    await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);

    // Back to page 1: no cursor left in the address, the suggestions' page kept.
    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/individual\/network\?suggested=2$/);
    await expect(card(received, senders[5])).toBeVisible();
    await expect(card(received, senders[0])).toHaveCount(0);
  });

  test("the network screens fit 360 px and pass axe, empty states included", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Priyanka" });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await loginAs(page, member);
    for (const path of ["/individual/network", "/individual/requests", "/notifications"]) {
      await open(page, path, waitForHydration);
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
    }
    await expect(page.getByText("You are all caught up")).toBeVisible();
    await open(page, "/individual/requests", waitForHydration);
    await expect(region(page, "Resume requests for you")).toContainText("No resume requests");
    // A dialog full screen on a phone.
    await open(page, "/individual/network", waitForHydration);
    const first = region(page, "People you may know")
      .getByRole("link", { name: /^Connect with / })
      .first();
    await first.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
  });
});
