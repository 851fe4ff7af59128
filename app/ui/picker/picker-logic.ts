/**
 * The pure parts of the type-ahead pickers (decision 134): what the keys do to the highlighted
 * option, adding and removing chosen values, a master-list entry as an option, and the find
 * button's value (the no-JavaScript search).
 */
import { MASTER_LISTS, type MasterListName } from "#app/contract/master-lists.ts";

/** The master lists a picker searches (`/api/master/{kind}/list/`): all but the currencies (a plain select). */
export type PickerKind = Exclude<MasterListName, "currency">;
export const PICKER_KINDS = MASTER_LISTS.filter((name): name is PickerKind => name !== "currency");

export type PickerOption = { value: number; label: string };

/** How many matches a search shows (the list scrolls past about eight). */
export const PICKER_MATCHES = 20;

/** How long typing waits before the list is asked (ms). */
export const PICKER_DEBOUNCE_MS = 150;

/** "a company", "an institution": the article our own sentences put before a kind's name. */
export function withArticle(what: string): string {
  return `${/^[aeiou]/i.test(what) ? "an" : "a"} ${what}`;
}

/** The hint under a picker that takes a name not in the list (with JavaScript). */
export function freeTextHelp(what: string): string {
  return `Pick it from the list, or type ${withArticle(what)} that is not there.`;
}

/** A master-list entry as an option: locations as "City, State", the others by title. */
export function entryOption(entry: { id: number; title?: string; city?: string; state?: string }): PickerOption {
  return {
    value: entry.id,
    label: entry.city !== undefined ? `${entry.city}, ${entry.state}` : (entry.title ?? String(entry.id)),
  };
}

/**
 * The highlighted option after a key: ArrowDown / ArrowUp move and wrap, Home / End jump; −1 is
 * none (the text field itself). Other keys leave it.
 */
export function moveActive(active: number, count: number, key: string): number {
  if (count === 0) return -1;
  switch (key) {
    case "ArrowDown":
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case "ArrowUp":
      return active <= 0 ? count - 1 : active - 1;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return Math.min(active, count - 1);
  }
}

/**
 * A value a picker holds: an entry of the list (its id), or, where names may be added (skills,
 * decision 187), a name typed in (the name itself, posted as it is).
 */
export type Chosen = { value: number | string; label: string };

/** `chosen` with `option` added (multiple: at the end, once, up to `max`; single: instead). */
export function choose<T extends Chosen>(
  chosen: T[],
  option: T,
  { multiple, max }: { multiple: boolean; max?: number },
): T[] {
  if (!multiple) return [option];
  if (chosen.some((c) => c.value === option.value)) return chosen;
  if (max !== undefined && chosen.length >= max) return chosen;
  return [...chosen, option];
}

/** `chosen` without `value`. */
export function unchoose<T extends Chosen>(chosen: T[], value: T["value"]): T[] {
  return chosen.filter((c) => c.value !== value);
}

/** `chosen` with the value at `from` moved to `to` (both within the list), the others in their order. */
export function move<T>(chosen: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= chosen.length || to >= chosen.length) return [...chosen];
  const list = [...chosen];
  list.splice(to, 0, ...list.splice(from, 1));
  return list;
}

/** Where a value moved to, read aloud: "Python moved to 2 of 5." */
export function movedMessage(label: string, to: number, count: number): string {
  return `${label} moved to ${to + 1} of ${count}.`;
}

/** The ids a form holds for a field (one value, several, or none) as positive integers. */
export function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === "" ? [] : [value];
  const ids: number[] = [];
  for (const item of list) {
    const text = String(item).trim();
    if (!/^\d{1,12}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * The chosen values of a field, in its order: its ids, labelled from `known` (ids not known are
 * left out), and with `names` the names typed in (any other text), as they are.
 */
export function chosenOf(value: unknown, known: PickerOption[], { names = false } = {}): Chosen[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === "" ? [] : [value];
  const chosen: Chosen[] = [];
  for (const item of list) {
    const text = String(item).trim().replace(/ +/g, " ");
    if (text === "") continue;
    const id = idsOf(text)[0];
    const option = id === undefined ? undefined : known.find((entry) => entry.value === id);
    const next =
      option ?? (names && id === undefined && !/^\d+$/.test(text) ? { value: text, label: text } : undefined);
    if (next && !chosen.some((c) => c.value === next.value)) chosen.push(next);
  }
  return chosen;
}

/** Whether a typed text names one of the options (case and spaces aside). */
export function sameLabel(a: string, b: string): boolean {
  const fold = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase();
  return fold(a) === fold(b);
}

/**
 * The value of a picker's Find button (no JavaScript): `kind:field:searchField`, read back by
 * {@link parseFindValue}; null when it is not one.
 */
export function findValue(kind: PickerKind, field: string, searchField: string): string {
  return `${kind}:${field}:${searchField}`;
}

const FIELD_NAME = /^[a-z][a-z_]{0,40}$/;

export function parseFindValue(value: unknown): { kind: PickerKind; field: string; searchField: string } | null {
  if (typeof value !== "string") return null;
  const [kind, field, searchField, ...rest] = value.split(":");
  if (
    rest.length ||
    !(PICKER_KINDS as readonly string[]).includes(kind) ||
    !FIELD_NAME.test(field ?? "") ||
    !FIELD_NAME.test(searchField ?? "")
  )
    return null;
  return { kind: kind as PickerKind, field, searchField };
}

/**
 * How a picker of a form posted without JavaScript keeps its text: `ids`, a search field of its
 * own (`<field>_search`) beside the chosen ids; `free`, the text is a name of its own (a company
 * not in the list); `name`, the text is the field itself (a corporate's company name).
 */
export type PickerMode = "ids" | "free" | "name";
export type PickerEntry = { kind: PickerKind; field: string; searchField: string; mode: PickerMode };

/** The hidden `picker` value every picker of a no-JavaScript form posts, read back by {@link parsePickerEntry}. */
export function pickerEntryValue(entry: PickerEntry): string {
  return `${entry.kind}:${entry.field}:${entry.searchField}:${entry.mode}`;
}

export function parsePickerEntry(value: unknown): PickerEntry | null {
  if (typeof value !== "string") return null;
  const [kind, field, searchField = `${field}_search`, mode = "ids", ...rest] = value.split(":");
  if (
    rest.length ||
    !(PICKER_KINDS as readonly string[]).includes(kind) ||
    !FIELD_NAME.test(field ?? "") ||
    !FIELD_NAME.test(searchField)
  )
    return null;
  if (mode !== "ids" && mode !== "free" && mode !== "name") return null;
  return { kind: kind as PickerKind, field, searchField, mode };
}

/** The hidden field that says which search a picker's matches are for (no JavaScript). */
export function searchedField(field: string): string {
  return `${field}_searched`;
}

/** The message next to a picker whose text was typed but not found and picked (issue 34). */
export function unpickedMessage(search: string): string {
  return `“${search}” is not chosen yet: pick it from the matches below, or clear the search.`;
}

/**
 * The title of a value the form holds rides along as `picker_label=field:id:title`, so that the
 * form shown again after a refused save (Conform's `initialValue`) still names its choices.
 */
export const LABEL_FIELD = "picker_label";

export function labelValue(field: string, option: PickerOption): string {
  return `${field}:${option.value}:${option.label}`;
}

/** The options of `field` among the posted `picker_label` values. */
export function labelsOf(posted: unknown, field: string): PickerOption[] {
  const list = Array.isArray(posted) ? posted : posted === undefined || posted === null ? [] : [posted];
  const options: PickerOption[] = [];
  for (const item of list) {
    if (typeof item !== "string") continue;
    const match = /^([a-z_]+):(\d{1,12}):(.+)$/s.exec(item);
    if (!match || match[1] !== field) continue;
    const value = Number(match[2]);
    if (value > 0 && !options.some((o) => o.value === value)) options.push({ value, label: match[3].slice(0, 200) });
  }
  return options;
}

/**
 * Where a `nameOnly` picker without JavaScript posts the match ticked after a Find (its title):
 * `company_name` → `company_name_pick`.
 */
export function pickField(field: string): string {
  return `${field}_pick`;
}
