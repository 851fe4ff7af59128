import { useLocation } from "react-router";
import { Link } from "./link.tsx";
import { withSearch } from "./route-dialog.tsx";
import { buttonClass } from "./static.tsx";

/**
 * The search parameters that hold a keyset list's cursors, beside its page parameter: `page` →
 * `cursor` / `before`; `<list>_page` → `<list>_cursor` / `<list>_before`; any other name (a
 * screen with several lists, e.g. `sent`) → `sent_cursor` / `sent_before`.
 */
export function cursorParams(param: string): { cursor: string; before: string } {
  const prefix = param === "page" ? "" : param.endsWith("_page") ? param.slice(0, -"page".length) : `${param}_`;
  return { cursor: `${prefix}cursor`, before: `${prefix}before` };
}

/**
 * Previous / Next links for a paged list; plain links, so they work without JavaScript.
 * `param` names the page parameter when a screen shows several lists. A keyset list passes the
 * cursors of its answer (`nextCursor`, `prevCursor`), which the links carry beside the page
 * number (`cursor` / `before`, or `<list>_cursor` / `<list>_before` for `<list>_page` or `<list>`:
 * see {@link cursorParams}), so any depth costs what the first page costs.
 */
export function Pagination({
  page,
  hasNext,
  param = "page",
  label,
  nextCursor,
  prevCursor,
}: {
  page: number;
  hasNext: boolean;
  param?: string;
  label: string;
  nextCursor?: string | null;
  prevCursor?: string | null;
}) {
  const location = useLocation();
  if (page <= 1 && !hasNext) return null;
  const names = cursorParams(param);
  const previous =
    page - 1 === 1
      ? { [param]: null, [names.cursor]: null, [names.before]: null }
      : { [param]: page - 1, [names.cursor]: null, [names.before]: prevCursor ?? null };
  const next = { [param]: page + 1, [names.cursor]: nextCursor ?? null, [names.before]: null };
  return (
    // Plain elements with the static `jl-pagination` / `jl-btn` classes of static-classes.ts.
    <nav aria-label={`${label} pages`} className="jl-pagination">
      {page > 1 ? (
        <Link to={withSearch(location, previous)} preventScrollReset className={PAGE_LINK}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="jl-text-sm jl-muted">{`Page ${page}`}</p>
      {hasNext ? (
        <Link to={withSearch(location, next)} preventScrollReset className={PAGE_LINK}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

const PAGE_LINK = buttonClass({ size: "sm", variant: "outline" });

/** The page number from a search parameter: a positive integer, else 1. */
export function pageParam(url: URL | string, param = "page"): number {
  const value = Number(new URL(url).searchParams.get(param));
  return Number.isInteger(value) && value > 0 ? value : 1;
}

/** A cursor as the links carry it (anything else is left out, and the list starts by page number). */
const CURSOR = /^[A-Za-z0-9_-]{1,400}$/;

/**
 * Where a list starts, from the URL: its page number and, for a keyset list, the cursor the
 * Previous / Next link carried (see {@link Pagination}).
 */
export function listPosition(url: URL | string, param = "page"): { page: number; cursor?: string; before?: string } {
  const params = new URL(url).searchParams;
  const names = cursorParams(param);
  const page = pageParam(url, param);
  const cursor = params.get(names.cursor) ?? "";
  const before = params.get(names.before) ?? "";
  if (page > 1 && CURSOR.test(cursor)) return { page, cursor };
  if (page > 1 && CURSOR.test(before)) return { page, before };
  return { page };
}
