/**
 * The type-ahead pickers (issue 14, decision 134) and the companies typed in (issue 13, decision
 * 135), with JavaScript on and off: a company that is not in the list is typed on an experience
 * and a second spelling finds the same entry; the job post's skills picker works from the
 * keyboard (arrows, Enter, Escape that closes only the list), its list is at most 310 px tall,
 * and the pickers are axe clean at 1280 and 360 px (open, and after a Find without JavaScript).
 * A company's own name on its details is a picker too, where any name may be typed; with
 * JavaScript a picker's message goes as soon as a value is picked (decision 139).
 */
import { expect, expectNoHorizontalScroll, MOBILE_VIEWPORT, test } from "./fixtures.ts";
import { createMember, dialog, loginAs, successSnackbar, uniqueLetters } from "#tests/e2e/support/members.ts";
import { field, pick, typeIn } from "#tests/e2e/support/pickers.ts";

/** The demo company's entry of the master list (decision 118: another account may take the same name). */
const LISTED_COMPANY = "Acme Technologies";

test.describe("pickers", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a company not in the list is typed in, and another spelling is the same entry", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Picker" });
    await loginAs(page, member);
    const company = `Zephyr ${uniqueLetters("Quantum")}`;

    const addExperience = async (title: string, typed: string) => {
      await page.goto(`/profile/${member.id}?edit=experience`);
      await waitForHydration(page);
      const box = () => dialog(page, "Add experience");
      await box()
        .getByLabel(/^Title/)
        .fill(title);
      await typeIn(box, "Company", typed, isJs);
      await box()
        .getByLabel(/^Employment type/)
        .selectOption({ label: "Full-time" });
      await box()
        .getByLabel(/^Start month/)
        .fill("2022-02");
      await box().getByLabel("I currently work here").check();
      await box().getByRole("button", { name: "Save" }).click();
      await expect(successSnackbar(page, "Experience added.")).toBeVisible();
    };

    await addExperience("Platform engineer", company);
    await addExperience("Staff engineer", `  ${company.toLowerCase()}. `);
    const experience = page.getByRole("region", { name: "Experience" });
    await expect(experience.getByText(`${company} · Full-time`, { exact: true })).toHaveCount(2);
    // One entry in the list, with the first spelling.
    const listed = await request.get(`/api/master/company/list/?search=${encodeURIComponent(company)}`);
    expect((await listed.json()).data).toEqual([{ id: expect.any(Number), title: company }]);

    // The entry can be picked now, by anyone.
    await page.goto(`/profile/${member.id}?edit=experience`);
    await waitForHydration(page);
    await pick(() => dialog(page, "Add experience"), "Company", company.slice(0, 10), company, isJs);
    if (!isJs) {
      // Without JavaScript: the Find shows the form again with the matches; axe and 360 px there.
      await expect(dialog(page, "Add experience").getByRole("radio", { name: company })).toBeChecked();
      await expectAxeClean(page);
      await page.setViewportSize(MOBILE_VIEWPORT);
      await expectNoHorizontalScroll(page);
    }
  });

  test("the job post's skills: pick from the keyboard, remove a tag, Escape closes only the list", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
    expectAxeClean,
  }) => {
    const member = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Keys" });
    await loginAs(page, member);
    for (const viewport of [{ width: 1280, height: 900 }, MOBILE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      await page.goto("/individual/posts?post=new");
      await waitForHydration(page);
      const form = () => dialog(page, "Create Job Post");
      // The required mark on Locations and Skills.
      await expect(
        form()
          .locator("label", { hasText: /^Locations/ })
          .locator(".jl-field__required"),
      ).toHaveText("*");
      await expect(
        form()
          .locator("label", { hasText: /^Skills/ })
          .locator(".jl-field__required"),
      ).toHaveText("*");

      if (!isJs) {
        await field(form(), "Skills").fill("Java");
        await form().getByRole("button", { name: "Find skills", exact: true }).click();
        const matches = form().getByRole("group", { name: /^Skills: chosen and matching “Java”/ });
        await matches.getByRole("checkbox", { name: "Java", exact: true }).check();
        await matches.getByRole("checkbox", { name: "JavaScript", exact: true }).check();
        await expectAxeClean(page);
        await expectNoHorizontalScroll(page);
        // Another Find keeps what was ticked.
        await field(form(), "Skills").fill("Kubern");
        await form().getByRole("button", { name: "Find skills", exact: true }).click();
        const again = form().getByRole("group", { name: /^Skills: chosen and matching “Kubern”/ });
        await expect(again.getByRole("checkbox", { name: "Java", exact: true })).toBeChecked();
        await expect(again.getByRole("checkbox", { name: "JavaScript", exact: true })).toBeChecked();
        await expect(again.getByRole("checkbox", { name: "Kubernetes" })).not.toBeChecked();
        continue;
      }

      const skills = form().getByRole("combobox", { name: "Skills", exact: true });
      // Sent empty, the picker says so; picking a skill takes the message away at once.
      const required = form()
        .locator(".jl-field", { has: page.getByRole("combobox", { name: "Skills", exact: true }) })
        .getByText("This is Required.");
      if (viewport.width === 1280) {
        await form().getByRole("button", { name: "Post", exact: true }).click();
        await expect(required).toBeVisible();
        await expect(skills).toHaveAttribute("aria-invalid", "true");
      }
      await skills.fill("Java");
      await expect(skills).toHaveAttribute("aria-expanded", "true");
      const listbox = form().getByRole("listbox", { name: "Skills" });
      await expect(listbox.getByRole("option").first()).toBeVisible();
      await skills.press("ArrowDown");
      const active = await skills.getAttribute("aria-activedescendant");
      expect(active).toBeTruthy();
      const first = (await page.locator(`[id="${active}"]`).innerText()).trim();
      await skills.press("Enter");
      await expect(form().getByRole("button", { name: `Remove ${first}` })).toBeVisible();
      await expect(skills).toHaveValue("");
      await expect(required).toHaveCount(0);
      await expect(skills).not.toHaveAttribute("aria-invalid", "true");

      // The list closes after a pick.
      await expect(listbox).toBeHidden();

      // A long list scrolls inside at most 310 px, over the form: what follows does not move (a
      // button pushed down by the list moved away when a click closed it, and got no click).
      const post = form().getByRole("button", { name: "Post", exact: true });
      const before = await post.boundingBox();
      await skills.fill("a");
      await expect(listbox.getByRole("option").nth(5)).toBeVisible();
      expect((await listbox.boundingBox())!.height).toBeLessThanOrEqual(310);
      expect(await post.boundingBox()).toEqual(before);
      await expectAxeClean(page);
      await expectNoHorizontalScroll(page);
      await skills.press("Escape");
      await expect(skills).toHaveAttribute("aria-expanded", "false");
      await expect(form()).toBeVisible();

      await form()
        .getByRole("button", { name: `Remove ${first}` })
        .click();
      await expect(form().getByRole("button", { name: `Remove ${first}` })).toHaveCount(0);
    }
  });

  test("without JavaScript one Find searches every picker with text, keeps what was typed, and a search not picked is flagged (issue 34)", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    expectAxeClean,
  }) => {
    test.skip(isJs, "With JavaScript each picker finds as you type.");
    const member = await createMember(request, outbox, makeUser(), { lastNamePrefix: "Finds" });
    await loginAs(page, member);
    for (const viewport of [{ width: 1280, height: 900 }, MOBILE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      await page.goto("/individual/posts?post=new");
      const form = () => dialog(page, "Create Job Post");
      await form().getByLabel("Title").fill("Platform engineer");
      await field(form(), "Sector").fill("Informa");
      await field(form(), "Locations").fill("Pun");
      await field(form(), "Skills").fill("Kubern");
      // One Find, pressed on Skills, answers the three.
      await form().getByRole("button", { name: "Find skills", exact: true }).click();
      await expect(form().getByLabel("Title")).toHaveValue("Platform engineer");
      await expect(field(form(), "Sector")).toHaveValue("Informa");
      await expect(field(form(), "Locations")).toHaveValue("Pun");
      await expect(
        form()
          .getByRole("group", { name: /^Skills: chosen and matching “Kubern”/ })
          .getByRole("checkbox", { name: "Kubernetes" }),
      ).toBeVisible();
      await expect(
        form()
          .getByRole("group", { name: /^Locations: chosen and matching “Pun”/ })
          .getByRole("checkbox", { name: /^Pune/ }),
      ).toBeVisible();
      await expect(
        form()
          .getByRole("group", { name: /^Sector: chosen and matching “Informa”/ })
          .getByRole("radio")
          .first(),
      ).toBeVisible();
      await form()
        .getByRole("group", { name: /^Skills: chosen and matching/ })
        .getByRole("checkbox", { name: "Kubernetes" })
        .check();
      await form()
        .getByRole("group", { name: /^Locations: chosen and matching/ })
        .getByRole("checkbox", { name: /^Pune/ })
        .first()
        .check();
      await expectAxeClean(page);
      await expectNoHorizontalScroll(page);

      // A skill typed and never found is not dropped on the way: the post waits, the picker says why.
      await field(form(), "Skills").fill("Terraf");
      await form().getByRole("button", { name: "Post", exact: true }).click();
      const flag = "“Terraf” is not chosen yet: pick it from the matches below, or clear the search.";
      await expect(form().getByText(flag)).toBeVisible();
      await expect(field(form(), "Skills")).toHaveAttribute("aria-invalid", "true");
      await expect(field(form(), "Skills")).toHaveAccessibleDescription(flag);
      const again = form().getByRole("group", { name: /^Skills: chosen and matching “Terraf”/ });
      await expect(again.getByRole("checkbox", { name: "Kubernetes" })).toBeChecked();
      await expect(again.getByRole("checkbox", { name: /^Terraform/ })).toBeVisible();
      await expect(form().getByLabel("Title")).toHaveValue("Platform engineer");
      await expectAxeClean(page);
    }
  });

  test("a company's own name: picked from the list or typed; a picker's message goes once a value is picked", async ({
    page,
    request,
    outbox,
    makeUser,
    isJs,
    waitForHydration,
    expectAxeClean,
  }) => {
    // A company account that has not filled its details yet.
    const user = makeUser({ type_of_user: "corporate" });
    const signUp = await request.post("/api/user/sign-in/", {
      data: { email: user.email, password: user.password, type_of_user: "corporate" },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    const verify = await request.post("/api/user/verify-otp/", {
      data: { email: user.email, otp: await outbox.otpFor(user.email) },
    });
    expect(verify.ok(), await verify.text()).toBe(true);
    await loginAs(page, user, { home: /\/corporate\/details$/, waitForHydration });

    // Sent empty: the pickers' messages.
    const box = (label: string) =>
      isJs ? page.getByRole("combobox", { name: label, exact: true }) : field(page, label);
    const message = (label: string) => page.locator(".jl-field", { has: box(label) }).getByText("This is Required.");
    await page.getByRole("button", { name: "Continue" }).click();
    for (const label of ["Company name", "Location"]) {
      await expect(message(label)).toBeVisible();
      await expect(box(label)).toHaveAttribute("aria-invalid", "true");
    }

    // Picked from the list: with JavaScript the message goes at once, before the form is sent again.
    await pick(() => page, "Company name", "Acme Tech", LISTED_COMPANY, isJs);
    if (isJs) {
      await expect(box("Company name")).toHaveValue(LISTED_COMPANY);
      await expect(message("Company name")).toHaveCount(0);
      await expect(box("Company name")).not.toHaveAttribute("aria-invalid", "true");
      await expect(message("Location")).toBeVisible();
    } else {
      await expect(page.getByRole("radio", { name: LISTED_COMPANY })).toBeChecked();
      await expectAxeClean(page);
      await page.setViewportSize(MOBILE_VIEWPORT);
      await expectNoHorizontalScroll(page);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await pick(() => page, "Location", "Mumb", "Mumbai, Maharashtra", isJs);
    if (isJs) await expect(message("Location")).toHaveCount(0);
    await page.getByLabel("Point of contact").fill(user.poc);
    await page.getByLabel("Phone number").fill(user.phone);
    await page.getByLabel("Contact email").fill(user.email);
    await page.getByLabel("Pincode").fill(user.pincode);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/corporate\/dashboard$/);
    await expect(page.getByText(`${LISTED_COMPANY} on JobLink`)).toBeVisible();

    // A name that is not in the list is typed, and kept as typed.
    const typed = `Orchid ${uniqueLetters("Systems")}`;
    await page.goto("/corporate/details");
    await waitForHydration(page);
    await expect(box("Company name")).toHaveValue(LISTED_COMPANY);
    await typeIn(() => page, "Company name", typed, isJs);
    if (isJs) {
      // The list says the typed name is used as it is.
      await box("Company name").press("ArrowDown");
      await expect(
        page.getByRole("listbox", { name: "Company name" }).getByRole("option", { name: `Use “${typed}”` }),
      ).toBeVisible();
      await expectAxeClean(page);
      await box("Company name").press("Escape");
    }
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(successSnackbar(page, "Your details have been saved.")).toBeVisible();
    await expect(box("Company name")).toHaveValue(typed);
  });
});
