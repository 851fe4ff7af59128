/**
 * Public pages people share (issue 14): a job page, a member's profile and a company page carry a
 * description and Open Graph tags, so a pasted link previews; every page has the favicon, the
 * touch icon and the web app manifest. Visitors, JavaScript on and off (the tags are in the HTML).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createMember, createPost, DEMO_COMPANY, tokenFor } from "#tests/e2e/support/members.ts";

const og = (page: Page, property: string) => page.locator(`meta[property="${property}"]`);

test.describe("share previews", () => {
  test("a job page, a profile and a company page preview with title, description and address", async ({
    page,
    request,
    outbox,
    makeUser,
    baseURL,
  }) => {
    const poster = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Share", city: "Pune" });
    const id = await createPost(request, poster, { title: "Platform engineer", job_type: "remote" });

    await page.goto(`/job-details/${id}`);
    await expect(og(page, "og:title")).toHaveAttribute("content", /^Platform engineer at /);
    await expect(og(page, "og:url")).toHaveAttribute("content", `${baseURL}/job-details/${id}`);
    await expect(og(page, "og:type")).toHaveAttribute("content", "article");
    await expect(og(page, "og:description")).toHaveAttribute(
      "content",
      /is hiring a Platform engineer in .+\. Remote · Full-time · 1 year/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /is hiring a Platform engineer/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/job-details/${id}`);

    await page.goto(`/profile/x/${poster.id}`);
    await expect(og(page, "og:title")).toHaveAttribute("content", `${poster.name} | JobLink`);
    await expect(og(page, "og:type")).toHaveAttribute("content", "profile");
    await expect(og(page, "og:description")).toHaveAttribute("content", /Pune/);
    // Nothing a visitor may not see: no email or phone in the preview.
    expect(
      await page
        .locator('meta[property^="og:"]')
        .evaluateAll((tags) => tags.map((t) => t.getAttribute("content")).join(" ")),
    ).not.toContain(poster.email);

    // The demo company's page.
    const token = await tokenFor(request, DEMO_COMPANY.email, DEMO_COMPANY.password);
    const company = (
      await (await request.get("/api/corporate/get/", { headers: { Authorization: `Bearer ${token}` } })).json()
    ).data as { id: number };
    await page.goto(`/profile/corporate/${company.id}`);
    await expect(og(page, "og:title")).toHaveAttribute("content", `${DEMO_COMPANY.name} | JobLink`);
    await expect(og(page, "og:url")).toHaveAttribute("content", `${baseURL}/profile/corporate/${company.id}`);
    await expect(og(page, "og:description")).toHaveAttribute("content", /.+/);
  });

  test("every page links the favicon, the touch icon and the manifest, and they are served", async ({
    page,
    request,
  }) => {
    await page.goto("/login");
    for (const [rel, type] of [
      ["icon", "image/svg+xml"],
      ["apple-touch-icon", "image/png"],
      ["manifest", "application/manifest+json"],
    ] as const) {
      const href = await page.locator(`link[rel="${rel}"]`).first().getAttribute("href");
      expect(href, rel).toBeTruthy();
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(response.headers()["content-type"], href!).toContain(type);
    }
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest).toMatchObject({ name: "JobLink", theme_color: "#002060", display: "standalone" });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#002060");
  });
});
