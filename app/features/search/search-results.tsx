/**
 * The search results screen (`/search-results`): the type filter tabs with their counts, the
 * results (people, companies, jobs as cards) with their actions and paging, and the job filters
 * with Jobs.
 */
import { useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import type { SearchCompany, SearchCounts, SearchPerson } from "#app/contract/search.ts";
import type { SearchTypeFilter } from "#app/forms/search/search.form.ts";
import { JobActions, JobDialogs } from "#app/features/jobs/job-actions.tsx";
import { JobCard } from "#app/features/jobs/job-card.tsx";
import { ConnectionActions, ConnectionDialogs } from "#app/features/network/connection-actions.tsx";
import { ListRow } from "#app/ui/list-section.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { employeeCount } from "#app/features/companies/employee-count.ts";
import { PersonCard } from "#app/ui/person-card.tsx";
import { badgeClass, StaticEmptyState } from "#app/ui/static.tsx";
import { UserAvatar } from "#app/ui/user-avatar.tsx";
import { hasJobFilters } from "#app/forms/jobs/job-filters.form.ts";
import { FILTERED_EMPTY, JobSearch } from "#app/features/jobs/job-filters.tsx";
import { canMakeAlert } from "#app/forms/jobs/job-alerts.form.ts";
import { CreateJobAlertForm } from "#app/features/jobs/job-alert-form.tsx";
import type { CardSearchItem, SearchResultsData } from "./search-results.server.ts";
import type { UserType } from "#app/forms/fields.ts";

/** The filter tabs, in order, with their labels and the count each shows. */
const FILTERS: ReadonlyArray<{ value: SearchTypeFilter; label: string; count: keyof SearchCounts }> = [
  { value: "all", label: "All", count: "all" },
  { value: "people", label: "People", count: "people" },
  { value: "companies", label: "Companies", count: "companies" },
  { value: "jobs", label: "Jobs", count: "jobs" },
];

/** `/search-results` for a search and a filter (page 1). */
function filterPath(search: string, filter: SearchTypeFilter): string {
  const params = new URLSearchParams({ search });
  if (filter !== "all") params.set("typeFilter", filter);
  return `/search-results?${params.toString()}`;
}

export function SearchResults({ data: loaderData }: { data: SearchResultsData }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const { search } = loaderData;

  if (loaderData.state === "prompt") {
    return (
      <Page title="Search">
        <Message
          title="Search for people, companies and jobs"
          text="Type a name, a skill, a company or a job title in the search box at the top, and choose what to search in."
        />
      </Page>
    );
  }
  if (loaderData.state === "invalid") {
    return (
      <Page title="Search results">
        <Message title="Check your search" text={loaderData.message} alert />
      </Page>
    );
  }
  if (loaderData.state === "unavailable") {
    return (
      <Page title={`Results for “${search}”`}>
        <Message title="Search is not available right now" text="Please try again in a moment." alert />
      </Page>
    );
  }

  if (loaderData.state === "filters") {
    // Job filters with values the API cannot use: the panel shows why.
    return (
      <Page title={`Results for “${search}”`} wide>
        <JobSearch
          filters={loaderData.filters}
          errors={loaderData.errors}
          echo={null}
          panel={loaderData.panel!}
          total={null}
          totalCapped={false}
          hidden={{ search, typeFilter: "jobs" }}
        >
          <section aria-label="Jobs results" className="jl-card jl-results">
            <StaticEmptyState
              titleAs="h2"
              title="Check the filters"
              description="Some filters have values we cannot use: see the messages beside them."
            />
          </section>
        </JobSearch>
      </Page>
    );
  }

  const { results, typeFilter, viewerType, myId, connections, filters, panel } = loaderData;
  const people = results.data.flatMap((item) => (item.type === "person" ? [item.person] : []));
  const jobs = results.data.flatMap((item) => (item.type === "job" ? [item.job] : []));
  const current = FILTERS.find((filter) => filter.value === typeFilter)!;
  const filtered = hasJobFilters(filters);

  const rows = (items: CardSearchItem[]) => (
    <ul>
      {items.map((item) => (
        <ListRow key={`${item.type}-${item.id}`}>
          <Result item={item} viewerType={viewerType} myId={myId} redirectTo={here} />
        </ListRow>
      ))}
    </ul>
  );
  const list = (
    <section aria-labelledby="search-results-heading" className="jl-card jl-results">
      {/* The list's heading (h1 the search, h2 the list or each group of All, h3 each result: axe heading-order). */}
      <h2 id="search-results-heading" className="jl-sr-only">
        {current.label} results
      </h2>
      {results.data.length ? (
        typeFilter === "all" ? (
          <ResultGroups
            items={results.data}
            counts={results.counts}
            capped={results.counts_capped}
            search={search}
            rows={rows}
          />
        ) : (
          rows(results.data)
        )
      ) : filtered && results.page === 1 ? (
        <StaticEmptyState titleAs="h2" title={FILTERED_EMPTY.title} description={FILTERED_EMPTY.description} />
      ) : (
        <NoResults
          search={search}
          typeFilter={typeFilter}
          counts={results.counts}
          capped={results.counts_capped.all}
          page={results.page}
        />
      )}
      <Pagination page={results.page} hasNext={results.has_next} label={`${current.label} results`} />
    </section>
  );

  return (
    <Page title={`Results for “${search}”`} wide={typeFilter === "jobs"}>
      {/* Plain elements with the static `jl-filter*` / `jl-results` classes of static-classes.ts. */}
      <nav aria-label="Search filters">
        {/* Wraps rather than scrolls on narrow screens, so every filter stays in sight. */}
        <ul className="jl-filters">
          {FILTERS.map((filter) => {
            const active = filter.value === typeFilter;
            return (
              <li key={filter.value}>
                <Link
                  to={filterPath(search, filter.value)}
                  aria-current={active ? "page" : undefined}
                  className="jl-link jl-filter"
                >
                  {filter.label}
                  <span className={badgeClass("subtle", active ? "brand" : "gray")}>
                    {countText(results.counts[filter.count], results.counts_capped[filter.count])}
                    <span className="jl-sr-only">
                      {results.counts[filter.count] === 1 && !results.counts_capped[filter.count]
                        ? " result"
                        : " results"}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {viewerType === "individual" ? <ConnectionDialogs people={people} redirectTo={here} /> : null}
      <JobDialogs posts={jobs} connections={connections} redirectTo={here} />

      {typeFilter === "jobs" && panel ? (
        <JobSearch
          filters={filters}
          errors={null}
          echo={results.filters}
          panel={panel}
          total={results.total}
          totalCapped={results.total_capped}
          hidden={{ search, typeFilter: "jobs" }}
        >
          {list}
          {viewerType === "individual" && canMakeAlert(filters, search) ? (
            <CreateJobAlertForm filters={filters} keywords={search} redirectTo={here} />
          ) : null}
        </JobSearch>
      ) : (
        list
      )}
    </Page>
  );
}

function Page({ title, wide = false, children }: { title: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "jl-search-page jl-search-page--wide" : "jl-search-page"}>
      <h1 className="jl-heading jl-heading--xl jl-break-word">{title}</h1>
      {children}
    </div>
  );
}

function Message({ title, text, alert = false }: { title: string; text: React.ReactNode; alert?: boolean }) {
  return (
    <div className="jl-card">
      <div className="jl-empty jl-empty--md">
        <div className="jl-empty__content">
          <h2 className="jl-empty__title">{title}</h2>
          <p className="jl-empty__description jl-muted" role={alert ? "alert" : undefined}>
            {text}
          </p>
        </div>
      </div>
    </div>
  );
}

/** What to try when nothing matched (another filter when it has results). */
/** A count as shown: "1,000+" where the API stopped counting. */
function countText(count: number, capped: boolean): string {
  return `${countFormat.format(count)}${capped ? "+" : ""}`;
}

/** Indian digit grouping (one formatter: `toLocaleString` with a locale makes one a call). */
const countFormat = new Intl.NumberFormat("en-IN");

function NoResults({
  search,
  typeFilter,
  counts,
  capped,
  page,
}: {
  search: string;
  typeFilter: SearchTypeFilter;
  counts: SearchCounts;
  capped: boolean;
  page: number;
}) {
  const elsewhere = typeFilter !== "all" && counts.all > 0;
  return (
    <StaticEmptyState
      titleAs="h2"
      title={page > 1 ? "Nothing more here" : `No results for “${search}”`}
      description={
        page > 1 ? (
          "Go back to the previous page."
        ) : elsewhere ? (
          <>
            Nothing in this filter, but there{" "}
            {counts.all === 1 && !capped ? "is 1 result" : `are ${countText(counts.all, capped)} results`} in{" "}
            <Link to={filterPath(search, "all")} className="jl-link jl-link--underline jl-fg-brand">
              All
            </Link>
            .
          </>
        ) : (
          "Check the spelling, or try fewer or more general words: a name, a skill (such as React), a company or a job title."
        )
      }
    />
  );
}

function Result({
  item,
  viewerType,
  myId,
  redirectTo,
}: {
  item: CardSearchItem;
  viewerType: UserType | null;
  myId: number | null;
  redirectTo: string;
}) {
  switch (item.type) {
    case "person":
      return (
        <PersonResult
          person={item.person}
          canConnect={viewerType === "individual" && item.person.id !== myId}
          isYou={item.person.id === myId}
          redirectTo={redirectTo}
        />
      );
    case "company":
      return <CompanyResult company={item.company} />;
    case "job":
      return (
        <JobCard
          post={item.job}
          actions={<JobActions post={item.job} viewerType={viewerType} redirectTo={redirectTo} />}
        />
      );
  }
}

/** The groups of the All filter, in the filters' order: each with its heading, and "See all" when the page shows fewer than it has. */
const GROUPS = [
  { type: "person", filter: "people", label: "People", noun: "people" },
  { type: "company", filter: "companies", label: "Companies", noun: "companies" },
  { type: "job", filter: "jobs", label: "Jobs", noun: "jobs" },
] as const;

export function ResultGroups({
  items,
  counts,
  capped,
  search,
  rows,
}: {
  items: CardSearchItem[];
  counts: SearchCounts;
  capped: Record<keyof SearchCounts, boolean>;
  search: string;
  rows: (items: CardSearchItem[]) => React.ReactNode;
}) {
  return (
    <>
      {GROUPS.map((group) => {
        const shown = items.filter((item) => item.type === group.type);
        const count = counts[group.filter];
        if (!shown.length && !count) return null;
        const headingId = `search-group-${group.filter}`;
        return (
          <section key={group.type} aria-labelledby={headingId} className="jl-results__group">
            <h2 id={headingId} className="jl-heading jl-heading--md">
              {group.label}
            </h2>
            {shown.length ? rows(shown) : null}
            {count > shown.length || capped[group.filter] ? (
              <Link
                to={filterPath(search, group.filter)}
                className="jl-link jl-link--underline jl-fg-brand jl-results__all"
              >
                {`See all ${countText(count, capped[group.filter])} ${group.noun} results`}
              </Link>
            ) : null}
          </section>
        );
      })}
    </>
  );
}

function PersonResult({
  person,
  canConnect,
  isYou,
  redirectTo,
}: {
  person: SearchPerson;
  canConnect: boolean;
  isYou: boolean;
  redirectTo: string;
}) {
  const detail = [person.headline, person.city].filter(Boolean).join(" · ");
  return (
    <PersonCard
      person={person}
      detail={
        <>
          {isYou ? <span className={badgeClass("subtle", "brand")}>You</span> : null}
          {detail ? <p className="jl-text-sm">{detail}</p> : null}
        </>
      }
      // Search offers what brings people together; removing and withdrawing live on Network.
      actions={
        canConnect ? (
          <ConnectionActions
            person={person}
            status={person.status}
            redirectTo={redirectTo}
            dialogs={false}
            offers="constructive"
          />
        ) : null
      }
    />
  );
}

function CompanyResult({ company }: { company: SearchCompany }) {
  const facts = [company.sector?.title, company.city].filter(Boolean).join(" · ");
  return (
    <article className="jl-company">
      <UserAvatar name={company.name} src={company.logo} size="lg" />
      <div className="jl-person__body">
        <Link to={`/profile/corporate/${company.user_id}`} className="jl-link jl-semibold jl-fg">
          {company.name}
        </Link>
        {facts ? <p className="jl-text-sm">{facts}</p> : null}
        {company.about ? <p className="jl-person__bio">{company.about}</p> : null}
        <p className="jl-person__detail">
          Company
          {company.employee_count > 0
            ? ` · ${employeeCount(company.employee_count, company.employee_count_capped)} on JobLink`
            : ""}
        </p>
      </div>
    </article>
  );
}
