/**
 * Where a redirect or link taken from input may lead: only somewhere on this site (issue 10,
 * items 5 and 8; decision 112). Every redirect target that comes from a request (`redirectTo`,
 * a notification's `to`, a form's `redirectTo`) and every stored link rendered as one goes
 * through `sameSitePath` / `safeRedirectTarget`.
 *
 * The target is parsed as a browser parses a `Location` against the app's origin (the WHATWG URL
 * parser: tabs, CR and LF dropped, `\` read as `/`, dot segments resolved), and kept only when it
 * stays on that origin. What is returned is the parsed path, query and fragment, re-serialised:
 * percent-encoded, so it never holds CR, LF or other bytes a header cannot carry, and never
 * starting with `//` or `/\` (which a browser would read as another host). So `/%09/evil.example`
 * (a tab: `//evil.example` to a browser), `/.//evil.example`, `https://evil.example`,
 * `javascript:…` and `/x\r\nSet-Cookie: …` all fail or come out harmless.
 */

/** Stands in for the app's origin when the caller has none at hand (paths resolve alike). */
const DEFAULT_ORIGIN = "http://joblink.invalid";

/**
 * The same-site path (path, query and fragment) `target` leads to, or null when it leads
 * elsewhere or is not a URL. `base` is the app's origin, or any URL on it (e.g. `request.url`).
 */
export function sameSitePath(target: string | null | undefined, base: string = DEFAULT_ORIGIN): string | null {
  if (typeof target !== "string") return null;
  // A path (`/…`) or an absolute URL; a relative reference (`page`, `[object File]`) is no target.
  const start = target.replace(/^[\u0000-\u0020]+/, "");
  if (!/^[/\\]/.test(start) && !/^[a-z][a-z\d+.-]*:/i.test(start)) return null;
  let origin: string;
  let url: URL;
  try {
    origin = new URL(base).origin;
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = url.pathname + url.search + url.hash;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  return path;
}

/** `sameSitePath(target, base)`, or `fallback` when the target is missing or leaves the site. */
export function safeRedirectTarget(target: string | null | undefined, fallback: string, base?: string): string {
  return sameSitePath(target, base) ?? fallback;
}
