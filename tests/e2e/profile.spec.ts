/**
 * Profiles and uploads (issue 3), with JavaScript on and off:
 * a member fills a profile (photo, banner, resume, intro with skills, experience and education
 * created, edited and deleted) and sees it; bad uploads (a text file named .png, a file over the
 * limit) show their message and store nothing; a visitor opens the public profile and sees no
 * contact details and no resume download; a company uploads its logo and its page shows it; the
 * company's employees page lists the members working there. axe and 360 px checks on the new
 * screens.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { createMember, DEMO_COMPANY, dialog, loginAs, successSnackbar } from "#tests/e2e/support/members.ts";
import { pick } from "#tests/e2e/support/pickers.ts";

/** Unique names; the city is the one these tests always used. */
const MEMBER = { lastNamePrefix: "Pro", city: "Pune" };

/** A small real PNG (sharp is a dependency already). */
async function png(width = 80, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 80, b: 160 } } })
    .png()
    .toBuffer();
}

/** A one-page PDF, small and valid enough for the API's `%PDF-` content check. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Opens a URL dialog through its link and waits for it (a modal with JS, a panel without). */
async function openDialog(
  page: Page,
  link: string | RegExp,
  title: string,
  waitForHydration: (page: Page) => Promise<void>,
) {
  await page.getByRole("link", { name: link }).first().click();
  await waitForHydration(page);
  await expect(dialog(page, title)).toBeVisible();
  return dialog(page, title);
}

test.describe("member profile", () => {
  // A whole journey with many page loads and several axe scans: slow, not stuck.
  test.describe.configure({ timeout: 150_000 });

  test("a member fills a profile with photo, banner, resume, skills, experience and education, and sees it", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), MEMBER);
    await loginAs(page, member);

    // The avatar menu's "View profile" leads to the profile, in its username form.
    await waitForHydration(page);
    await page.getByLabel("Account menu").click();
    await page.getByRole("link", { name: "View profile" }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/[a-z0-9-]+/${member.id}$`));
    await waitForHydration(page);
    await expect(page).toHaveTitle(`JobLink | ${member.name}`);
    await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
    await expectAxeClean(page);

    // Photo.
    let box = await openDialog(page, "Edit photo", "Profile photo", waitForHydration);
    await expectAxeClean(page);
    await box
      .getByLabel("New profile photo")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png() });
    await box.getByRole("button", { name: "Upload" }).click();
    await expect(successSnackbar(page, "Your profile photo has been updated.")).toBeVisible();
    await expect(page.getByTestId("profile-picture")).toHaveAttribute("src", /^\/api\/files\//);

    // Banner: a text file named .png is refused by its content, a file over 5 MB by its size.
    box = await openDialog(page, "Edit banner", "Banner", waitForHydration);
    await box
      .getByLabel("New banner")
      .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: Buffer.from("this is not an image") });
    await box.getByRole("button", { name: "Upload" }).click();
    await expect(dialog(page, "Banner").getByText("Upload a JPEG, PNG or WebP image.")).toBeVisible();
    await expect(dialog(page, "Banner").getByLabel("New banner")).toHaveAttribute("aria-invalid", "true");
    await waitForHydration(page);
    await dialog(page, "Banner")
      .getByLabel("New banner")
      .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 1) });
    await dialog(page, "Banner").getByRole("button", { name: "Upload" }).click();
    await expect(dialog(page, "Banner").getByText("The file is too large. The limit is 5 MB.")).toBeVisible();
    await expect(page.getByTestId("profile-banner")).toHaveCount(0);
    await waitForHydration(page);
    await dialog(page, "Banner")
      .getByLabel("New banner")
      .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: await png(800, 200) });
    await dialog(page, "Banner").getByRole("button", { name: "Upload" }).click();
    await expect(successSnackbar(page, "Your banner has been updated.")).toBeVisible();
    await expect(page.getByTestId("profile-banner")).toHaveAttribute("src", /^\/api\/files\//);

    // Resume: a wrong kind of file, then a PDF, then its download.
    box = await openDialog(page, "Upload resume", "Upload resume", waitForHydration);
    await box
      .getByLabel("Resume (PDF)")
      .setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("plain text, not a PDF") });
    await box.getByRole("button", { name: "Upload" }).click();
    await expect(dialog(page, "Upload resume").getByText("Upload your resume as a PDF.")).toBeVisible();
    await waitForHydration(page);
    await dialog(page, "Upload resume")
      .getByLabel("Resume (PDF)")
      .setInputFiles({ name: "my-cv.pdf", mimeType: "application/pdf", buffer: PDF });
    await dialog(page, "Upload resume").getByRole("button", { name: "Upload" }).click();
    await expect(successSnackbar(page, "Your resume has been uploaded.")).toBeVisible();
    const resume = page.getByRole("region", { name: "Resume" });
    await expect(resume.getByText(/my-cv\.pdf/)).toBeVisible();
    const downloading = page.waitForEvent("download");
    await resume.getByRole("link", { name: "Download resume" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-resume\.pdf$/);

    // Intro with skills.
    box = await openDialog(page, "Edit intro", "Edit intro", waitForHydration);
    await expectAxeClean(page);
    await box.getByLabel("Headline").fill("Data engineer who likes clean pipelines");
    const skillName = "Kubernetes";
    await pick(() => dialog(page, "Edit intro"), "Skills", "Kuber", skillName, isJs);
    box = dialog(page, "Edit intro");
    await box.getByRole("button", { name: "Save" }).click();
    await expect(successSnackbar(page, "Your intro has been saved.")).toBeVisible();
    await expect(page.getByText("Data engineer who likes clean pipelines")).toBeVisible();
    await expect(page.getByRole("region", { name: "Skills" }).getByText(skillName, { exact: true })).toBeVisible();

    // Experience: the rules, then create, edit, delete.
    box = await openDialog(page, "Add experience", "Add experience", waitForHydration);
    await expectAxeClean(page);
    await box.getByRole("button", { name: "Save" }).click();
    await expect(dialog(page, "Add experience").getByText("This is Required.").first()).toBeVisible();
    box = dialog(page, "Add experience");
    await waitForHydration(page);
    await box.getByLabel("Title").fill("Data engineer");
    await pick(() => dialog(page, "Add experience"), "Company", "Acme Tech", DEMO_COMPANY.name, isJs);
    box = dialog(page, "Add experience");
    await box.getByLabel("Employment type").selectOption({ label: "Full-time" });
    await box.getByLabel("Start month").fill("2021-04");
    await box.getByLabel("End month").fill("2020-01");
    await box.getByRole("button", { name: "Save" }).click();
    await expect(dialog(page, "Add experience").getByText("End date must be after the start date.")).toBeVisible();
    box = dialog(page, "Add experience");
    await waitForHydration(page);
    await box.getByLabel("End month").fill("");
    await box.getByLabel("I currently work here").check();
    await box.getByLabel("Description").fill("Pipelines and dashboards.");
    await box.getByRole("button", { name: "Save" }).click();
    await expect(successSnackbar(page, "Experience added.")).toBeVisible();
    const experience = page.getByRole("region", { name: "Experience" });
    await expect(experience.getByRole("heading", { name: "Data engineer" })).toBeVisible();
    await expect(experience.getByText("Apr 2021 – Present")).toBeVisible();

    box = await openDialog(page, /^Edit experience: Data engineer/, "Edit experience", waitForHydration);
    await expect(box.getByLabel("Title")).toHaveValue("Data engineer");
    await box.getByLabel("Title").fill("Senior data engineer");
    await box.getByRole("button", { name: "Save" }).click();
    await expect(successSnackbar(page, "Experience updated.")).toBeVisible();
    await expect(experience.getByRole("heading", { name: "Senior data engineer" })).toBeVisible();

    box = await openDialog(page, /^Delete experience: Senior data engineer/, "Delete experience?", waitForHydration);
    await expectAxeClean(page);
    await box.getByRole("button", { name: "Delete" }).click();
    await expect(successSnackbar(page, "Experience deleted.")).toBeVisible();
    await expect(experience.getByRole("heading", { name: "Senior data engineer" })).toHaveCount(0);

    // Education: create, edit, delete.
    box = await openDialog(page, "Add education", "Add education", waitForHydration);
    const institution = "Indian Institute of Technology Bombay";
    await pick(() => dialog(page, "Add education"), "Institution", "Technology Bombay", institution, isJs);
    await pick(
      () => dialog(page, "Add education"),
      "Degree",
      "Bachelor of Tech",
      "Bachelor of Technology (B.Tech)",
      isJs,
    );
    box = dialog(page, "Add education");
    await box.getByLabel("Field of study").fill("Statistics");
    await box.getByLabel("Start year").fill("2015");
    await box.getByLabel("End year").fill("2019");
    await box.getByRole("button", { name: "Save" }).click();
    await expect(successSnackbar(page, "Education added.")).toBeVisible();
    const education = page.getByRole("region", { name: "Education" });
    await expect(education.getByRole("heading", { name: institution })).toBeVisible();
    await expect(education.getByText("2015 – 2019")).toBeVisible();

    box = await openDialog(page, /^Edit education:/, "Edit education", waitForHydration);
    await box.getByLabel("Grade").fill("First class");
    await box.getByRole("button", { name: "Save" }).click();
    await expect(successSnackbar(page, "Education updated.")).toBeVisible();
    await expect(education.getByText("Grade: First class")).toBeVisible();

    box = await openDialog(page, /^Delete education:/, "Delete education?", waitForHydration);
    await box.getByRole("button", { name: "Delete" }).click();
    await expect(successSnackbar(page, "Education deleted.")).toBeVisible();
    await expect(education.getByRole("heading", { name: institution })).toHaveCount(0);

    // The finished profile at 360 px.
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto(`/profile/${member.id}`);
    await waitForHydration(page);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    box = await openDialog(page, "Add experience", "Add experience", waitForHydration);
    await expectNoHorizontalScroll(page);
  });

  test("a visitor opens a public profile: no contact details, no resume download, a call to log in", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), MEMBER);
    const upload = await request.post("/api/individual/resume/upload/", {
      headers: { Authorization: `Bearer ${member.token}` },
      multipart: { file: { name: "cv.pdf", mimeType: "application/pdf", buffer: PDF } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const username = (
      (await (await request.get(`/api/individual/get/?user_id=${member.id}`)).json()).data as { username: string }
    ).username;

    await page.context().clearCookies();
    await page.goto(`/profile/${username}/${member.id}?referral_id=7`);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`JobLink | ${member.name}`);
    await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByText(member.bio)).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain(member.email);
    expect(html).not.toContain(member.phone);
    await expect(page.getByRole("link", { name: "Download resume" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Edit intro" })).toHaveCount(0);
    const cta = page.getByRole("link", { name: "Log in to connect" });
    await expect(cta).toHaveAttribute(
      "href",
      `/login?redirectTo=${encodeURIComponent(`/profile/${username}/${member.id}?referral_id=7`)}`,
    );
    await expectAxeClean(page);

    // The resume itself needs a login, and then the owner's permission.
    await page.goto(`/resume/${member.id}`);
    await expect(page).toHaveURL(/\/login\?redirectTo=/);

    // A logged-in member sees the connection action and may ask for the resume, not download it.
    await loginAs(page, { email: "rahul@joblink.test", password: "Demo@1234" });
    await page.goto(`/profile/${member.id}`);
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: `Connect with ${member.name}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Request resume" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download resume" })).toHaveCount(0);
    await page.goto(`/resume/${member.id}`);
    await expect(page).toHaveURL(new RegExp(`/profile/${member.id}$`));
    await expect(
      page
        .locator('[data-snackbar="error"]')
        .filter({ hasText: "You need the owner's permission to see this resume." }),
    ).toBeVisible();
    await page.context().clearCookies();

    // An unknown member is the Page Not Found screen.
    const missing = await page.goto("/profile/999999");
    expect(missing?.status()).toBe(404);
    await expect(page.getByText("Page Not Found")).toBeVisible();

    // At 360 px.
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto(`/profile/${member.id}`);
    await waitForHydration(page);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
  });
});

test.describe("company profile", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the company uploads its logo, its page shows it, and its employees page lists the members working there", async ({
    page,
    request,
    outbox,
    makeUser,
    waitForHydration,
    expectAxeClean,
  }) => {
    // A member whose current position is at the demo company.
    const member = await createMember(request, outbox, makeUser(), MEMBER);
    const companies = (
      await (await request.get(`/api/master/company/list/?search=${encodeURIComponent(DEMO_COMPANY.name)}`)).json()
    ).data as Array<{ id: number; title: string }>;
    const company = companies.find((c) => c.title === DEMO_COMPANY.name)!;
    const experience = await request.post("/api/individual/experience/create/", {
      headers: { Authorization: `Bearer ${member.token}` },
      data: {
        title: "Analyst",
        company: company.id,
        employment_type: "full-time",
        start_date: "2023-02",
        is_current: true,
      },
    });
    expect(experience.ok(), await experience.text()).toBe(true);

    await loginAs(page, DEMO_COMPANY, { home: /\/corporate\/dashboard$/ });
    await page.goto("/corporate/details");
    await waitForHydration(page);
    await expectAxeClean(page);
    let box = await openDialog(page, "Change logo", "Company logo", waitForHydration);
    await expectAxeClean(page);
    await box
      .getByLabel("New logo")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await box.getByRole("button", { name: "Upload" }).click();
    await expect(dialog(page, "Company logo").getByText("Upload a JPEG, PNG or WebP image.")).toBeVisible();
    await waitForHydration(page);
    box = dialog(page, "Company logo");
    await box
      .getByLabel("New logo")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await png(120, 60) });
    await box.getByRole("button", { name: "Upload" }).click();
    await expect(successSnackbar(page, "Your logo has been updated.")).toBeVisible();
    await expect(page.getByTestId("company-logo")).toHaveAttribute("src", /^\/api\/files\//);

    // The public company page shows the logo and the employee (a visitor too).
    await page.getByRole("link", { name: "View company page" }).click();
    await waitForHydration(page);
    await expect(page).toHaveTitle(`JobLink | ${DEMO_COMPANY.name}`);
    await expect(page.getByRole("heading", { level: 1, name: DEMO_COMPANY.name })).toBeVisible();
    const logoSrc = await page.getByTestId("profile-picture").getAttribute("src");
    expect(logoSrc).toMatch(/^\/api\/files\//);
    const employeesBox = page.getByRole("region", { name: "Employees" });
    await expect(employeesBox.getByRole("link", { name: member.name })).toBeVisible();
    await expectAxeClean(page);
    const companyPage = page.url();

    // The employees page.
    await page.goto("/corporate/employees");
    await waitForHydration(page);
    await expect(page).toHaveTitle("JobLink | Employees");
    await expect(page.getByRole("link", { name: member.name })).toBeVisible();
    await expect(page.getByText(/^At Acme Technologies for /).first()).toBeVisible();
    await expectAxeClean(page);
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.reload();
    await expectNoHorizontalScroll(page);

    await page.context().clearCookies();
    await page.goto(companyPage);
    await waitForHydration(page);
    await expect(page.getByTestId("profile-picture")).toHaveAttribute("src", logoSrc!);
    await expect(
      page.getByRole("region", { name: "Employees" }).getByRole("link", { name: member.name }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
  });
});
