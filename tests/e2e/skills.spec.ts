/**
 * Skills that recruiters can search (issue 38, decisions 179 and 187), with JavaScript on and
 * off, at 1280 and 360 px, axe on each screen: a member adds a skill that is not in the list and
 * puts their skills in the order they want (a bad name is refused next to the field); a
 * connection endorses a member's skill on their profile and takes it back (the count shows on
 * the profile); a member sees "2 of 3 skills match" on a job's page and card, and "Matches my
 * skills" keeps the jobs asking for one of their skills.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import {
  bearer,
  connect,
  createMember,
  createPost,
  DEMO_COMPANY,
  dialog,
  loginAs,
  open,
  successSnackbar,
  tokenFor,
  uniqueLetters,
  type Member,
} from "#tests/e2e/support/members.ts";

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
const intro = (page: Page): Locator => dialog(page, "Edit intro");
const chosenSkills = (page: Page): Locator =>
  intro(page).getByRole("list", { name: "Chosen skills, in order" }).getByRole("listitem");

/** Types `name` in the skills picker: with JavaScript the list's options, without it a Find. */
async function typeSkill(page: Page, name: string, isJs: boolean) {
  if (isJs) {
    const box = intro(page).getByRole("combobox", { name: "Skills", exact: true });
    await box.fill(name);
    await expect(box).toHaveAttribute("aria-expanded", "true");
  } else {
    await intro(page).getByRole("searchbox", { name: "Skills", exact: true }).fill(name);
    await intro(page).getByRole("button", { name: "Find skills", exact: true }).click();
  }
}
const card = (page: Page, title: string): Locator =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

test.describe("skills", () => {
  test.describe.configure({ timeout: 150_000 });

  for (const viewport of VIEWPORTS) {
    test(`a member adds a skill not in the list and orders their skills (${viewport.name})`, async ({
      page,
      request,
      outbox,
      makeUser,
      waitForHydration,
      expectAxeClean,
      isJs,
    }, testInfo) => {
      const owner = await createMember(request, outbox, makeUser(), { first: "Meera", lastNamePrefix: "Ordered" });
      await setSkills(request, owner, [await skillId(request, "Python"), await skillId(request, "SQL")]);
      const name = `Apache ${uniqueLetters("Beam")}`;

      await page.setViewportSize(viewport.size);
      await loginAs(page, owner, { waitForHydration });
      await open(page, `/profile/${owner.id}`, waitForHydration);
      await skillsSection(page).getByRole("link", { name: "Edit skills" }).click();
      await waitForHydration(page);
      await expect(intro(page)).toBeVisible();

      // A name that cannot be a skill is not offered; the field says why.
      await typeSkill(page, "Beam <b>", isJs);
      await expect(intro(page).locator(".jl-picker__note", { hasText: "“Beam <b>” cannot be a skill" })).toBeVisible();
      await expect(intro(page).getByText("Add “Beam <b>” as a new skill")).toHaveCount(0);

      // A new one is added after the others.
      await typeSkill(page, name, isJs);
      const add = `Add “${name}” as a new skill`;
      if (isJs) await intro(page).getByRole("option", { name: add }).click();
      else {
        await intro(page).getByRole("checkbox", { name: add }).check();
        // Shown in the list with its buttons once the form comes back (the Find of a name changes nothing else).
        await intro(page).getByRole("button", { name: "Find skills", exact: true }).click();
      }
      await expect(chosenSkills(page)).toHaveText([/Python/, /SQL/, new RegExp(name)]);

      // Up twice to the top; SQL down to the end.
      await intro(page)
        .getByRole("button", { name: `Move ${name} up` })
        .click();
      await expect(chosenSkills(page)).toHaveText([/Python/, new RegExp(name), /SQL/]);
      await intro(page)
        .getByRole("button", { name: `Move ${name} up` })
        .click();
      await expect(chosenSkills(page)).toHaveText([new RegExp(name), /Python/, /SQL/]);
      if (isJs) await expect(intro(page).getByRole("button", { name: `Move ${name} down` })).toBeFocused();
      await expect(intro(page).getByRole("button", { name: `Move ${name} up` })).toBeDisabled();
      await intro(page).getByRole("button", { name: "Move Python down" }).click();
      await expect(chosenSkills(page)).toHaveText([new RegExp(name), /SQL/, /Python/]);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`skills-editor-${viewport.size.width}.png`), fullPage: true });
      await expectAxeClean(page);

      await intro(page).getByRole("button", { name: "Save" }).click();
      await expect(successSnackbar(page, "Your intro has been saved.")).toBeVisible();
      await expect(skillsSection(page).locator(".jl-badge")).toHaveText([new RegExp(name), /SQL/, /Python/]);
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page);

      // The skill is one of the list now: a search finds it.
      const found = await request.get(`/api/master/skill/list/?search=${encodeURIComponent(name)}`);
      expect(((await found.json()).data as Array<{ title: string }>).map((s) => s.title)).toEqual([name]);
    });

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
