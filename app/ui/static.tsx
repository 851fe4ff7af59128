/**
 * Plain elements styled by the static `jl-*` classes of static-classes.ts (served once in the global
 * stylesheet), for what every page or every list item renders: a Chakra component with style
 * props costs a style resolution and an inline <style> per render, a class name costs nothing.
 * See docs/decisions/103-static-classes-for-rendering.md.
 */
import { forwardRef } from "react";
import type { CssIcon } from "./icon-set.ts";
import { StaticIcon } from "./icons.tsx";

/** `menu`: an item of a `<details>` menu (`jl-menu__item`: ghost, small, as wide as the menu, content at the start; the size is its own). */
export type ButtonVariant = "solid" | "outline" | "ghost" | "subtle" | "menu";
export type ButtonSize = "xs" | "sm" | "md";
/** The colour palettes static classes exist for (`jl-palette-*`); without one, the inherited palette (gray). */
export type Palette = "brand" | "red" | "gray" | "green" | "orange";

export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; palette?: Palette; className?: string };

/** The classes of Chakra's Button with these variants: for a `<Link>` or `<a>` that looks like a button. */
export function buttonClass({
  variant = "solid",
  size = "md",
  palette,
  icon,
  className,
}: ButtonLook & { icon?: CssIcon } = {}): string {
  let classes = variant === "menu" ? "jl-menu__item" : `jl-btn jl-btn--${variant} jl-btn--${size}`;
  if (palette) classes += ` jl-palette-${palette}`;
  // An icon the stylesheet draws before the text (`jl-i-*`, decision 144).
  if (icon) classes += ` jl-i-${icon}`;
  return className ? `${classes} ${className}` : classes;
}

/**
 * A `<button>` that looks like Chakra's Button. `loading` (only ever true in the browser, after a
 * submit) disables it and shows a spinner (Chakra's, as static classes) with `loadingText`, as Chakra's Button does.
 * `type` is "button" unless given; `type={null}` writes none, for a submit button of a form that
 * comes in lists (a button's default type in a form is submit: the same button, 14 bytes less).
 * `icon`: an icon before the text, drawn by the stylesheet (`jl-i-*`); while loading, it is the
 * sprite's `<svg>` among the hidden content, as an icon in the children would be.
 */
export const StaticButton = forwardRef<
  HTMLButtonElement,
  Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type"> &
    ButtonLook & {
      type?: "submit" | "reset" | "button" | null;
      icon?: CssIcon;
      loading?: boolean;
      loadingText?: React.ReactNode;
    }
>(function StaticButton(
  { variant, size, palette, className, icon, loading, loadingText, children, type = "button", disabled, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? undefined}
      {...rest}
      data-loading={loading ? "" : undefined}
      disabled={loading || disabled}
      className={buttonClass({ variant, size, palette, className, icon: loading ? undefined : icon })}
    >
      {loading ? (
        <span className="jl-loader">
          <span className="jl-spinner" aria-hidden="true" />
          {loadingText ?? (
            <span className="jl-loader__hidden">
              {icon ? <StaticIcon name={icon} /> : null}
              {children}
            </span>
          )}
        </span>
      ) : (
        children
      )}
    </button>
  );
});

/** The classes of Chakra's Badge (size sm unless `lg`), e.g. `badgeClass("subtle", "brand")`. */
export function badgeClass(
  variant: "subtle" | "solid" = "subtle",
  palette?: Palette,
  size?: "lg",
  className?: string,
): string {
  let classes = `jl-badge jl-badge--${variant}`;
  if (size) classes += ` jl-badge--${size}`;
  if (palette) classes += ` jl-palette-${palette}`;
  return className ? `${classes} ${className}` : classes;
}

/** Text only screen readers hear (e.g. whom a button is about). */
export function SrOnly({ children }: { children: React.ReactNode }) {
  return <span className="jl-sr-only">{children}</span>;
}

/** Chakra's EmptyState (size sm) with a title (an h3 unless `titleAs`) and a description. */
export function StaticEmptyState({
  title,
  description,
  titleAs: Title = "h3",
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  titleAs?: "h2" | "h3";
}) {
  return (
    <div className="jl-empty">
      <div className="jl-empty__content">
        <Title className="jl-empty__title">{title}</Title>
        <p className="jl-empty__description">{description}</p>
      </div>
    </div>
  );
}

/** Initials as Chakra's Avatar.Fallback shows them: the first letters of the first and last names. */
export function initials(name: string): string {
  const names = name.trim().split(" ");
  const first = names[0] ?? "";
  const last = names.length > 1 ? names[names.length - 1] : "";
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/** Chakra's NativeSelect indicator (a chevron), inside a `jl-select` beside its `jl-select__field`. */
export function SelectIndicator({ invalid }: { invalid?: boolean }) {
  return (
    <div className="jl-select__indicator" aria-hidden="true" data-invalid={invalid ? "" : undefined}>
      <svg viewBox="0 0 24 24">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
}
