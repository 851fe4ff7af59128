/** Lenient input for JSON and form callers: ids and years as strings, checkboxes as text. */

/** Lets JSON callers send an id as `"12"` as well as `12` (form posts and curl do both). */
export function coerceIdFields(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const copy = { ...body };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === "string" && /^\d{1,15}$/.test(value.trim())) copy[field] = Number(value.trim());
  }
  return copy;
}

/** `"true"`, `"on"`, `"1"` → true; `"false"`, `"off"`, `"0"`, `""` → false; other values unchanged. */
export function coerceBooleanFields(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const copy = { ...body };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value !== "string") continue;
    const text = value.trim().toLowerCase();
    if (["true", "on", "1", "yes"].includes(text)) copy[field] = true;
    else if (["false", "off", "0", "no", ""].includes(text)) copy[field] = false;
  }
  return copy;
}

/** Numeric strings become numbers; `""` becomes null (an optional id or year left empty). */
export function coerceNumberFields(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const copy = coerceIdFields(body, fields);
  for (const field of fields)
    if (typeof copy[field] === "string" && (copy[field] as string).trim() === "") copy[field] = null;
  return copy;
}
