import { useState } from "react";
import { Form, PrefetchPageLinks, useLocation, useSearchParams } from "react-router";
import { Link } from "./link.tsx";
import type { UserType } from "#app/context.ts";
import { SEARCH_TYPES, type SearchTypeFilter } from "#app/forms/search/search.form.ts";
import type { IconName } from "./icons.tsx";
import { DisclosureMenu } from "./disclosure-menu.tsx";
import { Logo } from "./logo.tsx";
import { LogoutMenuItem } from "./logout.tsx";
import { buttonClass, SelectIndicator } from "./static.tsx";
import { UserAvatar } from "./user-avatar.tsx";

export type Viewer = {
  type_of_user: UserType;
  name: string;
  profile_pic?: string | null;
  profile_url?: string;
  onboarding_complete: boolean;
  /** A moderator's menu links to the desk (decision 182). */
  is_moderator?: boolean;
};

export type NavItem = { label: string; to: string; icon: IconName; badge?: number };

export function navItemsFor(viewer: Viewer, counts: { notifications?: number; messages?: number } = {}): NavItem[] {
  if (viewer.type_of_user === "corporate") {
    return [
      { label: "Home", to: "/corporate/dashboard", icon: "home" },
      { label: "Posts", to: "/corporate/posts", icon: "posts" },
      { label: "Employees", to: "/corporate/employees", icon: "network" },
      // Members open to work (decision 184).
      { label: "Candidates", to: "/corporate/candidates", icon: "search" },
      { label: "Company", to: "/corporate/details", icon: "company" },
      // A company talks to the people who applied to its posts (decision 163).
      { label: "Messages", to: "/corporate/messages", icon: "messages", badge: counts.messages },
      { label: "Notifications", to: "/notifications", icon: "notifications", badge: counts.notifications },
    ];
  }
  return [
    { label: "Home", to: "/individual/dashboard", icon: "home" },
    { label: "Network", to: "/individual/network", icon: "network" },
    { label: "Jobs", to: "/individual/jobs", icon: "jobs" },
    { label: "Messages", to: "/individual/messages", icon: "messages", badge: counts.messages },
    { label: "Notifications", to: "/notifications", icon: "notifications", badge: counts.notifications },
  ];
}

/** How each of the search's `SEARCH_TYPES` reads in the box's select (offered in that list's order). */
export const SEARCH_TYPE_LABELS: Record<SearchTypeFilter, string> = {
  all: "All",
  people: "People",
  companies: "Companies",
  jobs: "Jobs",
};

function SearchBox() {
  const [params] = useSearchParams();
  const location = useLocation();
  const onResults = location.pathname === "/search-results";
  const search = onResults ? (params.get("search") ?? "") : "";
  const typeFilter = onResults ? (params.get("typeFilter") ?? "all") : "all";
  return (
    // Keyed on the query, so the fields show the URL's values again after a client-side
    // navigation (a filter tab, back/forward), not the values they were first rendered with.
    <Form
      key={`${search}\u0000${typeFilter}`}
      method="get"
      action="/search-results"
      role="search"
      className="jl-search"
    >
      <div className="jl-search__box">
        {/* The magnifier sends the search (so does Enter). */}
        <button type="submit" className="jl-search__submit jl-i-search" aria-label="Search" />
        <input
          className="jl-input jl-input--sm"
          name="search"
          type="search"
          aria-label="Search people, companies and jobs"
          placeholder="Search"
          defaultValue={search}
        />
        <div className="jl-select jl-select--sm">
          {/* With JavaScript a new choice searches at once (when there is something to search). */}
          <select
            className="jl-select__field"
            name="typeFilter"
            aria-label="Search in"
            defaultValue={typeFilter}
            onChange={(event) => {
              const form = event.currentTarget.form;
              if (form && new FormData(form).get("search")?.toString().trim()) form.requestSubmit();
            }}
          >
            {SEARCH_TYPES.map((type) => (
              <option key={type} value={type}>
                {SEARCH_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          <SelectIndicator />
        </div>
      </div>
    </Form>
  );
}

// The header is plain elements with the static `jl-header*`, `jl-nav*`, `jl-menu*` and `jl-btn`
// classes of static-classes.ts (served once in the global stylesheet) rather than Chakra components with
// style props: it is on every page, and every style prop costs a serialisation per render.

function NavBadge({ count }: { count?: number }) {
  if (!count) return null;
  return (
    <span className="jl-nav__badge">
      {count > 99 ? "99+" : count}
      <span className="jl-sr-only"> unread</span>
    </span>
  );
}

/** A nav item's icon with its unread badge. */
function NavIcon({ item }: { item: NavItem }) {
  return (
    // The icon is drawn by the stylesheet (`jl-i-*`, decision 144).
    <span className={`jl-nav__icon jl-i-${item.icon}`}>
      <NavBadge count={item.badge} />
    </span>
  );
}

/**
 * Is `to` the page at `pathname` or one of its sub-pages? React Router's `<NavLink>` rule (not
 * case-sensitive, `end` false), worked out once a render for every item instead of by a NavLink
 * per item, which runs React Router's link hooks: the header is on every page, each item twice.
 */
export function isCurrent(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  return here === target || (here.startsWith(target) && here.charAt(target.length) === "/");
}

/**
 * The main navigation: one list, a row in the header from md and a bar fixed at the bottom of
 * the screen below it (the stylesheet places it), so every page carries it once.
 */
function MainNav({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  // What React Router's `prefetch="intent"` does, for the whole bar: the page a pointer rests on
  // (or the keyboard reaches) has its modules and data prefetched.
  const [intent, setIntent] = useState<string | null>(null);
  return (
    <nav aria-label="Main" className="jl-header__nav">
      <ul className="jl-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="jl-nav__link"
              aria-current={isCurrent(pathname, item.to) ? "page" : undefined}
              onMouseEnter={() => setIntent(item.to)}
              onFocus={() => setIntent(item.to)}
            >
              <NavIcon item={item} />
              <span className="jl-nav__label">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      {intent && !isCurrent(pathname, intent) ? <PrefetchPageLinks page={intent} /> : null}
    </nav>
  );
}

/** The avatar menu's links: Chakra's ghost button, small, aligned to the start (`jl-menu__item`). */
export const MENU_ITEM = buttonClass({ variant: "menu" });

/** The avatar menu: a <details> disclosure, so it opens without JavaScript too. */
function AvatarMenu({ viewer }: { viewer: Viewer }) {
  return (
    <DisclosureMenu label="Account menu" summary={<UserAvatar name={viewer.name} src={viewer.profile_pic} size="sm" />}>
      <div className="jl-menu__who">
        <p className="jl-menu__name">{viewer.name}</p>
        <p className="jl-menu__kind">{viewer.type_of_user === "corporate" ? "Company account" : "Member"}</p>
      </div>
      {viewer.profile_url ? (
        <Link to={viewer.profile_url} className={MENU_ITEM}>
          View profile
        </Link>
      ) : null}
      <Link
        to={viewer.type_of_user === "corporate" ? "/corporate/details" : "/individual/details"}
        className={MENU_ITEM}
      >
        {viewer.type_of_user === "corporate" ? "Company details" : "Edit details"}
      </Link>
      {viewer.type_of_user === "individual" ? (
        <Link to="/settings/job-alerts" className={MENU_ITEM}>
          Job alerts
        </Link>
      ) : null}
      <Link to="/settings/account" className={MENU_ITEM}>
        Account settings
      </Link>
      <Link to="/settings/reports" className={MENU_ITEM}>
        Reports
      </Link>
      {viewer.is_moderator ? (
        <Link to="/moderation" className={MENU_ITEM}>
          Moderation
        </Link>
      ) : null}
      <LogoutMenuItem />
    </DisclosureMenu>
  );
}

export function AppHeader({
  viewer,
  counts,
}: {
  viewer: Viewer | null;
  counts?: { notifications?: number; messages?: number };
}) {
  const items = viewer ? navItemsFor(viewer, counts) : [];
  return (
    <header className="jl-header">
      {/* A visitor's bar also holds Log in and Sign up: on a phone its search takes a row of its own. */}
      <div className={viewer ? "jl-header__bar" : "jl-header__bar jl-header__bar--guest"}>
        <Link to={viewer ? items[0].to : "/login"} aria-label="JobLink home">
          {/* The word beside the mark from md (the stylesheet hides it below). */}
          <div className="jl-header__logo">
            <Logo />
          </div>
        </Link>
        <div className="jl-header__search">
          <SearchBox />
        </div>
        {viewer ? <MainNav items={items} /> : null}
        {viewer ? (
          <div className="jl-header__account">
            <AvatarMenu viewer={viewer} />
          </div>
        ) : (
          <div className="jl-header__guest">
            <Link to="/jobs" className="jl-link jl-fg-brand jl-semibold jl-text-sm jl-header__jobs">
              Jobs
            </Link>
            <Link to="/login" className={buttonClass({ variant: "outline", size: "sm", palette: "brand" })}>
              Log in
            </Link>
            <Link
              to="/signup"
              className={buttonClass({ size: "sm", palette: "brand", className: "jl-header__signup" })}
            >
              Sign up
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}
