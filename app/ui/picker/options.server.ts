/**
 * A master list as the options of a plain select (the forms that do not use the picker), and
 * the current value kept among them when an edit form opens.
 */
import type { MasterListName } from "#app/contract/master.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import type { PickerOption } from "./picker-logic.ts";

/** The master list as select options (the first 100 by the API's order; locations as "City, State"). */
export async function masterOptions(api: UpstreamApi, name: MasterListName): Promise<PickerOption[]> {
  const list = await api.master.list(name, { limit: 100 });
  return list.map((item) => ({
    value: item.id,
    label: "city" in item ? `${item.city}, ${item.state}` : (item as { title: string }).title,
  }));
}

/** Adds `item` to `options` when the list (limited to 100) does not hold it, so an edit form shows the current value. */
export function withCurrent(options: PickerOption[], item: { id: number; label: string } | null | undefined) {
  if (!item || options.some((option) => option.value === item.id)) return options;
  return [{ value: item.id, label: item.label }, ...options];
}
