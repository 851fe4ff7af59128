import { useCallback, useEffect, useId, useRef } from "react";
import { useNavigate } from "react-router";
import { Link } from "./link.tsx";
import { useHydrated } from "./hydrated.ts";
import { CloseIcon } from "./icons.tsx";
import { buttonClass } from "./static.tsx";

type Props = {
  title: string;
  /** Where closing leads: the same page without the dialog's search parameter. */
  closeTo: string;
  children: React.ReactNode;
  /**
   * The width from md up (Chakra's dialog sizes: sm 448, md 512, lg 672, xl 896 px at most);
   * below md every dialog is full screen. `confirm` is the confirm dialog of spec §2: an alert
   * dialog at most 328 px wide, on every screen.
   */
  size?: "sm" | "md" | "lg" | "xl" | "confirm";
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * A dialog that is also a URL (docs/DESIGN.md): the page renders it when its search parameter
 * is set, and closing it (the Close link, Escape, a click beside it) goes to `closeTo`.
 *
 * The same elements with and without JavaScript, so nothing typed before the page hydrates is
 * lost: the `js` class root.tsx puts on `<html>` before the first paint makes it a modal
 * (centred, sized to its content up to `size`, full screen below md; `.jl-dialog` in static-classes.ts);
 * without JavaScript it is a panel at the top of the page with a Close link. Once hydrated it
 * says `aria-modal`, takes the focus (unless it has it already), keeps Tab inside, and gives the
 * focus back to what opened it when it closes. Forms inside post like any other form.
 */
export function RouteDialog({ title, closeTo, children, size = "md" }: Props) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const confirm = size === "confirm";
  const close = useCallback(() => navigate(closeTo, { preventScrollReset: true, replace: true }), [navigate, closeTo]);
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    const node = panel.current;
    if (!hydrated || !node) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body && !node.contains(active) ? active : null;
    // The first field (or button) of the body, as Chakra's dialogs did; else the dialog itself.
    if (!node.contains(active))
      (node.querySelector(".jl-dialog__body")?.querySelector<HTMLElement>(FOCUSABLE) ?? node).focus({
        preventScroll: true,
      });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === "Tab") {
        keepTabInside(event, node);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [hydrated]);

  return (
    <div className="jl-dialog" data-size={size}>
      <div className="jl-dialog__backdrop" onClick={close} />
      <section
        ref={panel}
        role={confirm ? "alertdialog" : "dialog"}
        aria-modal={hydrated ? true : undefined}
        aria-labelledby={titleId}
        tabIndex={-1}
        className="jl-dialog__panel"
      >
        <div className="jl-dialog__head">
          <h2 id={titleId} className="jl-dialog__title">
            {title}
          </h2>
          <Link
            to={closeTo}
            replace
            preventScrollReset
            className={buttonClass({ variant: "ghost", size: "sm", className: "jl-dialog__close" })}
          >
            <CloseIcon />
            <span>Close</span>
          </Link>
        </div>
        <div className="jl-dialog__body">{children}</div>
      </section>
    </div>
  );
}

/** Tab from the last focusable element goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, node: HTMLElement) {
  const focusable = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
  if (focusable.length === 0) {
    event.preventDefault();
    node.focus();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === node || !node.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !node.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** The current URL with `changes` applied to its search parameters (null removes one). */
export function withSearch(
  location: { pathname: string; search: string },
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}
