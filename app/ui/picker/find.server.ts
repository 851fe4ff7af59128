/**
 * The no-JavaScript half of the pickers (decision 134): a picker's Find button posts the whole
 * form with `find=kind:field:searchField`; instead of saving, the page's action answers with
 * what was posted (Conform's `initialValue`, so every field keeps what was typed), the matches
 * of the search, and the titles of the values already chosen, and the form is shown again with
 * the matches as radio buttons or checkboxes.
 *
 * One Find searches every picker of the form that has text (issue 34, decision 172): each picker
 * says where its text is (`picker=kind:field:searchField:mode`). A save (no Find) with a search
 * typed but never found (an id picker's text that is neither a chosen value's title nor the
 * search its matches are for, `<field>_searched`) is answered the same way, with a message next
 * to that picker, instead of saving without it.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { UpstreamApi } from "#app/upstream/api.ts";
import {
  entryOption,
  idsOf,
  LABEL_FIELD,
  labelsOf,
  parseFindValue,
  parsePickerEntry,
  pickField,
  PICKER_MATCHES,
  sameLabel,
  searchedField,
  unpickedMessage,
  type PickerEntry,
  type PickerOption,
} from "./picker-logic.ts";

/** The field Conform's intent buttons post (`INTENT` of @conform-to/dom). */
const CONFORM_INTENT = "__intent__";

export type FindState = { search: string; matches: PickerOption[] };

/**
 * A form shown again after Find: the values posted, each searched picker's matches (`finds`, by
 * field), the chosen values' titles, and a message on each picker whose text was not found yet.
 */
export type FindReply = SubmissionResult<string[]> & {
  finds: Record<string, FindState>;
  labels: Record<string, PickerOption[]>;
};

/** The form's values as Conform reads them: one string, or a list for a repeated name. */
export function formValues(formData: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || name === "find") continue;
    const previous = values[name];
    values[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return values;
}

const textOf = (formData: FormData, name: string) =>
  String(formData.get(name) ?? "")
    .trim()
    .slice(0, 100);

/**
 * The pickers of a posted form whose text a Find should search: every one with text that is not
 * the title of its chosen value (a picked location is not searched again), the pressed one always.
 * `unpicked`: the id pickers whose text was typed but never found (a save would drop it).
 */
export function pickersToSearch(formData: FormData): {
  entries: Array<PickerEntry & { search: string }>;
  unpicked: string[];
  pressed: boolean;
} {
  const pressed = parseFindValue(formData.get("find"));
  const entries: Array<PickerEntry & { search: string }> = [];
  const unpicked: string[] = [];
  const posted = formData.getAll("picker").flatMap((value) => parsePickerEntry(value) ?? []);
  if (pressed && !posted.some((entry) => entry.field === pressed.field)) posted.push({ ...pressed, mode: "ids" });
  const seen = new Set<string>();
  for (const entry of posted) {
    if (seen.has(entry.field)) continue;
    seen.add(entry.field);
    const search = textOf(formData, entry.searchField);
    const isPressed = pressed?.field === entry.field;
    if (!search && !isPressed) continue;
    const chosen = labelsOf(formData.getAll(LABEL_FIELD), entry.field);
    const isChosen = chosen.some((option) => sameLabel(option.label, search));
    if (!isPressed && isChosen) continue;
    entries.push({ ...entry, search });
    if (entry.mode === "ids" && search && !isChosen && !sameLabel(search, textOf(formData, searchedField(entry.field))))
      unpicked.push(entry.field);
  }
  return { entries, unpicked, pressed: pressed !== null };
}

/**
 * The answer to a Find (or to a save with a search typed but not found), or null when the form
 * should be saved.
 */
export async function findReply(formData: FormData, api: UpstreamApi): Promise<FindReply | null> {
  const { entries, unpicked, pressed } = pickersToSearch(formData);
  // A button of Conform's (an ordered picker's Move or Remove, decision 187) shows the form again
  // itself, with what was typed kept: nothing is saved, so nothing typed is dropped.
  if (!pressed && (unpicked.length === 0 || formData.has(CONFORM_INTENT))) return null;
  const finds: Record<string, FindState> = {};
  await Promise.all(
    entries.map(async (entry) => {
      const matches = entry.search
        ? (await api.master.list(entry.kind, { search: entry.search, limit: PICKER_MATCHES })).map(entryOption)
        : [];
      finds[entry.field] = { search: entry.search, matches };
    }),
  );
  // The titles of the values chosen in every picker of the form.
  const labels: Record<string, PickerOption[]> = {};
  await Promise.all(
    formData.getAll("picker").map(async (value) => {
      const entry = parsePickerEntry(value);
      if (!entry || entry.mode === "name") return;
      const ids = idsOf(formData.getAll(entry.field)).slice(0, 100);
      labels[entry.field] = ids.length ? (await api.master.list(entry.kind, { ids })).map(entryOption) : [];
    }),
  );
  const flagged = pressed ? [] : unpicked;
  return {
    ...(flagged.length ? { status: "error" as const } : {}),
    initialValue: formValues(formData),
    error: Object.fromEntries(flagged.map((field) => [field, [unpickedMessage(finds[field]?.search ?? "")]])),
    state: { validated: Object.fromEntries(flagged.map((field) => [field, true])) },
    finds,
    labels,
  };
}

/**
 * A `nameOnly` picker's choice without JavaScript: the title of the match ticked after a Find
 * (`<field>_pick`) becomes the field's value; "None of these" (empty) keeps what was typed. Call
 * it before reading the form (a Find answered again shows the picked name in the field).
 */
export function applyPickedName(formData: FormData, field: string): void {
  const picked = formData.get(pickField(field));
  formData.delete(pickField(field));
  if (typeof picked === "string" && picked.trim() !== "") formData.set(field, picked);
}
