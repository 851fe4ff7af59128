/**
 * Jobs that close honestly (issue 32, decision 166), the poster's screens with JavaScript on and
 * off: the form's end date, Extend, Close as filled (the applicant's application ends), and
 * Repost as new; axe on each state, and the same at 360 px.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { describeMobile, expect, expectNoHorizontalScroll, test, type Outbox, type UserData } from "./fixtures.ts";
import {
  bearer,
  createMember,
  createPost,
  loginAs,
  successSnackbar,
  uniqueLetters,
} from "#tests/e2e/support/members.ts";

const DAY = 86_400_000;
const IST = 5.5 * 3_600_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY + IST).toISOString().slice(0, 10);
const endsOn = (day: string) =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(`${day}T12:00:00+05:30`));

type Fixtures = {
  page: Page;
  request: APIRequestContext;
  outbox: Outbox;
  makeUser: (overrides?: Partial<UserData>) => UserData;
  waitForHydration: (page: Page) => Promise<void>;
  expectAxeClean: (page: Page) => Promise<void>;
};

/** A poster (logged in on `page`) with a post ending in 10 days and one applicant. */
async function posterWithPost({ page, request, outbox, makeUser, waitForHydration }: Omit<Fixtures, "expectAxeClean">) {
  const poster = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Closer" });
  const applicant = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Hopeful" });
  const title = `${uniqueLetters("Ending")} role`;
  const id = await createPost(request, poster, { title, valid_through: dayFromNow(10) });
  const applied = await request.post("/api/job-post/referral/create/", {
    headers: bearer(applicant),
    data: { job_post_id: id },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  await loginAs(page, poster, { waitForHydration });
  return { poster, applicant, title, id };
}

async function applicationStatus(page: Page, applicant: { token: string }, id: number): Promise<string> {
  const read = await page.request.get(`/api/job-post/read/?job_post_id=${id}`, { headers: bearer(applicant) });
  return (await read.json()).data.my_application_status;
}

async function closeExtendRepost({ page, request, outbox, makeUser, waitForHydration, expectAxeClean }: Fixtures) {
  const { applicant, title, id } = await posterWithPost({ page, request, outbox, makeUser, waitForHydration });
  await page.goto(`/post-details/${id}`);
  await waitForHydration(page);
  await expect(page.getByTestId("end-date")).toHaveText(`Ends in 10 days (${endsOn(dayFromNow(10))})`);
  await expectAxeClean(page);

  // Extend: 30 days more.
  await page.getByRole("button", { name: "Extend 30 days" }).click();
  await expect(successSnackbar(page, "End date extended.")).toBeVisible();
  await expect(page.getByTestId("end-date")).toHaveText(`Ends in 40 days (${endsOn(dayFromNow(40))})`);

  // Close as filled: the applicant's application ends and they are told.
  await page.getByRole("button", { name: "Close as filled" }).click();
  await expect(successSnackbar(page, "Job post closed as filled.")).toBeVisible();
  await expect(page.getByTestId("closed-notice")).toContainText("Closed: the position has been filled on");
  await expect(page.getByRole("button", { name: "Extend 30 days" })).toHaveCount(0);
  expect(await applicationStatus(page, applicant, id)).toBe("position_closed");
  const mail = await outbox.latest(applicant.email, { subject: /has ended/ });
  expect(mail.text).toContain("the position has been filled");
  await expectAxeClean(page);

  // Repost as new: a fresh open copy, on its own page; the closed one stays.
  await page.getByRole("button", { name: "Repost as new" }).click();
  await expect(successSnackbar(page, "Job posted again as a new post.")).toBeVisible();
  await expect(page).toHaveURL(/\/post-details\/\d+$/);
  const copy = Number(page.url().match(/post-details\/(\d+)/)![1]);
  expect(copy).not.toBe(id);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("end-date")).toHaveText(`Ends in 30 days (${endsOn(dayFromNow(30))})`);
  await expectAxeClean(page);
  await page.goto(`/job-details/${id}`);
  await expect(page.getByTestId("closed-notice")).toBeVisible();
}

test.describe("a post that closes honestly", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the poster extends it, closes it as filled and reposts it as new", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    await closeExtendRepost({ page, request, outbox, makeUser, waitForHydration, expectAxeClean });
  });

  test("the post form has the end date, 30 days ahead, within 90 days", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Former" });
    await loginAs(page, poster, { waitForHydration });
    await page.goto("/individual/posts?post=new");
    await waitForHydration(page);
    const end = page.getByLabel(/^End date/);
    await expect(end).toHaveValue(dayFromNow(30));
    await expect(end).toHaveAttribute("max", dayFromNow(90));
    await expect(end).toHaveAttribute("min", dayFromNow(0));
    await expectAxeClean(page);
  });
});

describeMobile("a post that closes honestly, at 360 px", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the poster's menu fits and each state is clean", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const { id } = await posterWithPost({ page, request, outbox, makeUser, waitForHydration });
    await page.goto(`/post-details/${id}`);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Close as filled" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Close as filled" }).click();
    await expect(successSnackbar(page, "Job post closed as filled.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Repost as new" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
  });
});
