import { useId } from "react";
import type { Paged } from "#app/contract/common.ts";
import { Pagination } from "./pagination.tsx";
import { badgeClass, StaticEmptyState } from "./static.tsx";

/**
 * One paged list of a screen: a heading (with the total), the items, an empty state that says
 * what to do next, and its own Previous / Next links (`pageParam`), so several lists on one
 * screen page independently, with or without JavaScript. Plain elements with the static
 * `jl-section*` / `jl-row` classes of static-classes.ts (lists are on most member pages).
 */
export function ListSection({
  title,
  total,
  page,
  hasNext,
  pageParam,
  empty,
  children,
  count,
  nextCursor,
  prevCursor,
  totalCapped = false,
  label = title,
}: {
  title: string;
  /** The list's name for its page links (`{label} pages`) when its heading changes with what it shows; the title by default. */
  label?: string;
  total: number;
  page: number;
  hasNext: boolean;
  pageParam: string;
  empty: { title: string; description: React.ReactNode };
  /** How many items this page shows (0 → the empty state). */
  count: number;
  children: React.ReactNode;
  /** A keyset list's cursors (see Pagination). */
  nextCursor?: string | null;
  prevCursor?: string | null;
  /** The API stopped counting at `total` (1,000): the badge shows "1,000+". */
  totalCapped?: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="jl-section jl-section--list">
      <div className="jl-section__head jl-section__head--nowrap">
        <h2 className="jl-heading jl-heading--md" id={headingId}>
          {title}
        </h2>
        {total > 0 ? (
          <span
            className={badgeClass("subtle", "brand")}
            aria-label={totalCapped ? `more than ${totalText(total, false)} in total` : `${total} in total`}
          >
            {totalCapped ? totalText(total, true) : total}
          </span>
        ) : null}
      </div>
      {count > 0 ? (
        <ul>{children}</ul>
      ) : (
        <StaticEmptyState
          title={page > 1 ? "Nothing more here" : empty.title}
          description={page > 1 ? "Go back to the previous page." : empty.description}
        />
      )}
      <Pagination
        page={page}
        hasNext={hasNext}
        param={pageParam}
        label={label}
        nextCursor={nextCursor}
        prevCursor={prevCursor}
      />
    </section>
  );
}

/** A list's total as people read it: "1,000+" when the API stopped counting there (`total_capped`). */
export function totalText(total: number, capped: boolean): string {
  const text = totalFormat.format(total);
  return capped ? `${text}+` : text;
}

/** Indian digit grouping (one formatter: `toLocaleString` with a locale makes one a call). */
const totalFormat = new Intl.NumberFormat("en-IN");

/** One item of a {@link ListSection} (a list item, with a rule between items). */
export function ListRow({ children }: { children: React.ReactNode }) {
  return <li className="jl-row">{children}</li>;
}

/** A paged list's fields as {@link ListSection} takes them: `<ListSection {...pagingOf(list)} …>`. */
export function pagingOf(
  list: { data: readonly unknown[] } & Pick<Paged<unknown>, "total" | "page" | "has_next"> &
    Partial<Pick<Paged<unknown>, "total_capped" | "next_cursor" | "prev_cursor">>,
) {
  return {
    total: list.total,
    totalCapped: list.total_capped ?? false,
    page: list.page,
    hasNext: list.has_next,
    nextCursor: list.next_cursor ?? null,
    prevCursor: list.prev_cursor ?? null,
    count: list.data.length,
  };
}
