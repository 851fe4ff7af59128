/**
 * The stylesheet's own icons (`jl-i-*`, decision 144), for static-classes.ts at build time: each
 * Lucide icon of CSS_ICONS as an SVG data address, drawn as a mask in the text's colour by a
 * `::before` of the element with the class — the same paths, size and colour as the sprite's
 * `<svg><use/></svg>`. The page's CSP allows `data:` images.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CSS_ICONS, SPRITE_ICONS, type CssIcon } from "./icon-set.ts";

/** The icon as a standalone SVG (black strokes: a mask reads only their coverage). */
export function iconSvgText(name: CssIcon): string {
  const svg = renderToStaticMarkup(createElement(SPRITE_ICONS[name]));
  return svg.replace(/ class="[^"]*"/, "").replace('stroke="currentColor"', 'stroke="#000"');
}

/** `url("data:image/svg+xml,…")` of the icon. */
export function iconMaskUrl(name: CssIcon): string {
  return `url("data:image/svg+xml,${encodeURIComponent(iconSvgText(name))}")`;
}

/** `{ ".jl-i-like::before": {...} }`: the shared box, then each icon's mask. */
export function iconMaskClasses(box: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const classes: Record<string, Record<string, unknown>> = {
    [CSS_ICONS.map((name) => `.jl-i-${name}::before`).join(", ")]: box,
  };
  for (const name of CSS_ICONS) classes[`.jl-i-${name}::before`] = { maskImage: iconMaskUrl(name) };
  return classes;
}
