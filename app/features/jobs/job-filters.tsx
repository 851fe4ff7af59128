/**
 * The job filters of `/individual/jobs` and of the jobs filter of `/search-results` (issue 13,
 * decision 129): a panel with a GET form (it works without JavaScript; with it, the list follows
 * each change — typing waits a moment — without a reload and without losing focus), the number
 * of results, and each active filter as a link that removes just that filter.
 *
 * `JobSearch` lays them out: at large widths the panel is a column beside the list; on phones it
 * is a `<details>` disclosure above it ("Filters (3)"), closed until opened, and the active
 * filters stay in sight above the list. Plain elements with the static `jl-jobfilters*` /
 * `jl-chip*` classes of static-classes.ts.
 */
import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import {
  countJobFilters,
  hasJobFilters,
  ID_FILTERS,
  JOB_SORT_LABELS,
  JOB_SORTS,
  jobFilterInput,
  parseJobFilters,
  POSTED_WITHIN,
  POSTED_WITHIN_LABELS,
  VERIFIED_FILTER_LABEL,
  withoutFilter,
  withoutFilters,
  type JobFilterErrors,
  type JobFilterParam,
  type JobFilters,
} from "#app/forms/jobs/job-filters.form.ts";
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
} from "#app/forms/jobs/job-post-labels.ts";
import type { JobFiltersEcho } from "#app/contract/jobs.ts";
import { totalText } from "#app/ui/list-section.tsx";
import { buttonClass, SelectIndicator } from "#app/ui/static.tsx";
import type { PickerOption } from "#app/ui/picker/picker-logic.ts";
import { formatMoney } from "./job-card.tsx";

/** The short master list, offered as a select (currencies: a dozen codes). */
export type FilterOptions = { currencies: PickerOption[] };

/**
 * The other master lists are found by name instead (a select of every city, skill or sector would
 * weigh more than the list it filters; decisions 129 and 144): a search field per filter, and the
 * matches as links that add one.
 */
export const SEARCH_FILTERS = ID_FILTERS;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];
/** The search field of each (not a filter: the page's own parameter). */
export const SEARCH_PARAMS: Record<SearchFilter, string> = {
  locations: "location_search",
  skills: "skill_search",
  company: "company_search",
  sector: "sector_search",
  domain: "domain_search",
};

/** What the loader gives the panel (job-filters.server.ts `loadFilterPanel`). */
export type FilterPanelData = {
  options: FilterOptions;
  /** What was typed in each search field (only those with text: the loader data goes into the page). */
  searches: Partial<Record<SearchFilter, string>>;
  /** The entries matching it (only for the fields with text). */
  matches: Partial<Record<SearchFilter, PickerOption[]>>;
};

/** Where the panel stands beside the list (the theme's lg breakpoint, 992 px). */
const WIDE = "(min-width: 62rem)";

/** How long typing (salary, company name) waits before the list follows. */
export const TEXT_DEBOUNCE_MS = 600;

/** The experience choices: "no experience", then "up to N years". */
const EXPERIENCE_CHOICES = [0, 1, 2, 3, 5, 7, 10, 15];

const experienceText = (years: number) =>
  years === 0 ? "No experience (freshers)" : `Up to ${years} ${years === 1 ? "year" : "years"}`;

/** Parameters of a list position: any change of the filters starts the list again. */
const POSITION = ["page", "cursor", "before"];

/**
 * The filters the page shows: those of the address being loaded (so a box ticked shows ticked at
 * once), else those of the current address.
 */
function useShownFilters(current: JobFilters): JobFilters {
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  if (!pending) return current;
  const parsed = parseJobFilters(jobFilterInput(new URLSearchParams(pending.search)));
  return parsed.ok ? parsed.filters : current;
}

export function JobSearch({
  filters,
  errors,
  echo,
  panel,
  total,
  totalCapped,
  hidden,
  mySkills = false,
  children,
}: {
  /** The filters of the address (no filters when it had bad values). */
  filters: JobFilters;
  /** Messages of bad values (from the address or the API), shown next to their fields. */
  errors: JobFilterErrors | null;
  /** The filters as the API understood them (titles for the active filters), null when not asked. */
  echo: JobFiltersEcho | null;
  panel: FilterPanelData;
  /** The number of results (null: no list, e.g. bad filters). */
  total: number | null;
  totalCapped: boolean;
  /** Other parameters of the page the form keeps (`tab`, `search`, `typeFilter`). */
  hidden: Record<string, string>;
  /** Offer "Matches my skills" (decision 179): a member's own job lists. */
  mySkills?: boolean;
  children: React.ReactNode;
}) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const active = hasJobFilters(filters);
  return (
    <div className="jl-jobsearch">
      <FilterPanel filters={filters} errors={errors} panel={panel} hidden={hidden} mySkills={mySkills} />
      <div className="jl-jobsearch__results">
        <div className="jl-jobsearch__summary">
          <p className="jl-jobsearch__count" role="status">
            {errors ? "Check the filters" : total === null ? "" : countText(total, totalCapped, active)}
          </p>
          {active && echo ? <ActiveFilters echo={echo} params={params} pathname={location.pathname} /> : null}
        </div>
        {children}
      </div>
    </div>
  );
}

/** "1,000+ jobs", "1 job", "1 job matches your filters", "No jobs match your filters". */
export function countText(total: number, capped: boolean, filtered: boolean): string {
  if (total === 0 && !capped) return filtered ? "No jobs match your filters" : "No jobs";
  const one = total === 1 && !capped;
  const jobs = `${totalText(total, capped)} ${one ? "job" : "jobs"}`;
  return filtered ? `${jobs} ${one ? "matches" : "match"} your filters` : jobs;
}

function FilterPanel({
  filters,
  errors,
  panel,
  hidden,
  mySkills,
}: {
  filters: JobFilters;
  errors: JobFilterErrors | null;
  panel: FilterPanelData;
  hidden: Record<string, string>;
  mySkills: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = useShownFilters(filters);
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // One panel a page: a short fixed prefix for its fields' ids (React's useId is three times as
  // long, and the panel names about thirty ids).
  const id = "jf";
  const n = countJobFilters(filters);
  const { options } = panel;

  useEffect(() => () => clearTimeout(timer.current), []);
  // A panel beside the list on wide screens: open it there (the stylesheet already shows its
  // content; this also tells screen readers it is expanded).
  useEffect(() => {
    if (detailsRef.current && window.matchMedia(WIDE).matches) detailsRef.current.open = true;
  }, []);

  // With JavaScript: the form's values as a short address (no empty values, no default sort).
  const go = (replace: boolean) => {
    const form = formRef.current;
    if (!form) return;
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value !== "string" || value.trim() === "" || (key === "sort" && value === "relevance")) continue;
      next.append(key, value.trim());
    }
    const search = next.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "" },
      { preventScrollReset: true, replace },
    );
  };
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target;
    clearTimeout(timer.current);
    if (target instanceof HTMLInputElement && (target.type === "text" || target.type === "search")) {
      timer.current = setTimeout(() => go(true), TEXT_DEBOUNCE_MS);
    } else {
      go(false);
    }
  };

  const error = (name: JobFilterParam) => errors?.[name]?.[0];
  const errorId = (name: JobFilterParam) => `${id}-${name}-error`;
  const described = (name: JobFilterParam) =>
    error(name) ? { "aria-invalid": true, "aria-describedby": errorId(name) } : {};
  const groupDescribed = (name: JobFilterParam) => (error(name) ? { "aria-describedby": errorId(name) } : {});
  const errorText = (name: JobFilterParam) =>
    error(name) ? (
      <span id={errorId(name)} className="jl-field__error">
        {error(name)}
      </span>
    ) : null;

  return (
    <details ref={detailsRef} className="jl-jobfilters" open={errors ? true : undefined}>
      <summary className="jl-jobfilters__summary">
        <span className="jl-jobfilters__title">Filters{n > 0 ? ` (${n})` : ""}</span>
      </summary>
      <form
        ref={formRef}
        method="get"
        action={location.pathname}
        className="jl-jobfilters__form"
        aria-label="Job filters"
        onChange={onChange}
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(timer.current);
          go(false);
        }}
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}

        <SearchPicker
          id={`${id}-locations`}
          name="locations"
          label="Location"
          placeholder="Type a city"
          panel={panel}
          selected={shown.locations}
          error={error("locations")}
          errorId={errorId("locations")}
        />

        <fieldset className="jl-jobfilters__group" {...groupDescribed("job_type")}>
          <legend className="jl-field__label">Job type</legend>
          {JOB_TYPES.map((value) => (
            <label key={value} className="jl-check">
              <SyncedCheck type="checkbox" name="job_type" value={value} checked={shown.job_type.includes(value)} />
              {JOB_TYPE_LABELS[value]}
            </label>
          ))}
          {errorText("job_type")}
        </fieldset>

        <fieldset className="jl-jobfilters__group" {...groupDescribed("employment_type")}>
          <legend className="jl-field__label">Employment type</legend>
          {EMPLOYMENT_TYPES.map((value) => (
            <label key={value} className="jl-check">
              <SyncedCheck
                type="checkbox"
                name="employment_type"
                value={value}
                checked={shown.employment_type.includes(value)}
              />
              {EMPLOYMENT_TYPE_LABELS[value]}
            </label>
          ))}
          {errorText("employment_type")}
        </fieldset>

        <div className="jl-field">
          <label className="jl-field__label" htmlFor={`${id}-experience`}>
            Minimum experience asked
          </label>
          <div className="jl-select jl-select--sm">
            <SyncedSelect
              id={`${id}-experience`}
              name="experience"
              value={shown.experience === null ? "" : String(shown.experience)}
              {...described("experience")}
            >
              <option value="">Any</option>
              {[...new Set([...EXPERIENCE_CHOICES, ...(shown.experience === null ? [] : [shown.experience])])]
                .sort((a, b) => a - b)
                .map((years) => (
                  <option key={years} value={years}>
                    {experienceText(years)}
                  </option>
                ))}
            </SyncedSelect>
            <SelectIndicator invalid={Boolean(error("experience"))} />
          </div>
          {errorText("experience")}
        </div>

        <fieldset className="jl-jobfilters__group">
          <legend className="jl-field__label">Salary (annual CTC)</legend>
          <div className="jl-field">
            <label className="jl-jobfilters__sublabel" htmlFor={`${id}-currency`}>
              Currency
            </label>
            <div className="jl-select jl-select--sm">
              <SyncedSelect
                id={`${id}-currency`}
                name="currency"
                value={shown.currency === null ? "" : String(shown.currency)}
                aria-describedby={`${id}-currency-help${error("currency") ? ` ${errorId("currency")}` : ""}`}
                aria-invalid={error("currency") ? true : undefined}
              >
                <option value="">Any</option>
                {options.currencies.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </SyncedSelect>
              <SelectIndicator invalid={Boolean(error("currency"))} />
            </div>
            <span id={`${id}-currency-help`} className="jl-field__helper">
              Posts pay in their own currency: a range is in this one (INR when none is chosen).
            </span>
            {errorText("currency")}
          </div>
          <div className="jl-jobfilters__pair">
            <div className="jl-field">
              <label className="jl-jobfilters__sublabel" htmlFor={`${id}-salary-min`}>
                Minimum
              </label>
              <SyncedInput
                id={`${id}-salary-min`}
                name="salary_min"
                value={shown.salary_min === null ? "" : String(shown.salary_min)}
                inputMode="numeric"
                autoComplete="off"
                {...described("salary_min")}
              />
              {errorText("salary_min")}
            </div>
            <div className="jl-field">
              <label className="jl-jobfilters__sublabel" htmlFor={`${id}-salary-max`}>
                Maximum
              </label>
              <SyncedInput
                id={`${id}-salary-max`}
                name="salary_max"
                value={shown.salary_max === null ? "" : String(shown.salary_max)}
                inputMode="numeric"
                autoComplete="off"
                {...described("salary_max")}
              />
              {errorText("salary_max")}
            </div>
          </div>
        </fieldset>

        <SearchPicker
          id={`${id}-skills`}
          name="skills"
          label="Skills"
          placeholder="Type a skill"
          panel={panel}
          selected={shown.skills}
          error={error("skills")}
          errorId={errorId("skills")}
        />
        {mySkills || shown.my_skills ? (
          <div className="jl-field">
            <label className="jl-check">
              <SyncedCheck
                type="checkbox"
                name="my_skills"
                value="true"
                checked={shown.my_skills === true}
                {...described("my_skills")}
              />
              {MY_SKILLS_LABEL}
            </label>
            {errorText("my_skills")}
          </div>
        ) : null}

        <SearchPicker
          id={`${id}-company`}
          name="company"
          label="Company"
          placeholder="Type a company name"
          panel={panel}
          selected={shown.company}
          error={error("company")}
          errorId={errorId("company")}
        />

        <SearchPicker
          id={`${id}-sector`}
          name="sector"
          label="Sector"
          placeholder="Type a sector"
          panel={panel}
          selected={shown.sector}
          error={error("sector")}
          errorId={errorId("sector")}
        />
        <SearchPicker
          id={`${id}-domain`}
          name="domain"
          label="Domain"
          placeholder="Type a domain"
          panel={panel}
          selected={shown.domain}
          error={error("domain")}
          errorId={errorId("domain")}
        />

        {/* Companies that proved their domain (decision 176). */}
        <div className="jl-field">
          <label className="jl-check">
            <SyncedCheck
              type="checkbox"
              name="verified"
              value="1"
              checked={shown.verified}
              {...described("verified")}
            />
            {VERIFIED_FILTER_LABEL}
          </label>
          {errorText("verified")}
        </div>

        <fieldset className="jl-jobfilters__group" {...groupDescribed("posted_within")}>
          <legend className="jl-field__label">Posted</legend>
          <label className="jl-check">
            <SyncedCheck type="radio" name="posted_within" value="" checked={shown.posted_within === null} />
            Any time
          </label>
          {POSTED_WITHIN.map((value) => (
            <label key={value} className="jl-check">
              <SyncedCheck type="radio" name="posted_within" value={value} checked={shown.posted_within === value} />
              {POSTED_WITHIN_LABELS[value]}
            </label>
          ))}
          {errorText("posted_within")}
        </fieldset>

        <div className="jl-field">
          <label className="jl-field__label" htmlFor={`${id}-sort`}>
            Sort by
          </label>
          <div className="jl-select jl-select--sm">
            <SyncedSelect id={`${id}-sort`} name="sort" value={shown.sort} {...described("sort")}>
              {JOB_SORTS.map((value) => (
                <option key={value} value={value}>
                  {JOB_SORT_LABELS[value]}
                </option>
              ))}
            </SyncedSelect>
            <SelectIndicator invalid={Boolean(error("sort"))} />
          </div>
          {errorText("sort")}
        </div>

        <button type="submit" className={buttonClass({ size: "sm", palette: "brand" })}>
          Show jobs
        </button>
      </form>
    </details>
  );
}

/*
 * The panel's fields are uncontrolled (the browser keeps what the member just chose, without a
 * flicker back while the list loads) and follow the address when it changes otherwise — a filter
 * removed above the list, the browser's Back — unless the member is in that very field.
 */

function useFollow<E extends HTMLInputElement | HTMLSelectElement>(apply: (element: E) => void, deps: unknown[]) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && document.activeElement !== element) apply(element);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return ref;
}

/** A text input that follows `value`. */
function SyncedInput({
  value,
  type = "text",
  ...props
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue"> & { value: string }) {
  const ref = useFollow<HTMLInputElement>(
    (input) => {
      if (input.value !== value) input.value = value;
    },
    [value],
  );
  return <input ref={ref} type={type} defaultValue={value} className="jl-input jl-input--sm" {...props} />;
}

/** A checkbox or radio button that follows `checked`. */
function SyncedCheck({
  checked,
  ...props
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, "checked" | "defaultChecked"> & { checked: boolean }) {
  const ref = useFollow<HTMLInputElement>(
    (input) => {
      input.checked = checked;
    },
    [checked],
  );
  return <input ref={ref} defaultChecked={checked} {...props} />;
}

/** A select that follows `value`. */
function SyncedSelect({
  value,
  children,
  ...props
}: Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "value" | "defaultValue"> & { value: string }) {
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const select = ref.current;
    if (select && select.value !== value) select.value = value;
  }, [value]);
  return (
    <select ref={ref} defaultValue={value} className="jl-select__field" {...props}>
      {children}
    </select>
  );
}

/**
 * A master-list filter: the chosen values ride along as hidden fields (the active filters above the
 * list remove them); a search field finds more by name (as you type with JavaScript, with Enter
 * without), and each match is a link that adds it.
 */
export function SearchPicker({
  id,
  name,
  label,
  placeholder,
  panel,
  selected,
  error,
  errorId,
}: {
  id: string;
  name: SearchFilter;
  label: string;
  placeholder: string;
  panel: FilterPanelData;
  selected: number[];
  error?: string;
  errorId: string;
}) {
  const location = useLocation();
  const search = panel.searches[name] ?? "";
  const matches = panel.matches[name] ?? [];
  const param = SEARCH_PARAMS[name];
  const left = matches.filter((match) => !selected.includes(match.value));
  const helpId = `${id}-help`;
  const hrefFor = (value: number) => {
    const params = new URLSearchParams(location.search);
    params.delete(param);
    for (const position of POSITION) params.delete(position);
    params.append(name, String(value));
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <div className="jl-field">
      <label className="jl-field__label" htmlFor={id}>
        {label}
        {selected.length > 0 ? <span className="jl-jobfilters__chosen"> ({selected.length} chosen)</span> : null}
      </label>
      {selected.map((value) => (
        <input key={value} type="hidden" name={name} value={value} />
      ))}
      <SyncedInput
        id={id}
        name={param}
        type="search"
        value={search}
        placeholder={placeholder}
        autoComplete="off"
        aria-describedby={error ? `${helpId} ${errorId}` : helpId}
        aria-invalid={error ? true : undefined}
      />
      <span id={helpId} className="jl-field__helper">
        Type a name, then pick it from the matches.
      </span>
      {error ? (
        <span id={errorId} className="jl-field__error">
          {error}
        </span>
      ) : null}
      {/* What was typed filters nothing until a match is picked: said next to the field (issue 34). */}
      {!search ? null : left.length === 0 ? (
        <p className="jl-jobfilters__note">
          {matches.length === 0 ? `Nothing in the list matches “${search}”, so it is not a filter.` : "Already chosen."}
        </p>
      ) : (
        <>
          <p className="jl-jobfilters__note">{`“${search}” is not a filter yet: pick one of these to add it.`}</p>
          <ul className="jl-jobfilters__matches" aria-label={`${label} matching “${search}”`}>
            {left.map((match) => (
              <li key={match.value}>
                <Link to={hrefFor(match.value)} preventScrollReset className="jl-chip jl-chip--add">
                  <span aria-hidden="true">+</span> {match.label}
                  <span className="jl-sr-only"> (add to the filters)</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The "matches my skills" filter's words (decision 179). */
export const MY_SKILLS_LABEL = "Matches my skills";

type Chip = { name: JobFilterParam; value?: string; label: string; what: string };

/** Each active filter as a chip: its text, and the address without it. */
export function activeFilterChips(echo: JobFiltersEcho): Chip[] {
  const chips: Chip[] = [];
  const currency = echo.currency ?? (echo.salary_min !== null || echo.salary_max !== null ? { code: "INR" } : null);
  for (const location of echo.locations)
    chips.push({ name: "locations", value: String(location.id), label: location.city, what: "location" });
  for (const type of echo.job_type)
    chips.push({ name: "job_type", value: type, label: JOB_TYPE_LABELS[type], what: "job type" });
  for (const type of echo.employment_type)
    chips.push({ name: "employment_type", value: type, label: EMPLOYMENT_TYPE_LABELS[type], what: "employment type" });
  if (echo.experience !== null)
    chips.push({ name: "experience", label: experienceText(echo.experience), what: "experience" });
  if (echo.currency) chips.push({ name: "currency", label: `Paid in ${echo.currency.code}`, what: "currency" });
  if (echo.salary_min !== null)
    chips.push({
      name: "salary_min",
      label: `At least ${formatMoney(echo.salary_min, currency!)} a year`,
      what: "salary",
    });
  if (echo.salary_max !== null)
    chips.push({
      name: "salary_max",
      label: `At most ${formatMoney(echo.salary_max, currency!)} a year`,
      what: "salary",
    });
  for (const skill of echo.skills)
    chips.push({ name: "skills", value: String(skill.id), label: skill.title, what: "skill" });
  for (const company of echo.company)
    chips.push({ name: "company", value: String(company.id), label: company.title, what: "company" });
  for (const sector of echo.sector)
    chips.push({ name: "sector", value: String(sector.id), label: sector.title, what: "sector" });
  for (const domain of echo.domain)
    chips.push({ name: "domain", value: String(domain.id), label: domain.title, what: "domain" });
  if (echo.posted_within !== null)
    chips.push({ name: "posted_within", label: POSTED_WITHIN_LABELS[echo.posted_within], what: "posted" });
  if (echo.my_skills) chips.push({ name: "my_skills", label: MY_SKILLS_LABEL, what: "skills" });
  if (echo.verified) chips.push({ name: "verified", label: VERIFIED_FILTER_LABEL, what: "employers" });
  return chips;
}

function ActiveFilters({
  echo,
  params,
  pathname,
}: {
  echo: JobFiltersEcho;
  params: URLSearchParams;
  pathname: string;
}) {
  const chips = activeFilterChips(echo);
  const href = (search: URLSearchParams) => {
    const text = search.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
  return (
    <ul className="jl-chips" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={`${chip.name}-${chip.value ?? ""}`}>
          <Link to={href(withoutFilter(params, chip.name, chip.value))} preventScrollReset className="jl-chip">
            <span className="jl-sr-only">Remove {chip.what} filter: </span>
            {chip.label}
            <span aria-hidden="true" className="jl-chip__x">
              ×
            </span>
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={href(withoutFilters(params))}
          preventScrollReset
          className="jl-link jl-link--underline jl-text-sm jl-chips__clear"
        >
          Clear all filters
        </Link>
      </li>
    </ul>
  );
}

/** The empty state of a filtered list. */
export const FILTERED_EMPTY = {
  title: "No jobs match your filters",
  description: "Remove a filter or two above, or clear them all.",
};
