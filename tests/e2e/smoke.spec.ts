import { test, expect, describeMobile, expectNoHorizontalScroll } from "./fixtures.ts";

test.describe("smoke", () => {
  test("the health check answers 200 ok", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  test("a page arrives whole: doctype, its data for hydration inline and closed, no boundary left to the browser", async ({
    request,
  }) => {
    const res = await request.get("/login");
    const html = await res.text();
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(html).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(html).toContain("window.__reactRouterContext.streamController.close();");
    expect(html).not.toContain("<!--$!-->");
  });

  test("the login page renders, titled and accessible", async ({ page, waitForHydration, expectAxeClean }) => {
    const res = await page.goto("/login");
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle(/^JobLink \| /);
    await expectAxeClean(page);
  });
});

describeMobile("smoke on a phone", () => {
  test("the login page fits a 360 px screen and stays accessible", async ({
    page,
    waitForHydration,
    expectAxeClean,
  }) => {
    await page.goto("/login");
    await waitForHydration(page);
    await expect(page).toHaveTitle(/^JobLink \| /);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
  });
});
