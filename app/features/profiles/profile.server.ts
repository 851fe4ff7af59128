import { data, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { isUpstreamError } from "#app/upstream/errors.ts";

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
