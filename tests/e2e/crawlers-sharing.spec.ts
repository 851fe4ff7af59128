/**
 * What crawlers and other sites get that people see (issue 33, decision 170): a job page's share
 * card and JSON-LD, the company page's feed link and (for the company) its widget code, and the
 * widget page itself, framed by another page. JavaScript on and off, at 360 px, clean under axe.
 */
import type { Page } from "@playwright/test";
import { describeMobile, expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { DEMO_COMPANY, loginAs, tokenFor } from "#tests/e2e/support/members.ts";

const og = (page: Page, property: string) => page.locator(`meta[property="${property}"]`);

async function acmeId(request: import("@playwright/test").APIRequestContext): Promise<number> {
  const token = await tokenFor(request, DEMO_COMPANY.email, DEMO_COMPANY.password);
  return (await (await request.get("/api/corporate/get/", { headers: { Authorization: `Bearer ${token}` } })).json())
    .data.id;
}

async function firstOpenJob(
  request: import("@playwright/test").APIRequestContext,
  companyId: number,
): Promise<{ id: number; title: string }> {
  const list = (await (await request.get(`/api/job-post/list/?user_id=${companyId}`)).json()).data as Array<{
    id: number;
    title: string;
  }>;
  return list[0];
}

test.describe("crawlers and sharing", () => {
  test("a job page: its share card, the card itself, and its JobPosting", async ({
    page,
    request,
    baseURL,
    waitForHydration,
  }) => {
    const job = await firstOpenJob(request, await acmeId(request));
    await page.goto(`/job-details/${job.id}`);
    await waitForHydration(page);
    const image = await og(page, "og:image").getAttribute("content");
    expect(image).toMatch(new RegExp(`^${baseURL}/job-details/${job.id}/card\\.png\\?v=`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(og(page, "og:image:alt")).toHaveAttribute(
      "content",
      new RegExp(`^${job.title.replace(/[()]/g, "\\$&")} at ${DEMO_COMPANY.name}`),
    );
    const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: job.title,
      hiringOrganization: { name: DEMO_COMPANY.name },
    });
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();

    // The card is a picture a browser shows, opened on its own or in another page.
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Preview</title></head><body><main><img alt="The card" src="${image}"></main></body></html>`,
    );
    await expect
      .poll(() =>
        page.getByAltText("The card").evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
      )
      .toEqual([1200, 630]);
    expect((await page.goto(image!))!.headers()["content-type"]).toBe("image/png");
  });

  test("the company page links its feed; the company copies its widget's code; the widget shows in another site's frame", async ({
    page,
    request,
    baseURL,
    waitForHydration,
    expectAxeClean,
  }) => {
    const id = await acmeId(request);
    await page.goto(`/profile/corporate/${id}`);
    await waitForHydration(page);
    const follow = page.getByRole("region", { name: "Follow these jobs" });
    await expect(follow.getByRole("link", { name: `Jobs at ${DEMO_COMPANY.name} as a feed` })).toHaveAttribute(
      "href",
      `/profile/corporate/${id}/jobs.xml`,
    );
    await expect(follow.getByLabel("Show your open jobs on your own site")).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      `${baseURL}/profile/corporate/${id}/jobs.xml`,
    );

    await loginAs(page, DEMO_COMPANY, { home: /\/corporate\/dashboard$/, waitForHydration });
    await page.goto(`/profile/corporate/${id}`);
    await waitForHydration(page);
    const code = page.getByLabel("Show your open jobs on your own site");
    await expect(code).toHaveValue(
      `<iframe src="${baseURL}/embed/companies/${id}/jobs" title="Jobs at ${DEMO_COMPANY.name}" width="100%" height="480" style="border:0" loading="lazy"></iframe>`,
    );
    await expectAxeClean(page);

    // Pasted into another page (here, one made in the browser from the code), the widget shows.
    const snippet = await code.inputValue();
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Careers</title></head><body><main><h1>Careers at Acme</h1>${snippet}</main></body></html>`,
    );
    const frame = page.frameLocator("iframe");
    await expect(frame.getByRole("heading", { name: `Jobs at ${DEMO_COMPANY.name}` })).toBeVisible();
    await expect(frame.getByRole("listitem").first().getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`^${baseURL}/job-details/\\d+$`),
    );
  });

  describeMobile("at 360 px", () => {
    test("the widget page fits, every job links to its page in a new tab, clean under axe", async ({
      page,
      request,
      baseURL,
      expectAxeClean,
    }) => {
      const id = await acmeId(request);
      await page.goto(`/embed/companies/${id}/jobs`);
      await expect(page.getByRole("heading", { level: 1, name: `Jobs at ${DEMO_COMPANY.name}` })).toBeVisible();
      const links = page.getByRole("listitem").getByRole("link");
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("href", new RegExp(`^${baseURL}/job-details/\\d+$`));
      }
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page);
    });

    test("the company page's feed section fits", async ({ page, request, waitForHydration, expectAxeClean }) => {
      await page.goto(`/profile/corporate/${await acmeId(request)}`);
      await waitForHydration(page);
      await expect(page.getByRole("region", { name: "Follow these jobs" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page);
    });
  });
});
