import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { UNSAFE_DataRouterContext } from "react-router";

export type SnackType = "success" | "error";
type Snack = { id: number; type: SnackType; message: string };
/** The root loader's snackbars (the flash cookie's messages). */
type Flash = { type: SnackType; message: string }[];

/** Snackbars hide themselves after this long (spec §9). */
export const SNACKBAR_AUTO_HIDE_MS = 5000;

type SnackbarApi = { show(type: SnackType, message: string): void };
const SnackbarContext = createContext<SnackbarApi>({ show() {} });

export function useSnackbar(): SnackbarApi {
  return useContext(SnackbarContext);
}

let nextId = 1;
const toSnacks = (flash: Flash) => flash.map((m) => ({ ...m, id: nextId++ }));

/**
 * Holds the snackbars: those the server sent through the flash cookie (rendered in the HTML, so
 * they show with JavaScript off, and hidden after 5 s by a CSS animation) and those shown by code.
 *
 * After the first render the root loader's `flash` is taken from every state of the router, not
 * from this component's props: React renders the router's states in transitions and renders only
 * the last of several that come quickly, so a live update's reload right after a submission's
 * redirect replaced the state that carried the snackbar before it was rendered (and the flash
 * cookie had been read by then: the snackbar was lost).
 */
export function SnackbarProvider({ flash, children }: { flash: Flash; children: React.ReactNode }) {
  const [snacks, setSnacks] = useState<Snack[]>(() => toSnacks(flash));
  const firstFlash = useRef(flash);
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  useEffect(() => {
    if (!router) return;
    let seen: Flash | undefined = firstFlash.current;
    let shownOn = router.state.location.pathname;
    const take = (state: typeof router.state) => {
      // A snackbar belongs to the action that caused it: on another page those of the pages
      // before go (with JavaScript they would outlive the page for up to 5 s: "We sent a code"
      // over the company's details after the code was entered; issue 34), and that page's own come in.
      const moved = state.location.pathname !== shownOn;
      shownOn = state.location.pathname;
      const next = (state.loaderData.root as { flash?: Flash } | undefined)?.flash;
      const fresh = next && next !== seen ? toSnacks(next) : [];
      if (next) seen = next;
      // A transition, as the router's own render (an urgent update would make a part still
      // waiting for its code drop the server's HTML: use-live-updates.tsx).
      if (moved) startTransition(() => setSnacks(fresh));
      else if (fresh.length) startTransition(() => setSnacks((current) => [...current, ...fresh]));
    };
    take(router.state);
    return router.subscribe(take);
  }, [router]);

  const dismiss = useCallback((id: number) => setSnacks((current) => current.filter((s) => s.id !== id)), []);
  const api = useMemo<SnackbarApi>(
    () => ({ show: (type, message) => setSnacks((current) => [...current, { id: nextId++, type, message }]) }),
    [],
  );

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {/* Plain elements with the static `jl-snackbar*` classes of static-classes.ts (on every page). */}
      <div className="jl-snackbars" aria-live="polite">
        {snacks.map((snack) => (
          <SnackbarItem key={snack.id} snack={snack} onDismiss={dismiss} />
        ))}
      </div>
    </SnackbarContext.Provider>
  );
}

function SnackbarItem({ snack, onDismiss }: { snack: Snack; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(snack.id), SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [snack.id, onDismiss]);
  return (
    <div
      role={snack.type === "error" ? "alert" : "status"}
      data-snackbar={snack.type}
      className={`jl-snackbar jl-snackbar--${snack.type}`}
      // The theme's `snackbar-hide` keyframes (a style attribute: CSP allows them, decision 011).
      style={{ animation: `snackbar-hide 1ms step-end ${SNACKBAR_AUTO_HIDE_MS}ms forwards` }}
    >
      <p className="jl-snackbar__text">{snack.message}</p>
      <button type="button" className="jl-snackbar__close" aria-label="Dismiss" onClick={() => onDismiss(snack.id)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
            transform="translate(1.4 0)"
          />
        </svg>
      </button>
    </div>
  );
}
