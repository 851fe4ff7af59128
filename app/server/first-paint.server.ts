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
 * Only the head is rewritten: the body is left as it is, whatever it says. The page is taken and
 * given as UTF-8 bytes, and only its head is decoded: the body goes out as React wrote it, never
 * decoded into a string and encoded again (that, and the check of the string a Response makes,
 * cost 4 % of a 50 kB page's server time).
 */
export function markLowPriorityHead(page: Buffer): Buffer {
  const end = page.indexOf("</head>");
  if (end < 0) return page;
  // `</head>` is ASCII, so `end` is on a character boundary of the UTF-8 text.
  return Buffer.concat([Buffer.from(markLowPriority(page.toString("utf8", 0, end)), "utf8"), page.subarray(end)]);
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

