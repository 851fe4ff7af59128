/**
 * Proven with two instances (issue 11, decision 128): two JobLink instances (`node server.js`
 * from the build, production mode) on one PostgreSQL database, one S3-compatible bucket
 * (s3rver), one SMTP server and one SESSION_SECRET, behind a round-robin proxy written for the
 * test — the shape of compose.yaml, on this machine. JavaScript on only (the `nojs` project
 * leaves this file out: the no-JS paths are the same pages, tested by the other specs).
 *
 * - A visitor signs up through the proxy, with requests going to both instances in turn: the code
 *   comes through SMTP; then onboarding.
 * - A member held on instance 0 uploads a photo and a resume; held on instance 1, they see and
 *   download both (the bytes are in the bucket, not on either instance's disk).
 * - Two members, each browser held on a different instance, exchange chat messages and see the
 *   replies and the unread badge live, without a reload (decision 127: Server-Sent Events from
 *   each browser's own instance, fed by LISTEN/NOTIFY; see `expectToReach`).
 * - Failed logins count across both instances: the rate limit (RATE_LIMIT_PER_MINUTE=3) is hit
 *   with attempts alternating between them.
 *
 * Everything is started by the worker fixture `cluster` below, for this file only: the other
 * specs keep their own single SQLite server. Each browser context is its own client (its own
 * forwarded address, `x-test-client-address`), so the limits of one test do not reach another.
 */
import type { APIResponse, BrowserContext, Locator, Page, Request } from "@playwright/test";
import path from "node:path";
import fs from "node:fs";
import sharp from "sharp";
import { classifyConsole, expect, Outbox, parseEml, test as base, type Mail, type UserData } from "./fixtures.ts";
import { REPO_ROOT } from "#tests/e2e/support/app-server.ts";
import { startCluster, type Cluster } from "#tests/e2e/support/cluster.ts";
import { CLIENT_ADDRESS_HEADER, PIN_HEADER, SERVED_BY_HEADER } from "#tests/e2e/support/round-robin-proxy.ts";
import { connect, createMember, uniqueLetters, type Member } from "#tests/e2e/support/members.ts";
import { pick } from "#tests/e2e/support/pickers.ts";
import type { TestSmtpServer } from "#tests/api/smtp-server.ts";

/** Failed logins (and sign-ups, codes) a minute per client address, on every instance together. */
const RATE_LIMIT_PER_MINUTE = 3;

/** The mails the SMTP server accepted, read like the outbox folder (same `otpFor`, `latest`, …). */
class SmtpOutbox extends Outbox {
  readonly smtp: TestSmtpServer;
  constructor(smtp: TestSmtpServer) {
    super(`SMTP ${smtp.url}`);
    this.smtp = smtp;
  }
  override all(): Mail[] {
    return this.smtp.received.map((mail, n) => parseEml(mail.data, `smtp-message-${n}`, mail.receivedAt));
  }
}

let clients = 0;
/** A client address of its own for each browser context and API context (127.0.0.0/8, never used on the wire). */
function nextClientAddress(workerIndex: number): string {
  clients++;
  return `127.${10 + (workerIndex % 200)}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

type Held = number | "round-robin";

interface Browsers {
  /** A new browser (context) with JavaScript on, its own client address, held on `instance` or not. */
  open(instance: Held): Promise<Page>;
  /** Hold an open browser on another instance (or let it go round-robin). */
  hold(page: Page, instance: Held): Promise<void>;
  /** Which instances answered the page and data requests (not assets) this browser sent since the last `hold`. */
  answeredBy(page: Page): number[];
}

const test = base.extend<{ browsers: Browsers; _clusterLogOnFailure: void }, { cluster: Cluster }>({
  cluster: [
    async ({}, use, workerInfo) => {
      const cluster = await startCluster({
        appDir: process.env.E2E_APP_DIR ? path.resolve(process.env.E2E_APP_DIR) : REPO_ROOT,
        name: `e2e_two_${workerInfo.workerIndex}`,
        logDir: path.join(workerInfo.project.outputDir, "server-logs"),
        env: {
          RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
          // Mail queued by one instance is sent by that instance at once; the poll is for the rest.
          MAIL_POLL_SECONDS: "1",
        },
      });
      try {
        await use(cluster);
      } finally {
        await cluster.stop();
      }
    },
    { scope: "worker", timeout: 240_000 },
  ],

  // The fixtures of ./fixtures.ts, pointed at the proxy: `baseURL`, `request` and `outbox`.
  app: [
    async ({ cluster }, use) => {
      await use({ url: cluster.url, mailDir: "", uploadDir: "" });
    },
    { scope: "worker", timeout: 240_000 },
  ],

  outbox: async ({ cluster }, use) => {
    await use(new SmtpOutbox(cluster.smtp));
  },

  request: async ({ playwright, baseURL }, use, testInfo) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { [CLIENT_ADDRESS_HEADER]: nextClientAddress(testInfo.workerIndex) },
    });
    await use(request);
    await request.dispose();
  },

  browsers: async ({ browser, baseURL }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    const address = new WeakMap<BrowserContext, string>();
    const answers = new WeakMap<BrowserContext, number[]>();
    const sentUnder = new WeakMap<Request, number[]>();
    const problems: string[] = [];
    const browsers: Browsers = {
      async open(instance) {
        const context = await browser.newContext({
          baseURL,
          javaScriptEnabled: true,
          locale: "en-IN",
          timezoneId: "Asia/Kolkata",
        });
        contexts.push(context);
        address.set(context, nextClientAddress(testInfo.workerIndex));
        answers.set(context, []);
        // The same guard as the fixtures' own context: no console error, page error or CSP report.
        context.on("console", (msg) => {
          const problem = classifyConsole(msg.type(), msg.text(), msg.location()?.url);
          if (problem) problems.push(problem);
        });
        context.on("weberror", (error) => problems.push(`uncaught page error: ${error.error().message}`));
        // An answer counts for the hold its request was sent under: a late answer to the last
        // hold's request (a reload of the page's data still on its way) is not this hold's.
        context.on("request", (request) => sentUnder.set(request, answers.get(context)!));
        context.on("response", (response) => {
          const kind = response.request().resourceType();
          if (kind !== "document" && kind !== "fetch") return;
          const by = response.headers()[SERVED_BY_HEADER];
          if (by !== undefined) sentUnder.get(response.request())?.push(Number(by));
        });
        const page = await context.newPage();
        await browsers.hold(page, instance);
        return page;
      },
      async hold(page, instance) {
        const context = page.context();
        const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: address.get(context)! };
        if (instance !== "round-robin") headers[PIN_HEADER] = String(instance);
        await context.setExtraHTTPHeaders(headers);
        answers.set(context, []);
      },
      answeredBy(page) {
        return [...new Set(answers.get(page.context()) ?? [])].sort();
      },
    };
    await use(browsers);
    for (const context of contexts) await context.close();
    if (problems.length) {
      await testInfo.attach("browser-errors.txt", { body: problems.join("\n\n"), contentType: "text/plain" });
      if (testInfo.status === testInfo.expectedStatus)
        throw new Error(`The browser reported ${problems.length} error(s):\n${problems.join("\n")}`);
    }
  },

  _clusterLogOnFailure: [
    async ({ cluster }, use, testInfo) => {
      for (const [n, instance] of cluster.instances.entries()) {
        const gone = instance.exited();
        if (gone)
          throw new Error(
            `Instance ${n} is gone (code ${gone.code}, signal ${gone.signal}). Log tail:\n${instance.logTail(30)}`,
          );
      }
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach("instance-logs.txt", { body: cluster.logTails(200), contentType: "text/plain" });
      }
    },
    { auto: true },
  ],
});

// ---------------------------------------------------------------------------------------------
// Helpers

/**
 * What one member did reaches another member's open page.
 *
 * `mode: "reload"`: the page is reloaded, then `target` must show — the state any instance serves
 * after a reload (what pages without JavaScript get).
 * `mode: "live"` (what the chat test uses): `target` must show within 2 seconds without a reload
 * — issue 11's promise for live updates (Server-Sent Events fed across instances, decision 127).
 * The page's stream must be open first (`liveOpen`).
 */
async function expectToReach(page: Page, target: Locator, mode: "reload" | "live"): Promise<void> {
  if (mode === "live") {
    await expect(target).toBeVisible({ timeout: 2_000 });
    return;
  }
  await page.reload();
  await waitForHydration(page);
  await expect(target).toBeVisible();
}

/** Waits until the page's live-update stream is open (`<html data-live="open">`). */
async function liveOpen(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-live", "open", { timeout: 10_000 });
}

async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    timeout: 15_000,
  });
}

async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

async function logIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await openPage(page, "/login");
  await page.getByLabel(/^Email/).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/individual\/dashboard$/);
  await waitForHydration(page);
}

/** A small real PNG. */
async function png(width = 96, height = 96): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();
}

/** A one-page PDF, enough for the API's `%PDF-` content check. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const successSnackbar = (page: Page, text: string) =>
  page.locator('[data-snackbar="success"]').filter({ hasText: text });
const messageField = (page: Page) => page.getByRole("textbox", { name: /^Message/ });
const bubble = (page: Page, text: string) => page.getByRole("log").getByRole("listitem").filter({ hasText: text });
const messagesNav = (page: Page) =>
  page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: /Messages/ });

/** Fetch `url` from the browser's context, held on `instance`, and check who answered. */
async function getFrom(page: Page, url: string, instance: number): Promise<APIResponse> {
  const res = await page.context().request.get(url, { headers: { [PIN_HEADER]: String(instance) }, maxRedirects: 0 });
  expect(res.headers()[SERVED_BY_HEADER], `${url} answered by instance ${instance}`).toBe(String(instance));
  return res;
}

/** Every file under `dir` (an instance's UPLOAD_DIR must stay empty: uploads go to the bucket). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

// ---------------------------------------------------------------------------------------------

test.describe("two instances behind a round-robin proxy", () => {
  // Whole journeys over two servers and a proxy on a shared 2-core machine: slow, not stuck.
  test.describe.configure({ timeout: 150_000 });

  test("sign-up with the code from SMTP and onboarding, going to both instances in turn", async ({
    browsers,
    cluster,
    outbox,
    makeUser,
  }) => {
    const user: UserData = { ...makeUser(), last_name: uniqueLetters("Two") };
    const page = await browsers.open("round-robin");
    await openPage(page, "/signup");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByLabel("Confirm password").fill(user.password);
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup\?step=verify$/);

    // The code went out over SMTP (the envelope names the address), by whichever instance queued it.
    const envelope = await cluster.smtp.waitFor(user.email, 15_000);
    expect(envelope.data).toContain(`To: ${user.email}`);
    await page.getByLabel("Verification code").fill(await outbox.otpFor(user.email, { timeout: 15_000 }));
    await page.getByRole("button", { name: "Verify" }).click();

    await expect(page).toHaveURL(/\/individual\/details$/);
    await waitForHydration(page);
    await page.getByLabel("First name").fill(user.first_name);
    await page.getByLabel("Last name").fill(user.last_name);
    await page.getByLabel("Headline").fill(user.bio);
    await page.getByLabel("Mobile number").fill(user.phone);
    await pick(() => page, "Location", "Bengal", "Bengaluru, Karnataka", true);
    await page.getByLabel("Pincode").fill(user.pincode);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/individual\/dashboard$/);
    await expect(
      page.getByRole("heading", {
        name: new RegExp(`^(Good (morning|afternoon|evening)|Welcome), ${user.first_name}$`),
      }),
    ).toBeVisible();

    // Pages and form posts of this one journey were answered by both instances (the session
    // cookie of one is good on the other: one SESSION_SECRET, sessions in the database).
    expect(browsers.answeredBy(page)).toEqual([0, 1]);
    expect(cluster.proxy.served.every((n) => n > 0)).toBe(true);
  });

  test("a photo and a resume uploaded on instance 0 are served by instance 1", async ({
    browsers,
    cluster,
    request,
    outbox,
    makeUser,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Two", city: "Pune" });
    const keysBefore = new Set(await cluster.s3.keys());

    // Held on instance 0: the photo and the resume.
    const page = await browsers.open(0);
    await logIn(page, member);
    await openPage(page, `/profile/${member.id}`);
    await page.getByRole("link", { name: "Edit photo" }).click();
    await waitForHydration(page);
    await dialog(page, "Profile photo")
      .getByLabel("New profile photo")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png() });
    await dialog(page, "Profile photo").getByRole("button", { name: "Upload" }).click();
    await expect(successSnackbar(page, "Your profile photo has been updated.")).toBeVisible();
    const photo = page.getByTestId("profile-picture");
    await expect(photo).toHaveAttribute("src", /^\/api\/files\//);
    const photoUrl = (await photo.getAttribute("src"))!;

    await page.getByRole("link", { name: "Upload resume" }).first().click();
    await waitForHydration(page);
    await dialog(page, "Upload resume")
      .getByLabel("Resume (PDF)")
      .setInputFiles({ name: "two-cv.pdf", mimeType: "application/pdf", buffer: PDF });
    await dialog(page, "Upload resume").getByRole("button", { name: "Upload" }).click();
    await expect(successSnackbar(page, "Your resume has been uploaded.")).toBeVisible();
    expect(browsers.answeredBy(page)).toEqual([0]);

    // Held on instance 1: the same profile shows the photo, and the resume downloads.
    const fromZero = await getFrom(page, photoUrl, 0);
    await browsers.hold(page, 1);
    await openPage(page, `/profile/${member.id}`);
    await expect(page.getByTestId("profile-picture")).toHaveAttribute("src", photoUrl);
    await expect
      .poll(() =>
        page.getByTestId("profile-picture").evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
    const fromOne = await getFrom(page, photoUrl, 1);
    expect(fromOne.status()).toBe(200);
    expect(fromOne.headers()["content-type"]).toBe(fromZero.headers()["content-type"]);
    expect(fromOne.headers()["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.compare(await fromOne.body(), await fromZero.body())).toBe(0);

    const resume = page.getByRole("region", { name: "Resume" });
    await expect(resume.getByText(/two-cv\.pdf/)).toBeVisible();
    const downloading = page.waitForEvent("download");
    await resume.getByRole("link", { name: "Download resume" }).click();
    const download = await downloading;
    expect(fs.readFileSync(await download.path())).toEqual(PDF);
    const resumeHref = (await resume.getByRole("link", { name: "Download resume" }).getAttribute("href"))!;
    const resumeFromOne = await getFrom(page, resumeHref, 1);
    expect(resumeFromOne.status()).toBe(200);
    expect(resumeFromOne.headers()["content-disposition"]).toMatch(/^attachment/);
    expect(await resumeFromOne.body()).toEqual(PDF);
    expect(browsers.answeredBy(page)).toEqual([1]);

    // Both files are in the bucket, and on neither instance's disk.
    const added = (await cluster.s3.keys()).filter((key) => !keysBefore.has(key));
    expect(
      added.some((key) => photoUrl.endsWith(key)),
      `the photo's key is in the bucket: ${added.join(", ")}`,
    ).toBe(true);
    expect(
      added.some((key) => key.startsWith("private/")),
      `the resume is in the bucket: ${added.join(", ")}`,
    ).toBe(true);
    for (const instance of cluster.instances) expect(filesUnder(instance.uploadDir)).toEqual([]);
  });

  test("two members held on different instances chat: messages, replies and the unread badge reach the other", async ({
    browsers,
    request,
    outbox,
    makeUser,
  }) => {
    const asha = await createMember(request, outbox, makeUser(), {
      first: "Ashwini",
      lastNamePrefix: "Two",
      city: "Chennai",
    });
    const ravi = await createMember(request, outbox, makeUser(), {
      first: "Raviraj",
      lastNamePrefix: "Two",
      city: "Chennai",
    });
    await connect(request, asha, ravi);

    const ashaPage = await browsers.open(0);
    const raviPage = await browsers.open(1);
    await logIn(ashaPage, asha);
    await logIn(raviPage, ravi);
    // Ravi's page (his dashboard) listens before Asha writes.
    await liveOpen(raviPage);

    // Asha (instance 0) writes first.
    await openPage(ashaPage, `/chats/create-chat?user_id=${ravi.id}`);
    const hello = `Hello Raviraj, from instance 0 (${uniqueLetters("m")})`;
    await messageField(ashaPage).fill(hello);
    await ashaPage.getByRole("button", { name: "Send" }).click();
    await expect(ashaPage).toHaveURL(/\/chats\/\d+$/);
    const chatPath = new URL(ashaPage.url()).pathname;
    await waitForHydration(ashaPage);
    await expect(bubble(ashaPage, hello)).toBeVisible();

    // Ravi (instance 1): the unread badge, then the conversation.
    await expectToReach(raviPage, messagesNav(raviPage).filter({ hasText: "1" }), "live");
    await openPage(raviPage, chatPath);
    await expect(bubble(raviPage, hello)).toBeVisible();
    await expect(bubble(raviPage, hello)).not.toHaveAttribute("data-mine", "true");
    await liveOpen(ashaPage);
    await liveOpen(raviPage);
    const reply = `Thanks Ashwini, from instance 1 (${uniqueLetters("m")})`;
    await messageField(raviPage).fill(reply);
    await raviPage.getByRole("button", { name: "Send" }).click();
    await expect(bubble(raviPage, reply)).toBeVisible();

    // Asha sees the reply in her open conversation, and answers again.
    await expectToReach(ashaPage, bubble(ashaPage, reply), "live");
    await expect(bubble(ashaPage, reply)).not.toHaveAttribute("data-mine", "true");
    const again = `Great, talk soon (${uniqueLetters("m")})`;
    await messageField(ashaPage).fill(again);
    await ashaPage.getByRole("button", { name: "Send" }).click();
    await expect(bubble(ashaPage, again)).toBeVisible();
    await expectToReach(raviPage, bubble(raviPage, again), "live");

    // Each browser was answered by its own instance only.
    expect(browsers.answeredBy(ashaPage)).toEqual([0]);
    expect(browsers.answeredBy(raviPage)).toEqual([1]);
  });

  test("failed logins count across both instances: the rate limit is hit with attempts alternating between them", async ({
    browsers,
    request,
    outbox,
    makeUser,
  }) => {
    const member: Member = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Two" });
    const page = await browsers.open(0);
    const attempt = async (instance: number, password: string) => {
      await browsers.hold(page, instance);
      await openPage(page, "/login");
      await page.getByLabel(/^Email/).fill(member.email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole("button", { name: "Log in" }).click();
    };
    // The limiter counts in fixed one-minute windows (app/backend/lib/rate-limit.ts): the attempts
    // below must not straddle the start of a minute, where the count starts again (this test
    // failed now and then when they did). Start them with half a minute or more to go.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 30_000) await page.waitForTimeout(left + 250);
    // RATE_LIMIT_PER_MINUTE failures from this browser's address, on instances 0, 1, 0: each
    // instance has seen at most two, yet the next attempt, on instance 1, is refused.
    for (let n = 0; n < RATE_LIMIT_PER_MINUTE; n++) {
      await attempt(n % 2, `${member.password}-wrong`);
      await expect(page.getByText("Email or password is incorrect.").first()).toBeVisible();
      expect(browsers.answeredBy(page)).toEqual([n % 2]);
    }
    await attempt(RATE_LIMIT_PER_MINUTE % 2, `${member.password}-wrong`);
    await expect(page.getByText(/Too many attempts\. Please try again in \d+ seconds\./).first()).toBeVisible();
    // Even the right password waits now, on the other instance too.
    await attempt((RATE_LIMIT_PER_MINUTE + 1) % 2, member.password);
    await expect(page.getByText(/Too many attempts\. Please try again in \d+ seconds\./).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
