/**
 * The page's module preloads (React Router's `<link rel="modulepreload">`, one per script the
 * page hydrates with) marked `fetchpriority="low"` (decision 139).
 *
 * The page is server-rendered and works before its scripts run, so nothing in them is needed
 * for the first paint; at their default (high) priority the preloads competed with the
 * stylesheet for the first round trips of a slow connection, and Lighthouse counted them as
 * render-blocking whenever they happened to arrive before the first paint. At low priority the
 * browser fetches them after what the first paint needs, still all at once (no waterfall of
 * imports), and the hydration follows.
 *
 * A preload of the site's own script also loses its `nonce`: the CSP's script-src allows 'self',
 * so the nonce only added some 30 bytes to each of the page's fifteen preloads (issue 9: HTML of
 * a list page). The inline scripts keep theirs.
 *
 * Only the head is rewritten: the body is left as it is, whatever it says.
 */
export function markLowPriorityHead(html: string): string {
  const end = html.indexOf("</head>");
  if (end < 0) return html;
  return markLowPriority(html.slice(0, end)) + html.slice(end);
}

/**
 * Every `<link rel="modulepreload" …>` of `html` with `fetchpriority="low"` (unless it says a
 * priority), and without its nonce when it preloads a path of this site.
 */
export function markLowPriority(html: string): string {
  return html
    .replace(/<link rel="modulepreload"(?![^>]*\sfetchpriority=)/g, '<link rel="modulepreload" fetchpriority="low"')
    .replace(/<link rel="modulepreload"[^>]*>/g, (link) => (/\shref="\/(?!\/)/.test(link) ? link.replace(/ nonce="[^"]*"/, "") : link));
}

