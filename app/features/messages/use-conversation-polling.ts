import { useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";
import type { PollResult } from "#app/contract/messages.ts";

/** How often an open conversation asks for new messages while the page is visible and no live stream is open. */
export const CHAT_POLL_INTERVAL_MS = 3_000;

/** What `/chats/{id}/poll` answers (see routes/chats.$id.poll.tsx). */
export type PollAnswer = Omit<PollResult, "messages"> & { count: number };

/**
 * Keeps an open conversation up to date while JavaScript runs and the tab's live-update stream
 * is not open (decision 127; with it open, each change reloads the page at once and nothing is
 * polled): every few seconds it asks `/chats/{id}/poll?after=<cursor>` and, when messages arrived
 * or the conversation's total changed (one was deleted), reloads the page's data (`revalidate`).
 * It pauses while the tab is hidden and asks at once when it becomes visible again. When the
 * stream opens it asks once, for what came between the page's loading and then. Without
 * JavaScript a reload does the same.
 */
export function useConversationPolling({
  conversationId,
  cursor,
  total,
  enabled,
  live,
}: {
  conversationId: number;
  /** The newest message id the page shows. */
  cursor: number;
  /** Messages in the conversation when the page was loaded (null: unknown, the first poll sets it). */
  total: number | null;
  enabled: boolean;
  /** The tab's live-update stream is open: no polling, one catch-up poll. */
  live: boolean;
}) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const latest = useRef({ cursor, total, busy: false, revalidate: revalidator.revalidate });
  latest.current.cursor = cursor;
  latest.current.total = total;
  latest.current.revalidate = revalidator.revalidate;
  // A send, a delete or a reload on its way brings fresh data anyway.
  latest.current.busy = navigation.state !== "idle" || revalidator.state !== "idle";

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setInterval> | undefined;
    let inFlight = false;

    const poll = async () => {
      if (inFlight || latest.current.busy || document.visibilityState === "hidden") return;
      inFlight = true;
      try {
        const response = await fetch(`/chats/${conversationId}/poll?after=${latest.current.cursor}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
          cache: "no-store",
        });
        if (response.redirected || !response.headers.get("Content-Type")?.includes("application/json")) {
          // Logged out meanwhile, or no longer allowed: the page's own loader says where to go.
          stop();
          latest.current.revalidate();
          return;
        }
        if (!response.ok) {
          // Gone or no longer yours: stop asking (busy or failing servers get asked again).
          if (response.status === 403 || response.status === 404) stop();
          return;
        }
        const answer = (await response.json()) as PollAnswer;
        const known = latest.current.total;
        if (answer.count > 0 || (known !== null && answer.total !== known)) {
          latest.current.cursor = Math.max(latest.current.cursor, answer.cursor);
          latest.current.total = answer.total;
          latest.current.revalidate();
        } else if (known === null) {
          latest.current.total = answer.total;
        }
      } catch {
        // Offline or aborted: the next tick tries again.
      } finally {
        inFlight = false;
      }
    };

    const start = () => {
      if (!live && timer === undefined) timer = setInterval(poll, CHAT_POLL_INTERVAL_MS);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") {
        stop();
      } else if (!live) {
        // (With the stream open, changes heard while hidden are read now by the layout.)
        void poll();
        start();
      }
    };

    document.addEventListener("visibilitychange", onVisibilityChange);
    if (document.visibilityState !== "hidden") {
      if (live) void poll();
      start();
    }
    return () => {
      document.removeEventListener("visibilitychange", onVisibilityChange);
      stop();
      controller.abort();
    };
  }, [conversationId, enabled, live]);
}
