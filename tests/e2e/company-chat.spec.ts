/**
 * Talking to candidates (issue 32, decision 163), with JavaScript on and off: the demo company
 * (talent@acme.test) opens the applications to its post, presses Message on one, writes; the
 * applicant sees the unread badge and the message from the company (its name, its page), and
 * answers; the company's header badge, Messages list and Notifications show the answer (live with
 * JavaScript, after a reload without). A member who posts does the same from the Responses tab.
 * Axe throughout, and the company's screens at 360 px.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import {
  bearer,
  createMember,
  createPost,
  DEMO_COMPANY,
  loginAs,
  open,
  tokenFor,
  uniqueLetters,
  type Member,
} from "#tests/e2e/support/members.ts";
import type { APIRequestContext } from "@playwright/test";

const MEMBER = { lastNamePrefix: "Talk", city: "Pune" };
const COMPANY_HOME = /\/corporate\/dashboard$/;
const AXE = { exclude: ["[data-snackbar]"] };

const messageField = (page: Page) => page.getByRole("textbox", { name: /^Message/ });
const bubble = (page: Page, text: string) => page.getByRole("log").getByRole("listitem").filter({ hasText: text });
const nav = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: new RegExp(name) });
const application = (page: Page, name: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });

async function secondBrowser(browser: Browser, isJs: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: isJs, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  return context.newPage();
}

async function apply(request: APIRequestContext, applicant: Member, postId: number) {
  const applied = await request.post("/api/job-post/referral/create/", {
    headers: bearer(applicant),
    data: { job_post_id: postId, message: "Happy to talk." },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
}

async function send(page: Page, text: string) {
  await messageField(page).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(bubble(page, text)).toBeVisible();
}

test.describe("talking to candidates", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the company messages an applicant from its applications page; the applicant answers", async ({
    page,
    browser,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
    expectAxeClean,
  }) => {
    const applicant = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Nandini" });
    const acme = { token: await tokenFor(request, DEMO_COMPANY.email, DEMO_COMPANY.password) };
    const acmeId = (
      (await (await request.get("/api/user/me/", { headers: bearer(acme) })).json()).data as { id: number }
    ).id;
    const title = `${uniqueLetters("Talk")} engineer`;
    const postId = await createPost(request, acme, { title });
    const applicantPage = await secondBrowser(browser, isJs);
    try {
      await apply(request, applicant, postId);

      // The company: Messages and Notifications in its header; the application's Message button.
      await loginAs(page, DEMO_COMPANY, { home: COMPANY_HOME });
      await expect(nav(page, "Messages")).toHaveAttribute("href", "/corporate/messages");
      await expect(nav(page, "Notifications")).toHaveAttribute("href", "/notifications");
      await open(page, `/corporate/posts/${postId}/applications`, waitForHydration);
      await expectAxeClean(page, AXE);
      await application(page, applicant.name)
        .getByRole("button", { name: `Message ${applicant.name}` })
        .click();
      await expect(page).toHaveURL(/\/chats\/\d+$/);
      const chatPath = new URL(page.url()).pathname;
      await waitForHydration(page);
      await expect(page).toHaveTitle(`JobLink | Chat with ${applicant.name}`);
      await expect(page.getByRole("heading", { level: 1 }).getByRole("link", { name: applicant.name })).toHaveAttribute(
        "href",
        new RegExp(`/${applicant.id}$`),
      );
      await expectAxeClean(page, AXE);
      await send(page, "Thanks for applying! Are you free for a call on Friday?");
      await expect(page.getByRole("link", { name: "Back to Messages" })).toHaveAttribute("href", "/corporate/messages");
      // The same button again opens the same conversation.
      await open(page, `/corporate/posts/${postId}/applications`, waitForHydration);
      await application(page, applicant.name)
        .getByRole("button", { name: `Message ${applicant.name}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`${chatPath}$`));
      await expect(bubble(page, "Are you free for a call")).toBeVisible();
      // Away from the conversation, so the answer waits unread.
      await open(page, "/corporate/messages", waitForHydration);
      await expect(page.getByRole("link", { name: applicant.name })).toHaveAttribute("href", chatPath);
      // The stream listens before the applicant acts (docs/testing.md).
      if (isJs) await expect(page.locator("html")).toHaveAttribute("data-live", "open");

      // The applicant: the badge, the company by its name (its page), and the answer.
      await loginAs(applicantPage, applicant);
      await expect(nav(applicantPage, "Messages")).toContainText("1");
      await applicantPage.goto("/individual/messages");
      await applicantPage.locator("[data-unread]").filter({ hasText: DEMO_COMPANY.name }).getByRole("link").click();
      await expect(applicantPage).toHaveURL(new RegExp(`${chatPath}$`));
      await expect(
        applicantPage.getByRole("heading", { level: 1 }).getByRole("link", { name: DEMO_COMPANY.name }),
      ).toHaveAttribute("href", `/profile/corporate/${acmeId}`);
      await expect(bubble(applicantPage, "Are you free for a call")).not.toHaveAttribute("data-mine", "true");
      await send(applicantPage, "Yes, Friday afternoon works for me.");

      // The company: its badge and list follow (live with JavaScript, after a reload without).
      if (!isJs) await page.reload();
      await expect(nav(page, "Messages")).toContainText("1", { timeout: 10_000 });
      const row = page.locator("[data-unread]").filter({ hasText: applicant.name });
      await expect(row).toContainText("Yes, Friday afternoon works for me.");
      await open(page, "/notifications", waitForHydration);
      await expect(page.getByRole("link", { name: `Unread: ${applicant.name} sent you a message.` })).toBeVisible();
      await expectAxeClean(page, AXE);
      await open(page, chatPath, waitForHydration);
      await expect(bubble(page, "Yes, Friday afternoon works for me.")).toBeVisible();
      await expect(nav(page, "Messages")).not.toContainText(/\d/);
    } finally {
      await applicantPage.context().close();
      await request.delete(`/api/job-post/delete/?job_post_id=${postId}`, { headers: bearer(acme) });
    }
  });

  test("a member who posts messages an applicant from the Responses tab, without a connection", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Lakshmi" });
    const applicant = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Vikram" });
    const postId = await createPost(request, poster, { title: `${uniqueLetters("Refer")} analyst` });
    await apply(request, applicant, postId);

    // The applicant cannot write first: the page says who starts.
    await loginAs(page, applicant);
    await open(page, `/chats/create-chat?user_id=${poster.id}`, waitForHydration);
    await expect(
      page.getByText("The poster starts the conversation about an application; you can reply once they write."),
    ).toBeVisible();
    await expect(messageField(page)).toHaveCount(0);

    await loginAs(page, poster);
    await open(page, `/post-details/${postId}?tab=responses`, waitForHydration);
    await application(page, applicant.name)
      .getByRole("button", { name: `Message ${applicant.name}` })
      .click();
    await expect(page).toHaveURL(/\/chats\/\d+$/);
    const chatPath = new URL(page.url()).pathname;
    await waitForHydration(page);
    await send(page, "I can refer you. Could you tell me about your last project?");
    await expectAxeClean(page, AXE);

    await loginAs(page, applicant);
    await open(page, chatPath, waitForHydration);
    await send(page, "Of course: a pricing dashboard for a logistics firm.");
  });

  test("the company's chat screens fit 360 px and pass axe", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const applicant = await createMember(request, outbox, makeUser(), {
      ...MEMBER,
      first: "Shreya",
      lastNamePrefix: "Venkatasubramanian",
    });
    const acme = { token: await tokenFor(request, DEMO_COMPANY.email, DEMO_COMPANY.password) };
    const postId = await createPost(request, acme, { title: `${uniqueLetters("Mobile")} developer` });
    try {
      await apply(request, applicant, postId);
      await page.setViewportSize(MOBILE_VIEWPORT);
      await loginAs(page, DEMO_COMPANY, { home: COMPANY_HOME });
      await open(page, `/corporate/posts/${postId}/applications`, waitForHydration);
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, AXE);
      await application(page, applicant.name)
        .getByRole("button", { name: `Message ${applicant.name}` })
        .click();
      await expect(page).toHaveURL(/\/chats\/\d+$/);
      const chatPath = new URL(page.url()).pathname;
      await waitForHydration(page);
      await send(page, "Hello from Acme on a phone.");
      for (const path of [chatPath, "/corporate/messages", "/notifications", "/chats/create-chat"]) {
        await open(page, path, waitForHydration);
        await expectNoHorizontalScroll(page);
        await expectAxeClean(page, AXE);
      }
      // A company has no connections to pick: the page says where its conversations start.
      await expect(page.getByText(/A company talks to the people who applied to its posts/)).toBeVisible();
    } finally {
      await request.delete(`/api/job-post/delete/?job_post_id=${postId}`, { headers: bearer(acme) });
    }
  });
});
