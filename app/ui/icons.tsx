/**
 * Icons come from one library, Lucide (lucide-react): 24×24, drawn with a 2 px stroke in the
 * current colour. Each is `aria-hidden`: the button or link around it carries the name.
 *
 * Pages show them from one sprite, `/icons.svg` (routes/icons-sprite.tsx, built from the Lucide
 * components below and cached for good under a versioned address): `<use href>` costs about 90
 * bytes of HTML where the inline SVG of a Lucide component costs about 350, and a list page shows
 * dozens (each job card has five; the navigation is there twice).
 */
import { SPRITE_ICONS, type SpriteIcon } from "./icon-set.ts";

export { SPRITE_ICONS, type SpriteIcon };

/** The navigation items' icons (app-header.tsx). */
export type IconName = "home" | "network" | "jobs" | "messages" | "notifications" | "posts" | "company" | "search";

/** lucide-react's version (package.json pins it; icons.test.ts checks they agree). */
export const LUCIDE_VERSION = "1.77.0";

/** A short, stable hash of the sprite's contents (its icon names and Lucide's version). */
function spriteVersion(): string {
  let hash = 0x811c9dc5;
  for (const char of `${LUCIDE_VERSION}:${Object.keys(SPRITE_ICONS).join(",")}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Where the sprite is served: a new address whenever what is in it changes. */
export const ICON_SPRITE_PATH = `/icons.svg?v=${spriteVersion()}`;

/** An icon of the sprite, as a static `jl-icon` (20 px, no style resolution), hidden from assistive technology. */
export function StaticIcon({ name, className }: { name: SpriteIcon; className?: string }) {
  return (
    // No `focusable="false"`: only Internet Explorer put inline SVGs in the tab order.
    <svg className={className ? `jl-icon ${className}` : "jl-icon"} aria-hidden="true">
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}

/** The × of a Close button or link. */
export function CloseIcon() {
  return <StaticIcon name="close" />;
}
