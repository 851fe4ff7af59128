import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Me } from "#app/contract/accounts.ts";
import { apiContext, type AuthRecord, sessionContext, type Session } from "#app/context.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import { loadHeader } from "./viewer.server.ts";

function contextWith(auth: AuthRecord | null, me: () => Promise<Me>) {
  const context = new RouterContextProvider();
  const session: Session = { auth, setAuth: () => {}, flash: () => {}, takeFlash: () => [] };
  context.set(sessionContext, session);
  context.set(apiContext, { accounts: { me } } as unknown as UpstreamApi);
  return context;
}

const member: AuthRecord = { access_token: "T", type_of_user: "individual", onboarding_complete: true };

const asha: Me = {
  id: 1,
  type_of_user: "individual",
  name: "Asha Verma",
  first_name: "Asha",
  last_name: "Verma",
  bio: "",
  profile_pic: "/p/1.svg",
  username: "asha-verma",
  onboarding_complete: true,
  unread_notifications: 3,
  unread_conversations: 2,
  is_moderator: false,
};

describe("loadHeader", () => {
  it("reads who the member is and their badges in one call", async () => {
    let calls = 0;
    const header = await loadHeader(contextWith(member, async () => (calls++, asha)));
    expect(calls).toBe(1);
    expect(header).toEqual({
      viewer: {
        type_of_user: "individual",
        onboarding_complete: true,
        name: "Asha Verma",
        profile_pic: "/p/1.svg",
        profile_url: "/profile/asha-verma/1",
      },
      counts: { notifications: 3, messages: 2 },
    });
  });

  it("a moderator's header says so, for the menu's link to the desk (decision 182)", async () => {
    const header = await loadHeader(contextWith(member, async () => ({ ...asha, is_moderator: true })));
    expect(header.viewer).toMatchObject({ name: "Asha Verma", is_moderator: true });
  });

  it("a company gets its page's address and its badges (decision 163)", async () => {
    const company: Me = { ...asha, id: 3, type_of_user: "corporate", name: "Acme", username: "acme" };
    const header = await loadHeader(contextWith({ ...member, type_of_user: "corporate" }, async () => company));
    expect(header.viewer).toMatchObject({ name: "Acme", profile_url: "/profile/corporate/3" });
    expect(header.counts).toEqual({ notifications: 3, messages: 2 });
  });

  it("a failed read shows a generic name and no badges; it never breaks the page", async () => {
    const header = await loadHeader(
      contextWith(member, async () => {
        throw new Error("down");
      }),
    );
    expect(header).toEqual({
      viewer: { type_of_user: "individual", onboarding_complete: true, name: "Member" },
      counts: {},
    });
  });

  it("members still onboarding and visitors make no call", async () => {
    const never = async (): Promise<never> => {
      throw new Error("must not be called");
    };
    expect(await loadHeader(contextWith({ ...member, onboarding_complete: false }, never))).toEqual({
      viewer: { type_of_user: "individual", onboarding_complete: false, name: "New member" },
      counts: {},
    });
    expect(await loadHeader(contextWith(null, never))).toEqual({ viewer: null, counts: {} });
  });
});
