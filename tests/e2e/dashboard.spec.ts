/**
 * The dashboards (issue 5), with JavaScript on and off: the greeting heading, "From your
 * network" (a connection's post and a post a connection reposted, with the reposted-by line),
 * "Pending requests" accepted from the dashboard, invites sent from the dashboard arriving in the
 * outbox with the /signup?email= link (the sign-up form opens with the address filled in), the
 * invite form's messages next to the field, the company dashboard's greeting; axe and 360 px.
 *
 * Members are created through the API (sign-up, code from the outbox, onboarding) with unique
 * names; the reposted post is one of the demo data's open Acme Technologies posts.
 */
import type { APIRequestContext, Locator } from "@playwright/test";
import { describeMobile, expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import {
  bearer,
  connect,
  createMember,
  createPost,
  DEMO_COMPANY,
  loginAs,
  type Member,
  region,
  successSnackbar,
} from "#tests/e2e/support/members.ts";

const GREETING = "Good (morning|afternoon|evening)";
/** Where a login lands: the member's or the company's dashboard. */
const HOME = /\/(individual|corporate)\/dashboard$/;

/** Unique names; the city is the one these tests always used. */
const MEMBER = { lastNamePrefix: "Dash", city: "Pune" };

/** One of the demo company's open posts (by title), reposted by `member`. */
async function repostDemoPost(request: APIRequestContext, member: Member): Promise<string> {
  const res = await request.get("/api/job-post/list/?type=recent", { headers: bearer(member) });
  expect(res.ok(), await res.text()).toBe(true);
  const post = ((await res.json()).data as Array<{ id: number; title: string }>)[0]!;
  const repost = await request.post("/api/job-post/repost/create/", {
    headers: bearer(member),
    data: { job_post_id: post.id },
  });
  expect(repost.ok(), await repost.text()).toBe(true);
  return post.title;
}

const itemWith = (list: Locator, text: string) => list.getByRole("listitem").filter({ hasText: text });

test.describe("dashboard", () => {
  // Journeys across several members with axe scans: slow, not stuck.
  test.describe.configure({ timeout: 120_000 });

  test("greets the member, shows their network's posts and accepts a pending request", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Tanvi" });
    const colleague = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Rohan" });
    const stranger = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Ishaan" });
    await connect(request, colleague, member);
    const title = `Platform Engineer ${colleague.last_name}`;
    await createPost(request, colleague, { title });
    const reposted = await repostDemoPost(request, colleague);
    const asked = await request.post("/api/connection/create/", {
      headers: bearer(stranger),
      data: { user_id: member.id, note: "We met at the Pune meetup." },
    });
    expect(asked.ok(), await asked.text()).toBe(true);

    await loginAs(page, member, { home: HOME, waitForHydration });
    await expect(page).toHaveTitle("JobLink | Dashboard");
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${GREETING}, Tanvi$`) })).toBeVisible();

    // From your network: the colleague's own post, and the post they reposted (with who reposted it).
    const feed = region(page, "From your network");
    await expect(itemWith(feed, title)).toBeVisible();
    await expect(itemWith(feed, title)).not.toContainText("Reposted by");
    const repostItem = itemWith(feed, reposted).filter({ hasText: "Reposted by" });
    await expect(repostItem).toContainText(`Reposted by ${colleague.name}`);
    await expect(repostItem.getByRole("link", { name: colleague.name })).toHaveAttribute(
      "href",
      new RegExp(`/${colleague.id}$`),
    );
    await expect(region(page, "Jobs for you")).toBeVisible();
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    // Pending requests: the stranger's, with their note; accepted from here.
    const requests = region(page, "Pending requests");
    const requestItem = itemWith(requests, stranger.name);
    await expect(requestItem).toContainText("We met at the Pune meetup.");
    await requestItem.getByRole("button", { name: `Accept ${stranger.name}'s request` }).click();
    await expect(successSnackbar(page, /./)).toBeVisible();
    await expect(page).toHaveURL(/\/individual\/dashboard$/);
    await expect(requests.getByText("No requests waiting")).toBeVisible();
    await expect(requests.getByRole("link", { name: stranger.name })).toHaveCount(0);

    // Now connected: My network lists them.
    await page.goto("/individual/network");
    await expect(itemWith(region(page, "Connections"), stranger.name)).toBeVisible();
  });

  test("a member with no network sees what to do next", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Nisha" });
    await loginAs(page, member, { home: HOME, waitForHydration });
    const feed = region(page, "From your network");
    await expect(feed.getByText("Nothing from your network yet")).toBeVisible();
    await feed.getByRole("link", { name: "Grow your network" }).click();
    await expect(page).toHaveURL(/\/individual\/network$/);
  });

  test("invites sent from the dashboard arrive with a sign-up link that fills in the email", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Farah" });
    const first = makeUser().email;
    const second = makeUser().email;
    await loginAs(page, member, { home: HOME, waitForHydration });

    const invite = region(page, "Invite people to JobLink");
    const field = invite.getByLabel(/^Emails/);
    await field.fill(`${first},\n${second}`);
    await invite.getByRole("button", { name: "Send invites" }).click();
    await expect(successSnackbar(page, "Invites sent to 2 people.")).toBeVisible();
    await expect(page).toHaveURL(/\/individual\/dashboard$/);
    await expect(field).toHaveValue("");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");

    // The same address again today is not mailed twice.
    if (isJs) await waitForHydration(page);
    await field.fill(first);
    await invite.getByRole("button", { name: "Send invites" }).click();
    await expect(successSnackbar(page, /No invites sent/)).toBeVisible();

    for (const email of [first, second]) {
      const mail = await outbox.latest(email, { subject: "invited you to JobLink" });
      expect(mail.subject).toBe(`${member.name} invited you to JobLink`);
      expect(outbox.for(email)).toHaveLength(1);
    }
    const link = await outbox.linkFor(second);
    expect(link).toContain(`/signup?email=${encodeURIComponent(second)}`);

    // The invitee opens the link: the sign-up form has their address.
    await page.context().clearCookies();
    await page.goto(link);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/signup\?email=/);
    await expect(page.getByLabel(/^Email/)).toHaveValue(second);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
  });

  test("the invite form shows its messages next to the field", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Kabir" });
    await loginAs(page, member, { home: HOME, waitForHydration });
    const invite = () => region(page, "Invite people to JobLink");
    const field = () => invite().getByLabel(/^Emails/);
    const send = async (value: string) => {
      await waitForHydration(page);
      await field().fill(value);
      await invite().getByRole("button", { name: "Send invites" }).click();
    };

    await send("");
    await expect(invite().getByText("This is Required.")).toBeVisible();
    await expect(field()).toHaveAttribute("aria-invalid", "true");

    const good = makeUser().email;
    await send(`${good} not-an-email`);
    await expect(invite().getByText("Email Must Be Valid: not-an-email")).toBeVisible();
    await expect(field()).toHaveAttribute("aria-invalid", "true");
    await expect(field()).toHaveValue(`${good} not-an-email`);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    await send(Array.from({ length: 51 }, (_, i) => `friend${i}@example.com`).join(" "));
    await expect(invite().getByText("Enter at most 50 email addresses.")).toBeVisible();

    // Nothing was sent.
    expect(outbox.for(good)).toHaveLength(0);
  });

  test("the company dashboard greets the company and keeps its posts", async ({
    page,
    waitForHydration,
    expectAxeClean,
  }) => {
    await loginAs(page, DEMO_COMPANY, { home: HOME, waitForHydration });
    await expect(
      page.getByRole("heading", { level: 1, name: new RegExp(`^${GREETING}, ${DEMO_COMPANY.name}$`) }),
    ).toBeVisible();
    await expect(page.getByRole("list", { name: "Your job posts" })).toBeVisible();
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
  });
});

describeMobile("dashboards", () => {
  test("both dashboards fit 360 px and stay accessible", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Meher" });
    const colleague = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Aarav" });
    const stranger = await createMember(request, outbox, makeUser(), { ...MEMBER, first: "Zoya" });
    await connect(request, colleague, member);
    await repostDemoPost(request, colleague);
    const asked = await request.post("/api/connection/create/", {
      headers: bearer(stranger),
      data: { user_id: member.id },
    });
    expect(asked.ok(), await asked.text()).toBe(true);

    await loginAs(page, member, { home: HOME, waitForHydration });
    await expect(itemWith(region(page, "Pending requests"), stranger.name)).toBeVisible();
    await expect(region(page, "From your network").getByText(`Reposted by ${colleague.name}`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    // With an error next to the invite field too.
    await region(page, "Invite people to JobLink")
      .getByLabel(/^Emails/)
      .fill("nope");
    await region(page, "Invite people to JobLink").getByRole("button", { name: "Send invites" }).click();
    await expect(page.getByText("Email Must Be Valid: nope")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    await loginAs(page, DEMO_COMPANY, { home: HOME, waitForHydration });
    await expect(
      page.getByRole("heading", { level: 1, name: new RegExp(`^${GREETING}, ${DEMO_COMPANY.name}$`) }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
  });
});
