import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A menu that opens without JavaScript: a `<details>` disclosure (`jl-menu`, static-classes.ts) whose
 * `<summary>` is the button. With JavaScript it also closes on navigation, on a click outside,
 * on Escape (the focus goes back to its button) and once a form inside is sent. The listeners
 * are on the document only while it is open (a list has one menu per card).
 */
export function DisclosureMenu({
  label,
  summary,
  summaryClassName,
  panelClassName,
  children,
}: {
  /** The button's accessible name (e.g. "More actions for Backend engineer"). */
  label: string;
  summary: React.ReactNode;
  summaryClassName?: string;
  panelClassName?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const onToggle = () => {
    const details = ref.current;
    stop.current?.();
    stop.current = null;
    if (!details?.open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    stop.current = () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  };

  return (
    <details ref={ref} className="jl-menu" onToggle={onToggle}>
      <summary aria-label={label} className={summaryClassName}>
        {summary}
      </summary>
      <div
        className={panelClassName ? `jl-menu__panel ${panelClassName}` : "jl-menu__panel"}
        onSubmitCapture={() => {
          if (ref.current) ref.current.open = false;
        }}
      >
        {children}
      </div>
    </details>
  );
}
