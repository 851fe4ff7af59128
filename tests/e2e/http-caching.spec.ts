/**
 * HTTP caching (decision 101): fingerprinted assets are immutable and sent from the build's
 * precompressed .br/.gz files; public pages (a job for a visitor) are cacheable with an ETag and
 * answer 304; anything seen with a session is `private, no-store`.
 */
import fs from "node:fs";
import path from "node:path";
import { test, expect, type Outbox, type UserData } from "./fixtures.ts";
import { REPO_ROOT } from "#tests/e2e/support/app-server.ts";
import type { APIRequestContext } from "@playwright/test";
import { createCompany, createPost, loginAs, uniqueLetters } from "#tests/e2e/support/members.ts";

const CLIENT_DIR = path.join(
  process.env.E2E_APP_DIR ? path.resolve(process.env.E2E_APP_DIR) : REPO_ROOT,
  "build/client",
);
const DEMO_MEMBER = { email: "asha@joblink.test", password: "Demo@1234" };
const IMMUTABLE = "public, max-age=31536000, immutable";
/** A skill of the master list that no other browser test or demo post uses. */
const UNSHARED_SKILL = "AutoCAD";

/**
 * A fresh job post: its page's path and title. The page must not change between two loads, so
 * the post is by a new company with a skill no other test posts with: its "similar jobs" (the
 * company's other posts, posts with its skills) stay empty while other workers post jobs.
 */
async function postJob(
  request: APIRequestContext,
  outbox: Outbox,
  makeUser: (overrides?: Partial<UserData>) => UserData,
): Promise<{ jobPath: string; title: string }> {
  const company = await createCompany(request, outbox, makeUser({ type_of_user: "corporate" }));
  const skills = (await (await request.get(`/api/master/skill/list/?search=${UNSHARED_SKILL}`)).json()).data as Array<{
    id: number;
    title: string;
  }>;
  const skill = skills.find((entry) => entry.title === UNSHARED_SKILL);
  expect(skill, `the master list has ${UNSHARED_SKILL}`).toBeDefined();
  const title = uniqueLetters("Cache check ");
  return { jobPath: `/job-details/${await createPost(request, company, { title, skills: [skill!.id] })}`, title };
}

test.describe("http caching", () => {
  test("a fingerprinted script is immutable and sent from its precompressed file", async ({ request }) => {
    const html = await (await request.get("/login")).text();
    const asset = html.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
    expect(asset, "the login page loads the client entry").toBeTruthy();
    const file = path.join(CLIENT_DIR, asset!);
    const original = fs.readFileSync(file);

    for (const [accept, encoding, suffix] of [
      ["gzip, deflate, br, zstd", "br", ".br"],
      ["gzip, deflate", "gzip", ".gz"],
    ] as const) {
      const res = await request.get(asset!, { headers: { "Accept-Encoding": accept } });
      expect(res.status()).toBe(200);
      const headers = res.headers();
      expect(headers["cache-control"]).toBe(IMMUTABLE);
      expect(headers["content-encoding"]).toBe(encoding);
      expect(headers["vary"]).toMatch(/accept-encoding/i);
      expect(headers["content-type"]).toMatch(/^text\/javascript/);
      // The bytes on the wire are the build's sibling file, not a fresh compression.
      expect(Number(headers["content-length"])).toBe(fs.statSync(file + suffix).size);
      expect((await res.body()).equals(original), "decompressed, the body is the script").toBe(true);
    }

    const plain = await request.get(asset!, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(plain.headers()["cache-control"]).toBe(IMMUTABLE);
    expect(Number(plain.headers()["content-length"])).toBe(original.length);
  });

  test("a job's page for a visitor is public with an ETag, and answers 304 to it", async ({
    request,
    outbox,
    makeUser,
  }) => {
    const { jobPath } = await postJob(request, outbox, makeUser);
    const res = await request.get(jobPath);
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(headers["vary"]).toMatch(/\bcookie\b/i);
    expect(headers["set-cookie"]).toBeUndefined();
    const etag = headers["etag"];
    expect(etag).toMatch(/^W\/".+"$/);

    // A later render has another CSP nonce but the same ETag.
    const again = await request.get(jobPath, { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);
    expect(again.headers()["etag"]).toBe(etag);
    expect(again.headers()["cache-control"]).toBe(headers["cache-control"]);
    // No CSP on the 304: the browser keeps the stored page's policy, whose nonce that page has.
    expect(again.headers()["content-security-policy"]).toBeUndefined();
  });

  test("with a session the same page and the dashboard are private, no-store, without ETag", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
  }) => {
    const { jobPath } = await postJob(request, outbox, makeUser);
    const visitorEtag = (await request.get(jobPath)).headers()["etag"]!;
    // The browser's cache holds the visitor's copy first: Vary: Cookie keeps it from the member.
    await page.goto(jobPath);
    await loginAs(page, DEMO_MEMBER, { waitForHydration });

    const dashboard = await page.goto("/individual/dashboard");
    expect(dashboard?.status()).toBe(200);
    expect(dashboard?.headers()["cache-control"]).toBe("private, no-store");
    expect(dashboard?.headers()["etag"]).toBeUndefined();

    const job = await page.goto(jobPath);
    expect(job?.status()).toBe(200);
    expect(job?.headers()["cache-control"]).toBe("private, no-store");
    expect(job?.headers()["etag"]).toBeUndefined();
    await waitForHydration(page);

    // Even asked with the visitor's ETag, a member gets the whole page, never a 304.
    const asked = await page.request.get(jobPath, { headers: { "If-None-Match": visitorEtag } });
    expect(asked.status()).toBe(200);
    expect(asked.headers()["cache-control"]).toBe("private, no-store");
    expect(asked.headers()["etag"]).toBeUndefined();
  });

  test("a reload answered 304 shows the stored page under its own CSP, and it hydrates", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
  }) => {
    const { jobPath, title } = await postJob(request, outbox, makeUser);
    // Chromium reports a revalidated page as 200 from its cache: the 304 shows in the raw response.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const documents = new Set<string>();
    const rawStatus = new Map<string, number>();
    cdp.on("Network.requestWillBeSent", (e) => {
      if (e.type === "Document") documents.add(e.requestId);
    });
    cdp.on("Network.responseReceivedExtraInfo", (e) => {
      if (documents.has(e.requestId)) rawStatus.set(e.requestId, e.statusCode);
    });

    await page.goto(jobPath);
    await waitForHydration(page);
    rawStatus.clear();

    const reloaded = await page.reload();
    await waitForHydration(page);
    // The raw response's event may come after the load event.
    await expect
      .poll(() => [...rawStatus.values()], { message: "the reload was revalidated with a 304" })
      .toEqual([304]);
    expect((await reloaded?.request().allHeaders())?.["if-none-match"]).toMatch(/^W\//);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The fixture fails the test on any CSP violation or console error after the reload.
  });
});
