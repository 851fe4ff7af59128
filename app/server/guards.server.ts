import { type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { type AuthRecord, memberContext, sessionContext, type UserType } from "#app/context.ts";

export const dashboardPath = (type: UserType) => `/${type}/dashboard`;
export const detailsPath = (type: UserType) => `/${type}/details`;

/** `url` is React Router's normalised address (without a data request's `.data`), when given. */
type GuardArgs = { request: Request; context: Readonly<RouterContextProvider>; url?: URL };

/** Rule 1 (spec §4): a logged-in user opening login or signup goes to their dashboard. */
export function guestOnly({ context }: GuardArgs) {
  const { auth } = context.get(sessionContext);
  if (auth)
    throw redirect(auth.onboarding_complete ? dashboardPath(auth.type_of_user) : detailsPath(auth.type_of_user));
}

/** Rule 2: a route needing login sends a visitor to /login (and back afterwards). */
export function requireLogin({ request, context, url: routeUrl }: GuardArgs): AuthRecord {
  const { auth } = context.get(sessionContext);
  if (!auth) {
    // A client-side navigation asks for `/page.data`: the way back is the page itself.
    const url = routeUrl ?? new URL(request.url);
    const back = url.pathname + url.search;
    // Home, or logging out, is no page to come back to after logging in.
    throw redirect(
      back === "/" || url.pathname === "/logout" ? "/login" : `/login?redirectTo=${encodeURIComponent(back)}`,
    );
  }
  return auth;
}

/** Rule 3: a logged-in user whose onboarding is not complete goes to their details page. */
export function requireOnboarding({ context }: GuardArgs) {
  const { auth } = context.get(sessionContext);
  if (auth && !auth.onboarding_complete) throw redirect(detailsPath(auth.type_of_user));
}

/**
 * Routes flagged for one kind of account send the other kind to its own dashboard (our reading of
 * spec §6: the flags exist, a person has no use for the other role's screens).
 */
export function requireUserType(type: UserType) {
  return (args: GuardArgs) => {
    const auth = requireLogin(args);
    args.context.set(memberContext, auth);
    if (auth.type_of_user !== type) {
      throw redirect(auth.onboarding_complete ? dashboardPath(auth.type_of_user) : detailsPath(auth.type_of_user));
    }
  };
}

/** What a route needs (spec §4 and our reading of §6), checked in the order given. */
export type GuardRule = "guest" | "member" | "onboarded" | "individual" | "corporate";

/** Lets a member through and keeps them in the context for the route (`memberOf`). */
function member(args: GuardArgs) {
  args.context.set(memberContext, requireLogin(args));
}

const RULES: Record<GuardRule, (args: GuardArgs) => void> = {
  guest: guestOnly,
  member,
  onboarded: requireOnboarding,
  individual: requireUserType("individual"),
  corporate: requireUserType("corporate"),
};

/**
 * A route's middleware for its rules: `export const middleware = guard("member", "onboarded")`.
 * Middleware runs on every request that matches the route, documents and the `.data` requests of
 * client navigations, fetchers and actions alike, so each route says what it needs on its own
 * line and no layout exists only to guard.
 */
export function guard(...rules: GuardRule[]): MiddlewareFunction<Response>[] {
  const checks = rules.map((rule) => RULES[rule]);
  return [
    (args) => {
      for (const check of checks) check(args);
    },
  ];
}
