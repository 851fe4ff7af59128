/**
 * The keyword box of a job list (issue 33): a GET form of its own at the top of `/jobs` and
 * `/individual/jobs`, so it stays in reach above the filter panel (about 1,100 px tall). It keeps
 * the filters of the address and starts the list again; the filter panel keeps the keywords in
 * turn (a hidden field). Works without JavaScript; with it, React Router sends it in place.
 */
import { Form, useLocation } from "react-router";
import { JOB_SEARCH_PARAM } from "#app/forms/jobs/job-search.form.ts";
import { buttonClass } from "#app/ui/static.tsx";
import { SEARCH_PARAMS } from "./job-filters.tsx";

/** What a new search does not keep: the position in the list, the tab (keywords search every open job), the filters' name searches. */
const RESET = new Set<string>([JOB_SEARCH_PARAM, "page", "cursor", "before", "tab", ...Object.values(SEARCH_PARAMS)]);

export function JobKeywords({ text, error, note }: { text: string; error: string | null; note: string | null }) {
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(([name]) => !RESET.has(name));
  const id = "job-keywords";
  return (
    // Keyed on the keywords, so the field shows the address's words after a navigation.
    <Form key={text} method="get" action={location.pathname} role="search" aria-label="Jobs" className="jl-jobkeywords">
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="jl-field__label">
        Search jobs
      </label>
      <div className="jl-jobkeywords__row">
        <input
          id={id}
          name={JOB_SEARCH_PARAM}
          type="search"
          className="jl-input"
          defaultValue={text}
          placeholder="Title, skill or company"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className={buttonClass({ palette: "brand" })}>
          Search
        </button>
      </div>
      {error ? (
        <span id={`${id}-error`} className="jl-field__error">
          {error}
        </span>
      ) : null}
      {note ? (
        <p className="jl-jobkeywords__note" role="status">
          {note}
        </p>
      ) : null}
    </Form>
  );
}
