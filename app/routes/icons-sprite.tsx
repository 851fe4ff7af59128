import type { Route } from "./+types/icons-sprite";
import { spriteText } from "#app/ui/icon-sprite.server.ts";
import { ICON_SPRITE_PATH } from "#app/ui/icons.tsx";

/**
 * `/icons.svg`: every icon of app/ui/icons.tsx as a `<symbol>`, drawn by the Lucide components
 * themselves, for `<use href="/icons.svg?v=…#name">`. Its address changes with its contents, so
 * it is cached for good; the current one is the only one served (an old `v` is a 404, not stale
 * icons).
 */
export function loader({ request }: Route.LoaderArgs) {
  const version = new URL(request.url).searchParams.get("v");
  if (version !== new URL(ICON_SPRITE_PATH, "http://x").searchParams.get("v")) {
    return new Response("Not found.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const text = spriteText();
  return new Response(request.method === "HEAD" ? null : text, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Content-Length": String(Buffer.byteLength(text)),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
