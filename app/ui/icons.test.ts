import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { spriteText } from "./icon-sprite.server.ts";
import { ICON_SPRITE_PATH, LUCIDE_VERSION, SPRITE_ICONS } from "./icons.tsx";

describe("icon sprite", () => {
  test("LUCIDE_VERSION is the pinned lucide-react (the sprite's address changes with it)", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies["lucide-react"]).toBe(LUCIDE_VERSION);
    expect(ICON_SPRITE_PATH).toMatch(/^\/icons\.svg\?v=[0-9a-z]+$/);
  });

  test("one symbol per icon, drawn with Lucide's paths, nothing else", () => {
    const text = spriteText();
    expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    for (const name of Object.keys(SPRITE_ICONS)) expect(text).toContain(`<symbol id="${name}" viewBox="0 0 24 24"`);
    expect(text.match(/<symbol /g)).toHaveLength(Object.keys(SPRITE_ICONS).length);
    expect(text).not.toMatch(/<script|\son\w+=|class=/i);
    expect(text).toMatch(/<path d="M/);
  });
});
