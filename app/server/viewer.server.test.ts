import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { apiContext, type AuthRecord, sessionContext, type Session } from "~/context";
import type { UpstreamApi } from "~/upstream/api";
import { loadHeaderCounts } from "./viewer.server";

function contextWith(auth: AuthRecord | null, calls: { notifications: () => Promise<{ unread_count: number }>; chat: () => Promise<{ unread_count: number; unread_conversations: number }> }) {
  const context = new RouterContextProvider();
  const session: Session = { auth, setAuth: () => {}, flash: () => {}, takeFlash: () => [] };
  context.set(sessionContext, session);
  context.set(apiContext, { network: { unreadNotifications: calls.notifications }, chat: { unread: calls.chat } } as unknown as UpstreamApi);
  return context;
}

const member: AuthRecord = { access_token: "T", type_of_user: "individual", onboarding_complete: true };

describe("loadHeaderCounts", () => {
  it("counts unread notifications and conversations with unread messages", async () => {
    const context = contextWith(member, {
      notifications: async () => ({ unread_count: 3 }),
      chat: async () => ({ unread_count: 7, unread_conversations: 2 }),
    });
    await expect(loadHeaderCounts(context)).resolves.toEqual({ notifications: 3, messages: 2 });
  });

  it("a failed call leaves only its own badge out", async () => {
    const failing = async (): Promise<never> => {
      throw new Error("down");
    };
    await expect(loadHeaderCounts(contextWith(member, { notifications: async () => ({ unread_count: 1 }), chat: failing }))).resolves.toEqual({ notifications: 1 });
    await expect(
      loadHeaderCounts(contextWith(member, { notifications: failing, chat: async () => ({ unread_count: 1, unread_conversations: 1 }) })),
    ).resolves.toEqual({ messages: 1 });
  });

  it("companies, members still onboarding and visitors get no counts (and no calls)", async () => {
    const never = async (): Promise<never> => {
      throw new Error("must not be called");
    };
    for (const auth of [{ ...member, type_of_user: "corporate" as const }, { ...member, onboarding_complete: false }, null]) {
      await expect(loadHeaderCounts(contextWith(auth, { notifications: never, chat: never }))).resolves.toEqual({});
    }
  });
});
