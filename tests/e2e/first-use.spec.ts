/**
 * What a first-time user tripped over (issue 34), at 1280 and 360 px, with JavaScript on and off:
 * a conversation opens at its newest message with the field in sight; the current tab of a tab
 * row is on the screen; a visitor's header search is wide enough to use; selects look like
 * selects and links between buttons like buttons; the post sheet's current tab is an underline;
 * the job alerts page's headings go in order; a new member's dashboard says what the profile
 * lacks; the primary actions carry an icon.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { bearer, connect, createMember, createPost, loginAs, open } from "#tests/e2e/support/members.ts";

const MEMBER = { lastNamePrefix: "First", city: "Pune" };
const WIDTHS = [
  { name: "1280", viewport: { width: 1280, height: 800 } },
  { name: "360", viewport: MOBILE_VIEWPORT },
] as const;

/** Whether the whole of `locator` is inside the window, and not under anything (the bottom bar, a sticky form). */
async function expectInSight(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x, "left edge").toBeGreaterThanOrEqual(0);
  expect(box.y, "top edge").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "right edge").toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, "bottom edge").toBeLessThanOrEqual(viewport.height);
  // What the user sees at its top and bottom corners is the element itself.
  const covered = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return [
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.bottom - 2],
    ].filter(([x, y]) => {
      const seen = document.elementFromPoint(x, y);
      return !(seen && (element.contains(seen) || seen.contains(element)));
    }).length;
  });
  expect(covered, "corners covered by something else").toBe(0);
}

/** Heading levels never skip one on the way down (axe's heading-order). */
async function expectHeadingsInOrder(page: Page) {
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) =>
      headings
        .filter((h) => (h as HTMLElement).offsetParent !== null || getComputedStyle(h).position === "fixed")
        .map((h) => Number(h.tagName.slice(1))),
    );
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++)
    expect(levels[i], `heading ${i + 1} of ${levels.join(", ")}`).toBeLessThanOrEqual(levels[i - 1] + 1);
}

async function sendMessages(
  request: APIRequestContext,
  from: { token: string },
  to: { id: number },
  texts: string[],
): Promise<number> {
  let conversation = 0;
  for (const text of texts) {
    const sent = await request.post("/api/chat/message/send/", {
      headers: bearer(from),
      data: { participant_id: to.id, text },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    conversation = ((await sent.json()).data as { conversation: { id: number } }).conversation.id;
  }
  return conversation;
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`first use at ${name} px`, () => {
    test.use({ viewport });
    // Members made through the API and several pages each, on a small shared machine.
    test.describe.configure({ timeout: 90_000 });

    test("a conversation opens at its newest message, the message field in sight", async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
      expectAxeClean,
    }) => {
      const me = await createMember(request, outbox, makeUser(), MEMBER);
      const other = await createMember(request, outbox, makeUser(), MEMBER);
      await connect(request, me, other);
      const texts = Array.from({ length: 24 }, (_, i) => `Message number ${i + 1} about the role`);
      const id = await sendMessages(request, other, me, texts);
      await loginAs(page, me, { waitForHydration });
      await open(page, `/chats/${id}`, waitForHydration);
      const log = page.getByRole("log");
      await expectInSight(page, log.getByRole("listitem").filter({ hasText: "Message number 24 about the role" }));
      await expectInSight(page, page.getByRole("textbox", { name: /^Message/ }));
      await expectInSight(page, page.getByRole("button", { name: "Send" }));
      await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
    });

    test("the current tab of the job lists is on the screen", async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
    }) => {
      const me = await createMember(request, outbox, makeUser(), MEMBER);
      await loginAs(page, me, { waitForHydration });
      const tabs = page.getByRole("navigation", { name: "Job lists" });
      for (const [path, label] of [
        ["/individual/jobs?tab=saved", "Saved"],
        ["/individual/posts", "My posts"],
      ] as const) {
        await open(page, path, waitForHydration);
        const current = tabs.getByRole("link", { name: label });
        await expect(current).toHaveAttribute("aria-current", "page");
        await expectInSight(page, current);
        // Every tab is in sight: none hides past the edge of a row that scrolls.
        for (const tab of await tabs.getByRole("link").all()) await expectInSight(page, tab);
        expect(await tabs.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(0);
      }
    });

    test("a visitor's header search is wide enough to type in", async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
      expectAxeClean,
    }) => {
      const poster = await createMember(request, outbox, makeUser(), MEMBER);
      const id = await createPost(request, poster, { title: "Visitor search role" });
      await open(page, `/job-details/${id}`, waitForHydration);
      const search = page.getByRole("searchbox", { name: "Search people, companies and jobs" });
      await expectInSight(page, search);
      expect((await search.boundingBox())!.width).toBeGreaterThanOrEqual(120);
      const header = page.getByRole("banner");
      await expectInSight(page, header.getByRole("link", { name: "Log in", exact: true }));
      await expectInSight(page, header.getByRole("link", { name: "Sign up", exact: true }));
      await search.fill("engineer");
      await search.press("Enter");
      // A visitor is asked to log in first, the search kept for after.
      await expect.poll(() => decodeURIComponent(page.url())).toContain("/search-results?search=engineer");
      await page.goBack();
      await expectAxeClean(page);
    });

    test("selects look like selects, Show jobs like a button, the sheet's tab like a tab; headings in order", async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
      expectAxeClean,
    }) => {
      const me = await createMember(request, outbox, makeUser(), MEMBER);
      await loginAs(page, me, { waitForHydration });

      // No alert yet: the empty state's heading comes after the h1 without skipping a level.
      await open(page, "/settings/job-alerts", waitForHydration);
      await expect(page.getByRole("heading", { name: "No job alerts yet" })).toBeVisible();
      await expectHeadingsInOrder(page);

      const created = await request.post("/api/job-post/alert/create/", {
        headers: bearer(me),
        data: { frequency: "weekly", job_type: "remote" },
      });
      expect(created.ok(), await created.text()).toBe(true);
      await open(page, "/settings/job-alerts", waitForHydration);
      await expectHeadingsInOrder(page);
      const often = page.getByRole("combobox", { name: /^How often/ });
      await expectLooksLikeSelect(often);
      const showJobs = page.getByRole("link", { name: /^Show jobs/ });
      const save = page.getByRole("button", { name: /^Save how often/ });
      // A link among buttons is drawn as one of them: a border and a button's height.
      const [linkStyle, buttonStyle] = await Promise.all(
        [showJobs, save].map((control) =>
          control.evaluate((e) => ({
            border: getComputedStyle(e).borderTopWidth,
            height: e.getBoundingClientRect().height,
          })),
        ),
      );
      expect(linkStyle.border).toBe(buttonStyle.border);
      expect(linkStyle.border).not.toBe("0px");
      expect(Math.abs(linkStyle.height - buttonStyle.height)).toBeLessThan(1);
      await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

      const post = await createPost(request, me, { title: "Sheet tabs role" });
      await open(page, `/post-details/${post}?tab=responses`, waitForHydration);
      await expectLooksLikeSelect(page.getByRole("combobox", { name: "Status" }));
      const tabs = page.getByRole("navigation", { name: "Post tabs" });
      const current = tabs.getByRole("link", { name: "Responses" });
      await expect(current).toHaveAttribute("aria-current", "page");
      // An underline only: no box round the tab (that is what the focus ring looks like).
      const sides = await current.evaluate((e) => {
        const style = getComputedStyle(e);
        return {
          top: style.borderTopColor,
          left: style.borderLeftColor,
          right: style.borderRightColor,
          bottom: style.borderBottomColor,
        };
      });
      expect([sides.top, sides.left, sides.right]).toEqual([
        "rgba(0, 0, 0, 0)",
        "rgba(0, 0, 0, 0)",
        "rgba(0, 0, 0, 0)",
      ]);
      expect(sides.bottom).toBe("rgb(0, 32, 96)");
      await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
    });

    test("a new member's dashboard lists what the profile lacks, each a link to add it", async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
      expectAxeClean,
    }) => {
      const me = await createMember(request, outbox, makeUser(), MEMBER);
      await loginAs(page, me, { waitForHydration });
      const card = page.getByRole("region", { name: "Complete your profile" });
      await expect(card).toBeVisible();
      // The headline came with onboarding; the other five are links.
      await expect(card).toContainText("1 of 6 done.");
      await expect(card.getByText("Write a headline (done)")).toBeVisible();
      for (const label of [
        "Add a profile photo",
        "Add your experience",
        "Add your education",
        "Upload your resume",
        "Add your skills",
      ]) {
        await expect(card.getByRole("link", { name: label })).toBeVisible();
      }
      await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
      await card.getByRole("link", { name: "Add your experience" }).click();
      await expect(page).toHaveURL(/\/profile\/[a-z0-9-]+\/\d+\?edit=experience$/);
      await expect(page.getByRole("dialog", { name: "Add experience" })).toBeVisible();
    });

    test("the primary actions carry an icon beside their name, as the navigation does", async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
    }) => {
      const me = await createMember(request, outbox, makeUser(), MEMBER);
      const other = await createMember(request, outbox, makeUser(), MEMBER);
      const post = await createPost(request, other, { title: "Icon role" });
      await loginAs(page, me, { waitForHydration });
      await open(page, `/profile/${other.id}`, waitForHydration);
      await expectIcon(page.getByRole("link", { name: `Connect with ${other.name}` }));
      await open(page, `/job-details/${post}`, waitForHydration);
      await expectIcon(page.getByRole("main").getByRole("link", { name: "Ask for a referral for Icon role" }));
      await open(page, "/individual/posts", waitForHydration);
      await expectIcon(page.getByRole("link", { name: "Create Job Post" }));
    });
  });
}

/** The stylesheet draws an icon (a mask of the Lucide icon) before the control's name, on its line. */
async function expectIcon(control: Locator) {
  await expect(control).toBeVisible();
  const icon = await control.evaluate((element) => {
    const before = getComputedStyle(element, "::before");
    return { mask: before.maskImage || before.webkitMaskImage, width: before.width, display: before.display };
  });
  expect(icon.mask).toMatch(/^url\("data:image\/svg\+xml/);
  expect(icon.display).not.toBe("none");
  expect(parseFloat(icon.width)).toBeGreaterThanOrEqual(16);
}

/** A select shows the chevron that says so (Chakra's NativeSelect indicator) inside its box. */
async function expectLooksLikeSelect(select: Locator) {
  await expect(select).toBeVisible();
  const indicator = select.locator("xpath=following-sibling::*[contains(@class, 'jl-select__indicator')]");
  await expect(indicator).toBeVisible();
  const [field, chevron] = [(await select.boundingBox())!, (await indicator.boundingBox())!];
  expect(chevron.x).toBeGreaterThan(field.x);
  expect(chevron.x + chevron.width).toBeLessThanOrEqual(field.x + field.width + 1);
}
