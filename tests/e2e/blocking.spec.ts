/**
 * Blocking (issue 36, decision 174), with JavaScript on and off: a member blocks a connection
 * from their profile through the confirm page, finds them in the blocked list of settings, no
 * longer sees their profile (nor they hers), and unblocks them; a conversation's Block link
 * confirms on the same page and Cancel goes back. Axe and 360 px on the new screens.
 */
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { bearer, connect, createMember, loginAs, open, successSnackbar } from "#tests/e2e/support/members.ts";

const MEMBER = { lastNamePrefix: "Blk", city: "Pune" };

test.describe("blocking", () => {
  test.describe.configure({ timeout: 120_000 });

  test("block from a profile, see it in settings, unblock", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const asha = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Ashlyn" });
    const ravi = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Ravindra" });
    await connect(request, asha, ravi);

    await loginAs(page, asha, { waitForHydration });
    await open(page, `/profile/${ravi.id}`, waitForHydration);
    await page.getByRole("link", { name: `Block ${ravi.name}` }).click();

    // The confirm page says what blocking does; Block is a plain form.
    await expect(page).toHaveURL(new RegExp(`/block/${ravi.id}\\?redirectTo=`));
    await expect(page.getByRole("heading", { level: 1, name: `Block ${ravi.name}?` })).toBeVisible();
    await expect(page.getByText(`${ravi.name} is not told.`, { exact: false })).toBeVisible();
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await expectNoHorizontalScroll(page);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${ravi.id}$`));
    await waitForHydration(page);
    await page.getByRole("link", { name: `Block ${ravi.name}` }).click();
    await waitForHydration(page);
    await page.getByRole("button", { name: `Block ${ravi.name}` }).click();

    // The blocked list, with the snackbar; the connection is gone and the profiles are not found, both ways.
    await expect(page).toHaveURL(/\/settings\/blocked$/);
    await expect(successSnackbar(page, "Blocked. You will no longer see each other.")).toBeVisible();
    const list = page.getByRole("list", { name: "Blocked accounts" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("paragraph").filter({ hasText: ravi.name })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
    const theirs = await request.get(`/api/individual/get/?user_id=${asha.id}`, { headers: bearer(ravi) });
    expect(theirs.status()).toBe(404);
    const connections = await request.get("/api/connection/list/?type=connected", { headers: bearer(asha) });
    expect((await connections.json()).total).toBe(0);
    const gone = await page.goto(`/profile/${ravi.id}`);
    expect(gone?.status()).toBe(404);

    // Unblock from settings (reached from the account settings).
    await open(page, "/settings/account", waitForHydration);
    await page.getByRole("link", { name: "See blocked accounts" }).click();
    await expect(page).toHaveURL(/\/settings\/blocked$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: `Unblock ${ravi.name}` }).click();
    await expect(successSnackbar(page, "Unblocked.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "You have not blocked anyone" })).toBeVisible();
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
    const back = await page.goto(`/profile/${ravi.id}`);
    expect(back?.status()).toBe(200);
  });

  test("a conversation's Block link confirms on the same page; after blocking the conversation is gone", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
  }) => {
    const asha = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Ashmita" });
    const ravi = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Ravikant" });
    await connect(request, asha, ravi);
    const sent = await request.post("/api/chat/message/send/", {
      headers: bearer(ravi),
      data: { participant_id: asha.id, text: "Hello there" },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const conversationId = ((await sent.json()).data as { conversation: { id: number } }).conversation.id;

    await loginAs(page, asha, { waitForHydration });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await open(page, `/chats/${conversationId}`, waitForHydration);
    await expectNoHorizontalScroll(page);
    await page.getByRole("link", { name: `Block ${ravi.name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Block ${ravi.name}?` })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`/chats/${conversationId}$`));
    await waitForHydration(page);
    await page.getByRole("link", { name: `Block ${ravi.name}` }).click();
    await waitForHydration(page);
    await page.getByRole("button", { name: `Block ${ravi.name}` }).click();
    await expect(page).toHaveURL(/\/settings\/blocked$/);
    const chat = await page.goto(`/chats/${conversationId}`);
    expect(chat?.status()).toBe(404);
  });
});
