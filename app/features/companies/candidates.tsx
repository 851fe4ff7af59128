/**
 * `/corporate/candidates` (decision 184): members open to work, for company accounts. A GET form
 * (works without JavaScript) with the job filters' location and skill search fields and a
 * minimum of years, the chosen filters as chips that remove them, and the candidates paged.
 */
import { useLocation } from "react-router";
import { SearchPicker } from "#app/features/jobs/job-filters.tsx";
import { withoutFilter } from "#app/forms/jobs/job-filters.form.ts";
import { OpenToWorkFacts } from "#app/features/profiles/open-to-work-section.tsx";
import { Link } from "#app/ui/link.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { PersonCard } from "#app/ui/person-card.tsx";
import { buttonClass, SelectIndicator } from "#app/ui/static.tsx";
import type { CandidatesData } from "./candidates.server.ts";

const YEARS = [1, 2, 3, 5, 7, 10, 15];
const yearsText = (years: number) => `${years} ${years === 1 ? "year" : "years"}`;

export function Candidates({ loaderData }: { loaderData: CandidatesData }) {
  const { candidates, errors, panel, filters } = loaderData;
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const href = (search: URLSearchParams) =>
    search.toString() ? `${location.pathname}?${search.toString()}` : location.pathname;
  const echo = candidates?.filters;
  const chips = [
    ...(echo?.locations ?? []).map((l) => ({
      name: "locations" as const,
      value: String(l.id),
      label: l.city,
      what: "location",
    })),
    ...(echo?.skills ?? []).map((s) => ({
      name: "skills" as const,
      value: String(s.id),
      label: s.title,
      what: "skill",
    })),
    ...(echo?.experience
      ? [
          {
            name: "experience" as const,
            value: undefined,
            label: `At least ${yearsText(echo.experience)}`,
            what: "experience",
          },
        ]
      : []),
  ];
  const experienceError = errors?.experience?.[0];
  return (
    <div className="jl-stack jl-gap-4">
      <div className="jl-stack jl-gap-1">
        <h1 className="jl-heading jl-heading--xl">Candidates</h1>
        <p className="jl-text-sm jl-muted">Members open to work. Your own current employees are never listed.</p>
      </div>
      <form
        method="get"
        action={location.pathname}
        className="jl-section jl-stack jl-gap-3"
        aria-label="Candidate filters"
      >
        <div className="jl-stack jl-gap-3">
          <SearchPicker
            id="cf-locations"
            name="locations"
            label="Location"
            placeholder="Type a city"
            panel={panel}
            selected={filters.locations}
            error={errors?.locations?.[0]}
            errorId="cf-locations-error"
          />
          <SearchPicker
            id="cf-skills"
            name="skills"
            label="Skills"
            placeholder="Type a skill"
            panel={panel}
            selected={filters.skills}
            error={errors?.skills?.[0]}
            errorId="cf-skills-error"
          />
          <div className="jl-field">
            <label className="jl-field__label" htmlFor="cf-experience">
              Experience
            </label>
            <div className="jl-select jl-select--sm">
              <select
                id="cf-experience"
                name="experience"
                defaultValue={filters.experience === null ? "" : String(filters.experience)}
                className="jl-select__field"
                aria-invalid={experienceError ? true : undefined}
                aria-describedby={experienceError ? "cf-experience-error" : undefined}
              >
                <option value="">Any</option>
                {YEARS.map((years) => (
                  <option key={years} value={years}>
                    At least {yearsText(years)}
                  </option>
                ))}
              </select>
              <SelectIndicator invalid={Boolean(experienceError)} />
            </div>
            {experienceError ? (
              <span id="cf-experience-error" className="jl-field__error">
                {experienceError}
              </span>
            ) : null}
          </div>
        </div>
        <div>
          <button type="submit" className={buttonClass({ size: "sm", palette: "brand" })}>
            Search
          </button>
        </div>
      </form>
      {chips.length ? (
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
        </ul>
      ) : null}
      <section aria-labelledby="candidates-title" className="jl-section">
        <h2 id="candidates-title" className="jl-sr-only">
          Results
        </h2>
        {candidates === null ? (
          <p className="jl-text-sm">Fix the filters above to see candidates.</p>
        ) : candidates.data.length ? (
          <>
            <ul className="jl-stack jl-gap-0" aria-label="Candidates">
              {candidates.data.map((person) => (
                <li key={person.id}>
                  <PersonCard
                    person={person}
                    detail={
                      <div className="jl-stack jl-gap-1">
                        <p className="jl-text-sm">
                          Open to work ·{" "}
                          {person.experience_years === 0 ? "less than a year" : yearsText(person.experience_years)} of
                          experience
                        </p>
                        <OpenToWorkFacts openToWork={person.open_to_work} />
                      </div>
                    }
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={candidates.page}
              hasNext={candidates.has_next}
              nextCursor={candidates.next_cursor}
              prevCursor={candidates.prev_cursor}
              label="Candidates"
            />
          </>
        ) : (
          <div className="jl-stack jl-gap-1">
            <h3 className="jl-heading jl-heading--sm">No candidates match</h3>
            <p className="jl-text-sm jl-muted">
              {chips.length ? "Remove a filter or two above." : "No member outside your company is open to work yet."}
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
