/**
 * The dashboard greeting follows the browser's time zone once JavaScript has told the server
 * (the `tz` cookie); without JavaScript it is the default, Asia/Kolkata (the browser tests' zone).
 */
import { expect, test } from "./fixtures.ts";

const RAHUL = { email: "rahul@joblink.test", password: "Demo@1234" };

/** The greeting the API gives for the current hour in `timeZone`. */
function greetingIn(timeZone: string): string {
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(new Date()),
  );
  if (hour >= 5 && hour < 12) return "Good morning";
  if (hour >= 12 && hour < 17) return "Good afternoon";
  return "Good evening";
}

/** A zone whose part of the day differs from Asia/Kolkata's right now. */
function zoneUnlikeKolkata(): string {
  const here = greetingIn("Asia/Kolkata");
  const zone = ["America/Los_Angeles", "Europe/London", "Pacific/Auckland", "America/New_York"].find(
    (z) => greetingIn(z) !== here,
  );
  if (!zone) throw new Error("no zone with another part of the day");
  return zone;
}

test("the dashboard greets in the browser's time zone", async ({ browser, baseURL, isJs }) => {
  const timezoneId = zoneUnlikeKolkata();
  const context = await browser.newContext({ baseURL, javaScriptEnabled: isJs, timezoneId, locale: "en-IN" });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(RAHUL.email);
  await page.getByLabel(/^Password/).fill(RAHUL.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/individual\/dashboard$/);
  if (isJs) {
    // The first page tells the server the zone; the next one greets in it.
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === "tz")?.value)
      .toBe(encodeURIComponent(timezoneId));
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${greetingIn(timezoneId)}, Rahul`);
  } else {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${greetingIn("Asia/Kolkata")}, Rahul`);
  }
  await context.close();
});
