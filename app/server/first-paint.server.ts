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
  const head = markLowPriority(page.toString("utf8", 0, end));
  const length = Buffer.byteLength(head, "utf8");
  // The nonces taken out are longer than the priorities put in: the new head fits in the old
  // one's place, written so that it ends where that one did (the page is this request's own
  // buffer), and the page is the rest from there on, with no copy of its body.
  if (length <= end) {
    page.write(head, end - length, "utf8");
    return page.subarray(end - length);
  }
  return Buffer.concat([Buffer.from(head, "utf8"), page.subarray(end)]);
}

/**
 * Every `<link rel="modulepreload" …>` of `html` with `fetchpriority="low"` (unless it says a
 * priority), and without its nonce when it preloads a path of this site.
 */
export function markLowPriority(html: string): string {
  // One walk from preload to preload (two regular expressions over the whole head, the first
  // with a look-ahead at every link, were about 1.5 % of a page's server time).
  const open = '<link rel="modulepreload"';
  let out = "";
  let from = 0;
  for (let at = html.indexOf(open); at >= 0; at = html.indexOf(open, from)) {
    const close = html.indexOf(">", at);
    if (close < 0) break;
    let rest = html.slice(at + open.length, close);
    if (!/\sfetchpriority=/.test(rest)) rest = ` fetchpriority="low"${rest}`;
    if (/\shref="\/(?!\/)/.test(rest)) rest = rest.replace(/ nonce="[^"]*"/, "");
    out += html.slice(from, at) + open + rest;
    from = close;
  }
  return from === 0 ? html : out + html.slice(from);
}
