/** A positive integer from a route or search parameter (`/chats/{id}`, `?before=`, `?delete=`), else null. */
export function positiveInt(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}
