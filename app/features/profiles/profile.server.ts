import { data, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "~/context";
import type { UpstreamApi } from "~/upstream/api";
import { isUpstreamError } from "~/upstream/errors";
import type { MasterListName } from "~/contract/master";

/** A user id from the URL: a positive integer, else the page is not found. */
export function userIdParam(value: string | undefined, what = "member"): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0) {
    throw data(`No ${what} was found at this address.`, { status: 404 });
  }
  return id;
}

/** Turns the API's "no such profile" (400/403/404 for a user id) into this page's 404. */
export function notFoundFor(error: unknown, message: string): never {
  if (isUpstreamError(error) && [400, 403, 404].includes(error.status)) throw data(message, { status: 404 });
  throw error;
}

/** The master list as select options (the first 100 by the API's order; locations as "City, State"). */
export async function masterOptions(api: UpstreamApi, name: MasterListName): Promise<Array<{ value: number; label: string }>> {
  const list = await api.master.list(name, { limit: 100 });
  return list.map((item) => ({ value: item.id, label: "city" in item ? `${item.city}, ${item.state}` : (item as { title: string }).title }));
}

/** Adds `item` to `options` when the list (limited to 100) does not hold it, so an edit form shows the current value. */
export function withCurrent(options: Array<{ value: number; label: string }>, item: { id: number; label: string } | null | undefined) {
  if (!item || options.some((option) => option.value === item.id)) return options;
  return [{ value: item.id, label: item.label }, ...options];
}

/** The logged-in individual's own user id, or null (visitor, corporate, not onboarded). */
export async function ownIndividualId(context: Readonly<RouterContextProvider>): Promise<number | null> {
  const { auth } = context.get(sessionContext);
  if (!auth || auth.type_of_user !== "individual" || !auth.onboarding_complete) return null;
  try {
    return (await context.get(apiContext).accounts.me()).id;
  } catch (error) {
    if (isUpstreamError(error) && error.status < 500) return null;
    throw error;
  }
}

/** The logged-in corporate's own user id, or null. */
export async function ownCorporateId(context: Readonly<RouterContextProvider>): Promise<number | null> {
  const { auth } = context.get(sessionContext);
  if (!auth || auth.type_of_user !== "corporate" || !auth.onboarding_complete) return null;
  try {
    return (await context.get(apiContext).accounts.me()).id;
  } catch (error) {
    if (isUpstreamError(error) && error.status < 500) return null;
    throw error;
  }
}

