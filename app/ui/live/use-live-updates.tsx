import { createContext, startTransition, useContext, useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { startLiveClient, type LiveClient, type LiveStatus } from "./live-client";

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
 */
export function useLiveUpdates(enabled: boolean, readAt?: number): LiveStatus {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const [status, setStatus] = useState<LiveStatus>("closed");
  const latest = useRef({ revalidate: revalidator.revalidate, busy: false, navigating: false, acting: false, readAt });
  latest.current.revalidate = revalidator.revalidate;
  latest.current.navigating = navigation.state !== "idle";
  latest.current.busy = latest.current.navigating || revalidator.state !== "idle";
  latest.current.readAt = readAt;
  // This tab submitted a change and reads its page again after it (React Router does).
  latest.current.acting =
    isChange(navigation.formMethod) || fetchers.some((fetcher) => fetcher.state !== "idle" && isChange(fetcher.formMethod));
  const client = useRef<LiveClient | null>(null);

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const root = document.documentElement;
    const live = startLiveClient({
      revalidate: () => void latest.current.revalidate(),
      isBusy: () => latest.current.busy,
      isNavigating: () => latest.current.navigating,
      isActing: () => latest.current.acting,
      since: latest.current.readAt,
      onStatus: (next) => {
        root.dataset.live = next;
        // A transition: the status reaches every part of the page through its context, and an
        // urgent update would make a part still waiting for its code (a dialog opened from its
        // URL, app/ui/lazy.tsx) drop the server's HTML, and what was typed in it.
        startTransition(() => setStatus(next));
      },
    });
    client.current = live;
    return () => {
      live.stop();
      client.current = null;
      delete root.dataset.live;
      setStatus("closed");
    };
  }, [enabled]);

  useEffect(() => {
    if (navigation.state === "idle" && revalidator.state === "idle") client.current?.idle();
  }, [navigation.state, revalidator.state]);

  return status;
}

function isChange(method: string | undefined): boolean {
  return method !== undefined && method.toUpperCase() !== "GET";
}
