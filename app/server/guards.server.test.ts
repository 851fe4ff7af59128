import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { type AuthRecord, memberOf, sessionContext } from "#app/context.ts";
import { guard, guestOnly, requireLogin, requireOnboarding, requireUserType } from "./guards.server.ts";

function contextWith(auth: AuthRecord | null) {
  const context = new RouterContextProvider();
  context.set(sessionContext, { auth, setAuth() {}, flash() {}, takeFlash: () => [] });
  return context;
}

const member = (overrides: Partial<AuthRecord> = {}): AuthRecord => ({
  access_token: "t",
  type_of_user: "individual",
  onboarding_complete: true,
  ...overrides,
});

function redirectOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

const request = (path: string) => new Request(`http://joblink.test${path}`);

describe("guard rules of spec §4", () => {
  test("rule 1: a logged-in user on login or signup goes to their dashboard", () => {
    expect(redirectOf(() => guestOnly({ request: request("/login"), context: contextWith(member()) }))).toBe(
      "/individual/dashboard",
    );
    const company = member({ type_of_user: "corporate" });
    expect(redirectOf(() => guestOnly({ request: request("/signup"), context: contextWith(company) }))).toBe(
      "/corporate/dashboard",
    );
    expect(redirectOf(() => guestOnly({ request: request("/login"), context: contextWith(null) }))).toBeNull();
  });

  test("rule 2: a visitor on a member route goes to /login and comes back afterwards", () => {
    expect(
      redirectOf(() => requireLogin({ request: request("/individual/jobs?tab=applied"), context: contextWith(null) })),
    ).toBe("/login?redirectTo=%2Findividual%2Fjobs%3Ftab%3Dapplied");
    expect(
      redirectOf(() => requireLogin({ request: request("/individual/jobs"), context: contextWith(member()) })),
    ).toBeNull();
  });

  test("rule 2 on a client-side navigation (a `.data` request): the way back is the page", () => {
    const args = {
      request: request("/individual/network.data?_routes=routes%2Findividual.network"),
      url: new URL("http://joblink.test/individual/network"),
      context: contextWith(null),
    };
    expect(redirectOf(() => requireLogin(args))).toBe("/login?redirectTo=%2Findividual%2Fnetwork");
  });

  test("rule 2 on the logout page: to /login, not back to log out afterwards", () => {
    expect(redirectOf(() => requireLogin({ request: request("/logout"), context: contextWith(null) }))).toBe("/login");
    const data = {
      request: request("/logout.data"),
      url: new URL("http://joblink.test/logout"),
      context: contextWith(null),
    };
    expect(redirectOf(() => requireLogin(data))).toBe("/login");
  });

  test("rule 3: onboarding not complete → the details page of the user's type; visitors pass", () => {
    const fresh = member({ onboarding_complete: false, type_of_user: "corporate" });
    expect(redirectOf(() => requireOnboarding({ request: request("/x"), context: contextWith(fresh) }))).toBe(
      "/corporate/details",
    );
    expect(redirectOf(() => requireOnboarding({ request: request("/x"), context: contextWith(null) }))).toBeNull();
  });

  test("a route for the other kind of account leads home", () => {
    const guard = requireUserType("corporate");
    expect(redirectOf(() => guard({ request: request("/corporate/posts"), context: contextWith(member()) }))).toBe(
      "/individual/dashboard",
    );
    expect(
      redirectOf(() =>
        guard({ request: request("/corporate/posts"), context: contextWith(member({ type_of_user: "corporate" })) }),
      ),
    ).toBeNull();
  });
});

describe("guard(...) keeps the member it let through", () => {
  const run = (rules: Parameters<typeof guard>, context: RouterContextProvider) => {
    const [middleware] = guard(...rules);
    return middleware(
      {
        request: request("/x"),
        context,
        params: {},
        unstable_pattern: "/x",
        url: new URL("http://joblink.test/x"),
      } as never,
      async () => new Response(),
    );
  };

  test("a member route's loaders read the member without checking the login again", () => {
    const context = contextWith(member());
    run(["member", "onboarded"], context);
    expect(memberOf(context).access_token).toBe("t");
    const company = contextWith(member({ type_of_user: "corporate" }));
    run(["corporate"], company);
    expect(memberOf(company).type_of_user).toBe("corporate");
  });

  test("memberOf on a route without a member guard is a code mistake, not a visitor", () => {
    const context = contextWith(null);
    run(["onboarded"], context);
    expect(() => memberOf(context)).toThrow(/no member guard/);
  });
});
