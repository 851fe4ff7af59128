/**
 * Skills that recruiters can search (issue 38, decision 179), with JavaScript on and off, at
 * 1280 and 360 px, axe on each screen: a connection endorses a member's skill on their profile
 * and takes it back (the count shows on the profile); a member sees "2 of 3 skills match" on a
 * job's page and card, and "Matches my skills" keeps the jobs asking for one of their skills.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures";
import {
  bearer,
  connect,
  createMember,
  createPost,
  DEMO_COMPANY,
  loginAs,
  open,
  successSnackbar,
  tokenFor,
  uniqueLetters,
  type Member,
} from "./support/members";

const VIEWPORTS = [
  { name: "1280 px", size: { width: 1280, height: 900 } },
  { name: "360 px", size: MOBILE_VIEWPORT },
];

async function skillId(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.get(`/api/master/skill/list/?search=${encodeURIComponent(title)}&limit=50`);
  const found = ((await response.json()).data as Array<{ id: number; title: string }>).find(
    (skill) => skill.title === title,
  );
  expect(found, `skill ${title}`).toBeDefined();
  return found!.id;
}

async function setSkills(request: APIRequestContext, member: Member, ids: number[]) {
  const saved = await request.put("/api/individual/update/", { headers: bearer(member), data: { skills: ids } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

const skillsSection = (page: Page): Locator => page.getByRole("region", { name: "Skills" });
const card = (page: Page, title: string): Locator =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

test.describe("skills", () => {
  test.describe.configure({ timeout: 150_000 });

  for (const viewport of VIEWPORTS) {
    test(`a connection endorses a skill and takes it back (${viewport.name})`, async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
      expectAxeClean,
    }) => {
      const owner = await createMember(request, outbox, makeUser(), { first: "Kavya", lastNamePrefix: "Skilled" });
      const friend = await createMember(request, outbox, makeUser(), { first: "Arjun", lastNamePrefix: "Endorser" });
      await setSkills(request, owner, [await skillId(request, "Python"), await skillId(request, "SQL")]);
      await connect(request, friend, owner);

      await page.setViewportSize(viewport.size);
      await loginAs(page, friend, { waitForHydration });
      await open(page, `/profile/${owner.id}`, waitForHydration);
      const skills = skillsSection(page);
      await expect(skills.locator(".jl-badge").filter({ hasText: "Python" })).toHaveText("Python");
      await skills.getByRole("button", { name: "Endorse Python" }).click();
      await expect(successSnackbar(page, "Skill endorsed.")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/profile/${owner.id}$`));
      await expect(skills.getByRole("button", { name: "Endorsed ✓ Python" })).toBeVisible();
      await expect(skills.getByText("1 endorsement", { exact: false })).toBeAttached();
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page);

      await skills.getByRole("button", { name: "Endorsed ✓ Python" }).click();
      await expect(successSnackbar(page, "Endorsement withdrawn.")).toBeVisible();
      await expect(skills.getByRole("button", { name: "Endorse Python" })).toBeVisible();
      await expect(skills.getByText("1 endorsement", { exact: false })).toHaveCount(0);

      // The owner sees the counts but no buttons; a visitor too.
      await skills.getByRole("button", { name: "Endorse SQL" }).click();
      // The first endorsement's message may still be showing: the newest is this one's.
      await expect(successSnackbar(page, "Skill endorsed.").last()).toBeVisible();
      await expect(skills.getByRole("button", { name: "Endorsed ✓ SQL" })).toBeVisible();
      await loginAs(page, owner, { waitForHydration });
      await open(page, `/profile/${owner.id}`, waitForHydration);
      await expect(skillsSection(page).getByText("1 endorsement", { exact: false })).toBeAttached();
      await expect(skillsSection(page).getByRole("button", { name: /Endorse/ })).toHaveCount(0);
    });

    test(`skills that match on a job's page and card, and the "Matches my skills" filter (${viewport.name})`, async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
      expectAxeClean,
      isJs,
    }) => {
      const company = { token: await tokenFor(request, DEMO_COMPANY.email, DEMO_COMPANY.password) };
      const tag = uniqueLetters("Skillmatch");
      const [python, sql, docker, figma] = await Promise.all(
        ["Python", "SQL", "Docker", "Figma"].map((title) => skillId(request, title)),
      );
      const matching = { title: `${tag} Engineer`, id: 0 };
      const other = { title: `${tag} Designer`, id: 0 };
      matching.id = await createPost(request, company, {
        title: matching.title,
        job_type: "remote",
        skills: [python, sql, docker],
      });
      other.id = await createPost(request, company, { title: other.title, job_type: "remote", skills: [figma] });
      try {
        const member = await createMember(request, outbox, makeUser(), { first: "Nisha", lastNamePrefix: "Matcher" });
        await setSkills(request, member, [sql, python]);
        await page.setViewportSize(viewport.size);
        await loginAs(page, member, { waitForHydration });

        await open(page, `/job-details/${matching.id}`, waitForHydration);
        await expect(page.getByTestId("post-skill-match")).toHaveText("2 of 3 skills match");
        await expect(page.getByRole("list", { name: "Skills" }).getByText("(on your profile)")).toHaveCount(2);
        await expectNoHorizontalScroll(page);
        await expectAxeClean(page);

        await open(page, `/individual/jobs?q=${tag}`, waitForHydration);
        await expect(card(page, matching.title).getByTestId("skill-match")).toHaveText("2 of 3 skills match");
        await expect(card(page, other.title).getByTestId("skill-match")).toHaveText("0 of 1 skill matches");

        const form = page.getByRole("form", { name: "Job filters" });
        // At 360 px the panel is folded away behind its summary.
        if (viewport.size.width < 600) await page.locator(".jl-jobfilters summary").click();
        await form.getByRole("checkbox", { name: "Matches my skills" }).check();
        if (!isJs) await form.getByRole("button", { name: "Show jobs" }).click();
        await expect(page).toHaveURL(/my_skills=true/);
        await expect(card(page, other.title)).toHaveCount(0);
        await expect(card(page, matching.title)).toBeVisible();
        await expect(page.getByRole("link", { name: "Remove skills filter: Matches my skills" })).toBeVisible();
        await expectNoHorizontalScroll(page);
        // From the top: scrolled to the box, the sticky header covers the fields above it for axe.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectAxeClean(page);
      } finally {
        for (const id of [matching.id, other.id]) {
          const closed = await request.put(`/api/job-post/update/?job_post_id=${id}`, {
            headers: bearer(company),
            data: { status: "closed" },
          });
          expect(closed.ok(), await closed.text()).toBe(true);
        }
      }
    });
  }
});
