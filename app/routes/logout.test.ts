/** The logout route's guard: the confirmation page is a member's, its form logs out whoever posts it. */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type AuthRecord, type FlashMessage, sessionContext } from "#app/context.ts";
import * as logout from "./logout.tsx";

function contextWith(auth: AuthRecord | null) {
  const flashed: FlashMessage[] = [];
  const context = new RouterContextProvider();
  context.set(sessionContext, {
    auth,
    setAuth() {},
    flash: (type, message) => void flashed.push({ type, message }),
    takeFlash: () => [],
  });
  return { context, flashed };
}

const member: AuthRecord = { access_token: "t", type_of_user: "corporate", onboarding_complete: true };

/** Runs the route's middleware, then its loader or action as React Router would; the redirect's target or the result. */
async function open(method: "GET" | "POST", auth: AuthRecord | null) {
  const { context, flashed } = contextWith(auth);
  const request = new Request("http://joblink.test/logout", { method });
  const url = new URL(request.url);
  const args = { request, context, params: {}, url, pattern: "/logout" } as never;
  try {
    for (const middleware of logout.middleware) await middleware(args, async () => new Response());
    const result = method === "GET" ? logout.loader(args) : await logout.action(args);
    return { result: result instanceof Response ? result.headers.get("Location") : result, flashed };
  } catch (thrown) {
    if (thrown instanceof Response) return { result: thrown.headers.get("Location"), flashed };
    throw thrown;
  }
}

describe("/logout", () => {
  it("shows a member the confirmation, with the way back to their dashboard", async () => {
    expect((await open("GET", member)).result).toEqual({ back: "/corporate/dashboard" });
  });

  it("sends a visitor to /login", async () => {
    expect((await open("GET", null)).result).toBe("/login");
  });

  it("logs out whoever posts, a session already ended too", async () => {
    for (const auth of [member, null]) {
      const { result, flashed } = await open("POST", auth);
      expect(result).toBe("/login");
      expect(flashed).toEqual([{ type: "success", message: "You have been logged out." }]);
    }
  });
});
