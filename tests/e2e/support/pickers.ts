/**
 * Filling the type-ahead pickers (decision 134) the way a person does, with JavaScript (type in
 * the combobox, click the option) or without (type, press Find, tick the match).
 */
import { expect, type Locator, type Page } from "@playwright/test";

type Scope = Page | Locator;

/**
 * Picks `option` from the picker labelled `label` in `scope` after typing `search`. `scope` is
 * a function so that it is found again after the page comes back from Find (no JavaScript).
 */
export async function pick(
  scope: () => Scope,
  label: string,
  search: string,
  option: string | RegExp,
  isJs: boolean,
): Promise<void> {
  if (isJs) {
    const box = scope().getByRole("combobox", { name: label, exact: true });
    await box.fill(search);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await scope()
      .getByRole("listbox", { name: label, exact: true })
      .getByRole("option", { name: option })
      .first()
      .click();
    return;
  }
  await field(scope(), label).fill(search);
  await scope()
    .getByRole("button", { name: `Find ${label.toLowerCase()}`, exact: true })
    .click();
  const group = scope().getByRole("group", { name: new RegExp(`^${label}: (chosen|matching)`) });
  const choice = group
    .getByRole("checkbox", { name: option })
    .or(group.getByRole("radio", { name: option }))
    .first();
  await choice.check();
}

/** Types a name into a picker that takes one not in the list (company, institution), and leaves it typed. */
export async function typeIn(scope: () => Scope, label: string, name: string, isJs: boolean): Promise<void> {
  if (isJs) {
    const box = scope().getByRole("combobox", { name: label, exact: true });
    await box.fill(name);
    await box.press("Escape");
    return;
  }
  await field(scope(), label).fill(name);
}

/** The text field of a picker without JavaScript (a search field, or a text field when a name may be typed in). */
export function field(scope: Scope, label: string): Locator {
  return scope
    .getByRole("searchbox", { name: label, exact: true })
    .or(scope.getByRole("textbox", { name: label, exact: true }));
}
