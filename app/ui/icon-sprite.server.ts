import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SPRITE_ICONS } from "./icons.tsx";

/** The sprite (routes/icons-sprite.tsx): each icon of icons.tsx as a `<symbol>`, made once. */
let sprite: string | null = null;

export function spriteText(): string {
  if (sprite) return sprite;
  const symbols = Object.entries(SPRITE_ICONS).map(([name, icon]) => {
    const svg = renderToStaticMarkup(createElement(icon));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1] ?? "";
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
  });
  sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  return sprite;
}
