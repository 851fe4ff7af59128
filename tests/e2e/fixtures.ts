/**
 * The Playwright harness for JobLink.
 *
 *   import { test, expect } from "./fixtures.ts";
 *
 * Worker scope: `app` — this worker's own app server (`node server.js` from the built app) with
 *   its own fresh SQLite database, mail outbox and upload directory. `baseURL` points at it, so
 *   `page.goto("/login")` and `request.get("/healthz")` just work.
 *
 * Test scope:
 *   - `outbox`        newest mail for an address: `otpFor(email)`, `linkFor(email)`, `latest(...)`
 *   - `makeUser`      valid, unique sign-up data (`makeUser({ type_of_user: "corporate" })`)
 *   - `expectAxeClean(page)`  no WCAG 2.2 AA violations (axe-core)
 *   - `waitForHydration(page)` waits for `<html data-hydrated="true">` (no-op with JS off)
 *   - `allowConsoleError(re)`  let an expected console error through (rarely needed)
 *   - `isJs`          true in the `js` project, false in `nojs`
 *   Automatic: the test fails on any `console.error`, uncaught page error, or CSP violation.
 *
 * Environment knobs: E2E_BASE_URL + E2E_MAIL_DIR (use an already running server instead),
 * E2E_APP_DIR (directory holding server.js, default the repo), E2E_KEEP_DATA=1 (keep temp dirs).
 */
import { test as base, expect, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import path from "node:path";
import { startAppServer, REPO_ROOT, type AppServer } from "#tests/e2e/support/app-server.ts";
import { Outbox } from "#tests/e2e/support/mail.ts";
import type { UserType } from "#app/forms/fields.ts";

export { expect };
export type { Mail } from "#tests/e2e/support/mail.ts";
export { Outbox, parseEml } from "#tests/e2e/support/mail.ts";

/** The phone-sized viewport every screen must work at (DESIGN.md: mobile first, 360 px). */
export const MOBILE_VIEWPORT = { width: 360, height: 740 } as const;

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The two kinds of account (app/forms/fields.ts). */
export type { UserType };

export interface UserData {
  type_of_user: UserType;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
  pincode: string;
  bio: string;
  /** Corporate onboarding fields. */
  company_name: string;
  poc: string;
  website: string;
}

export interface AxeOptions {
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
  /** axe rule ids to switch off (say why in the test). */
  disableRules?: string[];
}

interface WorkerFixtures {
  app: { url: string; mailDir: string; uploadDir: string; server?: AppServer };
  /** Extra environment for this worker's app server (set with `test.use({ appEnv: {...} })`). */
  appEnv: Record<string, string>;
}

interface TestFixtures {
  outbox: Outbox;
  makeUser: (overrides?: Partial<UserData>) => UserData;
  expectAxeClean: (page: Page, opts?: AxeOptions) => Promise<void>;
  waitForHydration: (page: Page) => Promise<void>;
  allowConsoleError: (pattern: RegExp) => void;
  isJs: boolean;
  _consoleAllow: RegExp[];
  _serverLogOnFailure: void;
}

const FIRST_NAMES = ["Asha", "Ravi", "Meera", "Arjun", "Priya", "Kiran", "Anil", "Deepa", "O'Brien", "Mary-Anne"];
const LAST_NAMES = ["Sharma", "Iyer", "Nair", "Reddy", "D'Souza", "Menon", "Gupta", "Rao", "Patel", "Khan"];

let userCounter = 0;
const runTag = Date.now().toString(36);

export function isJsProject(testInfo: TestInfo = base.info()): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

/** Wait until React has hydrated the page (root sets `data-hydrated="true"`); no-op with JS off. */
export async function waitForHydration(page: Page, testInfo: TestInfo = base.info()): Promise<void> {
  if (!isJsProject(testInfo)) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    timeout: 15_000,
  });
}

/** Run axe with the WCAG 2.2 AA tags and fail with a readable list of violations. */
export async function expectAxeClean(page: Page, opts: AxeOptions = {}, testInfo?: TestInfo): Promise<void> {
  const scan = async (target: Page) => {
    // Legacy mode runs axe in the page itself: the default opens a blank page per scan to put
    // the frames' results together, which doubles a scan's time, and our pages have no
    // cross-origin frames (the only thing legacy mode leaves out).
    let builder = new AxeBuilder({ page: target }).withTags(WCAG_TAGS).setLegacyMode(true);
    for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
    if (opts.disableRules?.length) builder = builder.disableRules(opts.disableRules);
    return builder.analyze();
  };
  const jsOff = !isJsProject(testInfo ?? base.info());
  // A step of its own, so a report shows what the scans cost.
  const results = await base.step("axe scan", () => (jsOff ? scanNoJsSnapshot(page, scan) : scan(page)), { box: true });
  const violations = results.violations;
  if (violations.length && testInfo) {
    await testInfo.attach("axe-violations.json", {
      body: JSON.stringify(violations, null, 2),
      contentType: "application/json",
    });
  }
  const summary = violations
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.replace(/\s+/g, " ")}`)
          .join("\n"),
    )
    .join("\n");
  expect(violations.length, `axe found WCAG 2.2 AA violations on ${page.url()}:\n${summary}`).toBe(0);
}

/**
 * axe runs asynchronously inside the page, which a page with JavaScript off cannot do (its timers
 * never fire). So with JS off we scan a faithful copy: the page's current DOM, served at the same
 * URL (same stylesheets and images) to a JS-enabled page of the same size, with every <script>
 * removed and <noscript> content kept, exactly as the no-JS visitor sees it.
 */
async function scanNoJsSnapshot<T>(page: Page, scan: (p: Page) => Promise<T>): Promise<T> {
  const url = page.url();
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<\/?noscript\b[^>]*>/gi, "");
  const browser = page.context().browser();
  if (!browser) throw new Error("expectAxeClean: no browser for the page");
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
    locale: "en-IN",
  });
  try {
    const snapshot = await context.newPage();
    let served = false;
    await snapshot.route(
      (u) => !served && u.href === url,
      async (route) => {
        served = true;
        await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
      },
    );
    await snapshot.goto(url, { waitUntil: "load" });
    return await scan(snapshot);
  } finally {
    await context.close();
  }
}

/** A describe block whose tests all run at the 360×740 phone viewport. */
export function describeMobile(title: string, body: () => void): void {
  test.describe(`${title} (360×740)`, () => {
    test.use({ viewport: MOBILE_VIEWPORT });
    body();
  });
}

/**
 * The page must not scroll sideways (content fits the viewport width). The layout is given up to
 * 2 s to settle (images and late styles), then the width at that moment is reported.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const measure = () =>
    page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
  let last = await measure();
  await expect
    .poll(
      async () => {
        last = await measure();
        return last.scrollWidth - last.clientWidth;
      },
      { timeout: 2_000, message: "the page scrolls sideways" },
    )
    .toBeLessThanOrEqual(0)
    .catch(async () => {
      // On a busy machine the poll can run out while its last measurement is under way: measure
      // once more, and fail only if the page really scrolls sideways.
      last = await measure();
      if (last.scrollWidth > last.clientWidth)
        throw new Error(`page is ${last.scrollWidth}px wide in a ${last.clientWidth}px viewport`);
    });
}

/** Is this console message something the app should never produce? (null: it is fine) */
export function classifyConsole(type: string, text: string, url: string | undefined): string | null {
  if (/Content Security Policy|Refused to (execute|load|apply|connect|frame|evaluate|create)/i.test(text)) {
    return `CSP violation: ${text}`;
  }
  if (type !== "error") return null;
  // The browser logs every 4xx answer as "Failed to load resource". Expected for documents and
  // data requests (404 page, 400 validation replies, 401/403 guards), never for static assets.
  const failed = /Failed to load resource: the server responded with a status of (\d{3})/.exec(text);
  if (failed) {
    const status = Number(failed[1]);
    const isStatic =
      !!url && /\/assets\/|\.(js|mjs|css|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|map)(\?|$)/i.test(url);
    if (status >= 400 && status < 500 && !isStatic) return null;
    const hint = url?.endsWith("/favicon.ico") ? " — serve a favicon (public/favicon.ico) or link an icon" : "";
    return `${text} (${url ?? "unknown url"})${hint}`;
  }
  return `console.error: ${text}${url ? ` (${url})` : ""}`;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  appEnv: [{}, { scope: "worker", option: true }],

  app: [
    async ({ appEnv }, use, workerInfo) => {
      if (process.env.E2E_BASE_URL) {
        const mailDir = process.env.E2E_MAIL_DIR ?? path.join(REPO_ROOT, "data/mail");
        await use({ url: process.env.E2E_BASE_URL.replace(/\/$/, ""), mailDir, uploadDir: "" });
        return;
      }
      const name = `e2e-${workerInfo.workerIndex}`;
      const logDir = path.join(workerInfo.project.outputDir, "server-logs");
      const server = await startAppServer({
        appDir: process.env.E2E_APP_DIR ? path.resolve(process.env.E2E_APP_DIR) : REPO_ROOT,
        name,
        env: appEnv,
        logFile: path.join(logDir, `worker-${workerInfo.workerIndex}.log`),
      });
      try {
        await use({ url: server.url, mailDir: server.mailDir, uploadDir: server.uploadDir, server });
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],

  baseURL: async ({ app }, use) => {
    await use(app.url);
  },

  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use(request);
    await request.dispose();
  },

  isJs: async ({}, use, testInfo) => {
    await use(isJsProject(testInfo));
  },

  _consoleAllow: async ({}, use) => {
    await use([]);
  },

  allowConsoleError: async ({ _consoleAllow }, use) => {
    await use((pattern: RegExp) => {
      _consoleAllow.push(pattern);
    });
  },

  context: async ({ context, _consoleAllow }, use, testInfo) => {
    const problems: string[] = [];
    const allowed = (text: string) => _consoleAllow.some((re) => re.test(text));
    const onConsole = (msg: import("@playwright/test").ConsoleMessage) => {
      const problem = classifyConsole(msg.type(), msg.text(), msg.location()?.url);
      if (problem && !allowed(msg.text())) problems.push(problem);
    };
    const onWebError = (err: import("@playwright/test").WebError) => {
      const e = err.error();
      const text = `${e.name}: ${e.message}`;
      if (!allowed(text)) problems.push(`uncaught page error: ${text}\n${e.stack ?? ""}`);
    };
    (context as BrowserContext).on("console", onConsole);
    context.on("weberror", onWebError);
    await use(context);
    context.off("console", onConsole);
    context.off("weberror", onWebError);
    if (problems.length) {
      await testInfo.attach("browser-errors.txt", { body: problems.join("\n\n"), contentType: "text/plain" });
      // Only raise when the test itself passed: a failing test already says what went wrong.
      if (testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The browser reported ${problems.length} error(s):\n${problems.join("\n")}`);
      }
    }
  },

  _serverLogOnFailure: [
    async ({ app }, use, testInfo) => {
      const gone = app.server?.exited();
      if (gone) {
        throw new Error(
          `This worker's app server is gone: it exited at ${gone.at.toISOString()} (code ${gone.code}, signal ${gone.signal}).` +
            ` Was it killed from outside the test run? Log tail:\n${app.server!.logTail(30)}`,
        );
      }
      await use();
      const goneNow = app.server?.exited();
      if (goneNow && testInfo.status !== testInfo.expectedStatus) {
        testInfo.annotations.push({
          type: "server",
          description: `the app server exited during the test (code ${goneNow.code}, signal ${goneNow.signal})`,
        });
      }
      if (testInfo.status !== testInfo.expectedStatus && app.server) {
        await testInfo.attach("server-log-tail.txt", { body: app.server.logTail(200), contentType: "text/plain" });
      }
    },
    { auto: true },
  ],

  outbox: async ({ app }, use) => {
    await use(new Outbox(app.mailDir));
  },

  makeUser: async ({}, use, testInfo) => {
    await use((overrides: Partial<UserData> = {}) => {
      const n = ++userCounter;
      const pick = <T>(list: readonly T[], salt: number) => list[(n * 7 + salt) % list.length]!;
      const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join("");
      const letters = (count: number) =>
        Array.from({ length: count }, () => "abcdefghjkmnpqrstuvwxyz"[Math.floor(Math.random() * 23)]).join("");
      const tag = `w${testInfo.workerIndex}${testInfo.project.name}${runTag}${n}`;
      const first = pick(FIRST_NAMES, 0);
      const last = pick(LAST_NAMES, 3);
      return {
        type_of_user: "individual",
        email: `e2e.${tag}@example.com`.toLowerCase(),
        password: `Passw0rd!${letters(3)}`,
        first_name: first,
        last_name: last,
        phone: `9${digits(9)}`,
        pincode: `${1 + Math.floor(Math.random() * 9)}${digits(5)}`,
        bio: `Software engineer at Acme, ${first} ${last} likes clean APIs.`,
        company_name: `Acme ${letters(5)} Labs`,
        poc: `${first} ${last}`.slice(0, 20),
        website: `https://acme-${letters(5)}.example.com`,
        ...overrides,
      };
    });
  },

  expectAxeClean: async ({}, use, testInfo) => {
    await use((page: Page, opts?: AxeOptions) => expectAxeClean(page, opts, testInfo));
  },

  waitForHydration: async ({}, use, testInfo) => {
    await use((page: Page) => waitForHydration(page, testInfo));
  },
});
