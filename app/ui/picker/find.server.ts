/**
 * The no-JavaScript half of the pickers (decision 134): a picker's Find button posts the whole
 * form with `find=kind:field:searchField`; instead of saving, the page's action answers with
 * what was posted (Conform's `initialValue`, so every field keeps what was typed), the matches
 * of the search, and the titles of the values already chosen, and the form is shown again with
 * the matches as radio buttons or checkboxes.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { UpstreamApi } from "~/upstream/api";
import { entryOption, idsOf, parseFindValue, pickField, PICKER_KINDS, PICKER_MATCHES, type PickerKind, type PickerOption } from "./picker-logic";

export type FindState = { field: string; search: string; matches: PickerOption[] };

/** A form shown again after Find: no errors, the values posted, the matches and the chosen values' titles. */
export type FindReply = SubmissionResult<string[]> & { find: FindState; labels: Record<string, PickerOption[]> };

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

/** The answer to a Find, or null when the form was not posted by a Find button. */
export async function findReply(formData: FormData, api: UpstreamApi): Promise<FindReply | null> {
  const find = parseFindValue(formData.get("find"));
  if (!find) return null;
  const search = String(formData.get(find.searchField) ?? "").trim().slice(0, 100);
  const matches = search ? (await api.master.list(find.kind, { search, limit: PICKER_MATCHES })).map(entryOption) : [];
  // Every picker of the form says where its values are (`picker=kind:field`).
  const labels: Record<string, PickerOption[]> = {};
  await Promise.all(
    formData.getAll("picker").map(async (entry) => {
      const [kind, field] = String(entry).split(":");
      if (!(PICKER_KINDS as readonly string[]).includes(kind) || !field) return;
      const ids = idsOf(formData.getAll(field)).slice(0, 100);
      labels[field] = ids.length ? (await api.master.list(kind as PickerKind, { ids })).map(entryOption) : [];
    }),
  );
  return { initialValue: formValues(formData), error: {}, state: { validated: {} }, find: { field: find.field, search, matches }, labels };
}

/** Whether an action's answer is a Find's. */
export function isFindReply(value: unknown): value is FindReply {
  return typeof value === "object" && value !== null && "find" in value;
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
