import { createContext, startTransition, useContext, useEffect, useRef, useState } from "react";
import { UNSAFE_DataRouterContext } from "react-router";
import { startLiveClient, type LiveStatus } from "./live-client.ts";

const LiveStatusContext = createContext<LiveStatus>("closed");

/** Provides the layout's live status to the pages under it. */
export const LiveStatusProvider = LiveStatusContext.Provider;

/** Whether this tab's live-update stream is open now ("open"), being opened, or closed. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}

/**
 * One live-update stream for the tab while `enabled` (a signed-in member in the app layout):
 * each change reloads the page's data (live-client.ts says when). Its status is also written on
 * `<html data-live="…">`, so tests (and anyone debugging) can see it. Without JavaScript nothing
 * of this runs: a reload shows the same state. `readAt`: when the page's data was read (the
 * layout's loader), so a change since then is read at once when the stream opens.
 *
 * Whether a navigation, a reload or a submission is on its way is read from the router's state
 * when the client asks, not from this component's last render: React Router renders its state in
 * a transition, which can come after the timer that asks (a reload started in that gap took the
 * place of a submission's redirect, and its snackbar showed only on the next page).
 */
export function useLiveUpdates(enabled: boolean, readAt?: number): LiveStatus {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [status, setStatus] = useState<LiveStatus>("closed");
  const since = useRef(readAt);
  since.current = readAt;

  useEffect(() => {
    if (!enabled || !router || typeof EventSource === "undefined") return;
    const root = document.documentElement;
    const navigating = () => router.state.navigation.state !== "idle";
    const busy = () => navigating() || router.state.revalidation !== "idle";
    // This tab submitted a change and reads its page again after it (React Router does).
    const acting = () =>
      isChange(router.state.navigation.formMethod) ||
      [...router.state.fetchers.values()].some((fetcher) => fetcher.state !== "idle" && isChange(fetcher.formMethod));
    const live = startLiveClient({
      revalidate: () => void router.revalidate(),
      isBusy: busy,
      isNavigating: navigating,
      isActing: acting,
      since: since.current,
      onStatus: (next) => {
        root.dataset.live = next;
        // A transition: the status reaches every part of the page through its context, and an
        // urgent update would make a part still waiting for its code (a dialog opened from its
        // URL, app/ui/lazy.tsx) drop the server's HTML, and what was typed in it.
        startTransition(() => setStatus(next));
      },
    });
    // `idle()` reads a change that waited, once `read` finds the tab free (it asks the same questions).
    const unsubscribe = router.subscribe(() => live.idle());
    return () => {
      unsubscribe();
      live.stop();
      delete root.dataset.live;
      setStatus("closed");
    };
  }, [enabled, router]);

  return status;
}

function isChange(method: string | undefined): boolean {
  return method !== undefined && method.toUpperCase() !== "GET";
}
