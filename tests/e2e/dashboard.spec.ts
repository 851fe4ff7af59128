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
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { describeMobile, expect, expectNoHorizontalScroll, type Outbox, test, type UserData } from "./fixtures";

type Member = UserData & { id: number; token: string; name: string };

const GREETING = "Good (morning|afternoon|evening)";
const DEMO_COMPANY = { email: "talent@acme.test", password: "Demo@1234", name: "Acme Technologies" };

let memberCounter = 0;

/** Letters only (the name rule), unique per run. */
function uniqueLastName(): string {
  const letters = "abcdefghjkmnpqrstuvwxyz";
  let tag = "";
  let n = Date.now() * 100 + (memberCounter++ % 100);
  while (n > 0) {
    tag += letters[n % letters.length];
    n = Math.floor(n / letters.length);
  }
  return `Dash${tag}`;
}

async function createMember(request: APIRequestContext, outbox: Outbox, user: UserData, first: string): Promise<Member> {
  const data = { ...user, first_name: first, last_name: uniqueLastName() };
  const signUp = await request.post("/api/user/sign-in/", { data: { email: data.email, password: data.password, type_of_user: "individual" } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verify = await request.post("/api/user/verify-otp/", { data: { email: data.email, otp: await outbox.otpFor(data.email) } });
  expect(verify.ok(), await verify.text()).toBe(true);
  const login = (await verify.json()).data as { access_token: string; user: { id: number } };
  const locations = (await (await request.get("/api/master/location/list/?search=Pune")).json()).data as Array<{ id: number }>;
  const create = await request.post("/api/individual/create/", {
    headers: { Authorization: `Bearer ${login.access_token}` },
    data: { first_name: data.first_name, last_name: data.last_name, phone: data.phone, pincode: data.pincode, location: locations[0]!.id, bio: data.bio },
  });
  expect(create.ok(), await create.text()).toBe(true);
  return { ...data, id: login.user.id, token: login.access_token, name: `${data.first_name} ${data.last_name}` };
}

const bearer = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

/** Connects two members through the API (a request, then its approval). */
async function connect(request: APIRequestContext, from: Member, to: Member) {
  const sent = await request.post("/api/connection/create/", { headers: bearer(from), data: { user_id: to.id } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const approved = await request.post("/api/connection/approve/", { headers: bearer(to), data: { user_id: from.id } });
  expect(approved.ok(), await approved.text()).toBe(true);
}

async function firstId(request: APIRequestContext, list: string): Promise<number> {
  const items = (await (await request.get(`/api/master/${list}/list/`)).json()).data as Array<{ id: number }>;
  return items[0]!.id;
}

/** A job post by `member` through the API. */
async function createPost(request: APIRequestContext, member: Member, title: string): Promise<number> {
  const [sector, domain, location, skill, company] = await Promise.all(["sector", "domain", "location", "skill", "company"].map((l) => firstId(request, l)));
  const res = await request.post("/api/job-post/create/", {
    headers: bearer(member),
    data: { title, sector, domain, locations: [location], skills: [skill], company, min_experience_years: 1, employment_type: "full-time", no_of_openings: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()).data as { id: number }).id;
}

/** One of the demo company's open posts (by title), reposted by `member`. */
async function repostDemoPost(request: APIRequestContext, member: Member): Promise<string> {
  const res = await request.get("/api/job-post/list/?type=recent", { headers: bearer(member) });
  expect(res.ok(), await res.text()).toBe(true);
  const post = ((await res.json()).data as Array<{ id: number; title: string }>)[0]!;
  const repost = await request.post("/api/job-post/repost/create/", { headers: bearer(member), data: { job_post_id: post.id } });
  expect(repost.ok(), await repost.text()).toBe(true);
  return post.title;
}

async function loginAs(page: Page, email: string, password: string, waitForHydration: (page: Page) => Promise<void>) {
  await page.context().clearCookies();
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/(individual|corporate)\/dashboard$/);
  await waitForHydration(page);
}

const section = (page: Page, name: string) => page.getByRole("region", { name });
const itemWith = (list: Locator, text: string) => list.getByRole("listitem").filter({ hasText: text });
const success = (page: Page, text: string | RegExp) => page.locator('[data-snackbar="success"]').filter({ hasText: text });

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
    const member = await createMember(request, outbox, makeUser(), "Tanvi");
    const colleague = await createMember(request, outbox, makeUser(), "Rohan");
    const stranger = await createMember(request, outbox, makeUser(), "Ishaan");
    await connect(request, colleague, member);
    const title = `Platform Engineer ${colleague.last_name}`;
    await createPost(request, colleague, title);
    const reposted = await repostDemoPost(request, colleague);
    const asked = await request.post("/api/connection/create/", { headers: bearer(stranger), data: { user_id: member.id, note: "We met at the Pune meetup." } });
    expect(asked.ok(), await asked.text()).toBe(true);

    await loginAs(page, member.email, member.password, waitForHydration);
    await expect(page).toHaveTitle("JobLink | Dashboard");
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${GREETING}, Tanvi$`) })).toBeVisible();

    // From your network: the colleague's own post, and the post they reposted (with who reposted it).
    const feed = section(page, "From your network");
    await expect(itemWith(feed, title)).toBeVisible();
    await expect(itemWith(feed, title)).not.toContainText("Reposted by");
    const repostItem = itemWith(feed, reposted).filter({ hasText: "Reposted by" });
    await expect(repostItem).toContainText(`Reposted by ${colleague.name}`);
    await expect(repostItem.getByRole("link", { name: colleague.name })).toHaveAttribute("href", new RegExp(`/${colleague.id}$`));
    await expect(section(page, "Jobs for you")).toBeVisible();
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    // Pending requests: the stranger's, with their note; accepted from here.
    const requests = section(page, "Pending requests");
    const requestItem = itemWith(requests, stranger.name);
    await expect(requestItem).toContainText("We met at the Pune meetup.");
    await requestItem.getByRole("button", { name: `Accept ${stranger.name}'s request` }).click();
    await expect(success(page, /./)).toBeVisible();
    await expect(page).toHaveURL(/\/individual\/dashboard$/);
    await expect(requests.getByText("No requests waiting")).toBeVisible();
    await expect(requests.getByRole("link", { name: stranger.name })).toHaveCount(0);

    // Now connected: My network lists them.
    await page.goto("/individual/network");
    await expect(itemWith(section(page, "Connections"), stranger.name)).toBeVisible();
  });

  test("a member with no network sees what to do next", async ({ page, request, outbox, makeUser, waitForHydration }) => {
    const member = await createMember(request, outbox, makeUser(), "Nisha");
    await loginAs(page, member.email, member.password, waitForHydration);
    const feed = section(page, "From your network");
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
    const member = await createMember(request, outbox, makeUser(), "Farah");
    const first = makeUser().email;
    const second = makeUser().email;
    await loginAs(page, member.email, member.password, waitForHydration);

    const invite = section(page, "Invite people to JobLink");
    const field = invite.getByLabel(/^Emails/);
    await field.fill(`${first},\n${second}`);
    await invite.getByRole("button", { name: "Send invites" }).click();
    await expect(success(page, "Invites sent to 2 people.")).toBeVisible();
    await expect(page).toHaveURL(/\/individual\/dashboard$/);
    await expect(field).toHaveValue("");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");

    // The same address again today is not mailed twice.
    if (isJs) await waitForHydration(page);
    await field.fill(first);
    await invite.getByRole("button", { name: "Send invites" }).click();
    await expect(success(page, /No invites sent/)).toBeVisible();

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

  test("the invite form shows its messages next to the field", async ({ page, request, outbox, makeUser, waitForHydration, expectAxeClean }) => {
    const member = await createMember(request, outbox, makeUser(), "Kabir");
    await loginAs(page, member.email, member.password, waitForHydration);
    const invite = () => section(page, "Invite people to JobLink");
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

  test("the company dashboard greets the company and keeps its posts", async ({ page, waitForHydration, expectAxeClean }) => {
    await loginAs(page, DEMO_COMPANY.email, DEMO_COMPANY.password, waitForHydration);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${GREETING}, ${DEMO_COMPANY.name}$`) })).toBeVisible();
    await expect(page.getByRole("list", { name: "Your job posts" })).toBeVisible();
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
  });
});

describeMobile("dashboards", () => {
  test("both dashboards fit 360 px and stay accessible", async ({ page, request, outbox, makeUser, waitForHydration, expectAxeClean }) => {
    const member = await createMember(request, outbox, makeUser(), "Meher");
    const colleague = await createMember(request, outbox, makeUser(), "Aarav");
    const stranger = await createMember(request, outbox, makeUser(), "Zoya");
    await connect(request, colleague, member);
    await repostDemoPost(request, colleague);
    const asked = await request.post("/api/connection/create/", { headers: bearer(stranger), data: { user_id: member.id } });
    expect(asked.ok(), await asked.text()).toBe(true);

    await loginAs(page, member.email, member.password, waitForHydration);
    await expect(itemWith(section(page, "Pending requests"), stranger.name)).toBeVisible();
    await expect(section(page, "From your network").getByText(`Reposted by ${colleague.name}`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    // With an error next to the invite field too.
    await section(page, "Invite people to JobLink").getByLabel(/^Emails/).fill("nope");
    await section(page, "Invite people to JobLink").getByRole("button", { name: "Send invites" }).click();
    await expect(page.getByText("Email Must Be Valid: nope")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });

    await loginAs(page, DEMO_COMPANY.email, DEMO_COMPANY.password, waitForHydration);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${GREETING}, ${DEMO_COMPANY.name}$`) })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { exclude: ["[data-snackbar]"] });
  });
});
