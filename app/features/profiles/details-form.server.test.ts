/**
 * The details pages' action (onboarding, then later edits), with a fake session and a fake API:
 * what the session keeps, what is flashed and where the member goes.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  apiContext,
  type AuthRecord,
  type FlashMessage,
  memberContext,
  type Session,
  sessionContext,
} from "#app/context.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import { saveDetails } from "./details-form.server.ts";

const schema = z.object({ first_name: z.string() });
const NEW: AuthRecord = {
  access_token: "A1",
  refresh_token: "R1",
  type_of_user: "individual",
  onboarding_complete: false,
};

function setup(auth: AuthRecord, create: (session: Session) => Promise<unknown>) {
  const flashed: FlashMessage[] = [];
  let current: AuthRecord | null = auth;
  const session: Session = {
    get auth() {
      return current;
    },
    setAuth(next) {
      current = next;
    },
    flash: (type, message) => void flashed.push({ type, message }),
    takeFlash: () => [],
  };
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(memberContext, auth);
  const area = () => ({ create: () => create(session), update: async () => ({}) });
  context.set(apiContext, { master: { list: async () => [] } } as unknown as UpstreamApi);
  return { context, session, flashed, area };
}

const post = (path: string) =>
  new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams({ first_name: "Asha" }) });

describe("saveDetails", () => {
  it("completes onboarding on the session's tokens as they are after the call, not the guard's older record", async () => {
    // The access token ran out during the call: the client refreshed it (a new pair in the session).
    const { context, session, flashed, area } = setup(NEW, async (s) => {
      s.setAuth({ ...NEW, access_token: "A2", refresh_token: "R2" });
      return {};
    });
    const result = await saveDetails({ request: post("/individual/details.data"), context }, schema, area);
    expect(session.auth).toEqual({
      access_token: "A2",
      refresh_token: "R2",
      type_of_user: "individual",
      onboarding_complete: true,
    });
    expect(flashed).toEqual([{ type: "success", message: "Your profile is ready. Welcome to JobLink!" }]);
    expect((result as Response).headers.get("Location")).toBe("/individual/dashboard");
  });

  it("without a refresh, keeps the tokens it had; a later save stays on the page (without the single-fetch suffix)", async () => {
    const first = setup(NEW, async () => ({}));
    await saveDetails({ request: post("/individual/details"), context: first.context }, schema, first.area);
    expect(first.session.auth).toEqual({ ...NEW, onboarding_complete: true });

    const later = setup({ ...NEW, onboarding_complete: true }, async () => ({}));
    const result = await saveDetails(
      { request: post("/individual/details.data"), context: later.context },
      schema,
      later.area,
    );
    expect((result as Response).headers.get("Location")).toBe("/individual/details");
    expect(later.flashed).toEqual([{ type: "success", message: "Your details have been saved." }]);
  });
});
