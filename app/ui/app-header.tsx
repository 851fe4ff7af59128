import { Box, Button, Flex, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation, useSearchParams } from "react-router";
import type { UserType } from "~/context";
import { AppIcon, ICON_PATHS, type IconName } from "./icons";
import { Logo } from "./logo";
import { LogoutMenuItem } from "./logout";
import { UserAvatar } from "./user-avatar";

export type Viewer = {
  type_of_user: UserType;
  name: string;
  profile_pic?: string | null;
  profile_url?: string;
  onboarding_complete: boolean;
};

export type NavItem = { label: string; to: string; icon: IconName; badge?: number };

export function navItemsFor(viewer: Viewer, counts: { notifications?: number; messages?: number } = {}): NavItem[] {
  if (viewer.type_of_user === "corporate") {
    return [
      { label: "Home", to: "/corporate/dashboard", icon: "home" },
      { label: "Posts", to: "/corporate/posts", icon: "posts" },
      { label: "Employees", to: "/corporate/employees", icon: "network" },
      { label: "Company", to: "/corporate/details", icon: "company" },
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

export const SEARCH_TYPE_FILTERS = [
  { value: "all", label: "All" },
  { value: "people", label: "People" },
  { value: "companies", label: "Companies" },
  { value: "jobs", label: "Jobs" },
] as const;

function SearchBox() {
  const [params] = useSearchParams();
  const location = useLocation();
  const onResults = location.pathname === "/search-results";
  const search = onResults ? (params.get("search") ?? "") : "";
  const typeFilter = onResults ? (params.get("typeFilter") ?? "all") : "all";
  return (
    // Keyed on the query, so the fields show the URL's values again after a client-side
    // navigation (a filter tab, back/forward), not the values they were first rendered with.
    <Form key={`${search}\u0000${typeFilter}`} method="get" action="/search-results" role="search" style={{ width: "100%" }}>
      <HStack gap="1" bg="white" borderRadius="md" borderWidth="1px" borderColor="border" pl="2">
        <AppIcon name="search" color="fg.muted" />
        <Input
          name="search"
          type="search"
          aria-label="Search people, companies and jobs"
          placeholder="Search"
          defaultValue={search}
          border="none"
          size="sm"
          minW="0"
          _focusVisible={{ outline: "none" }}
        />
        <NativeSelect.Root size="sm" width="auto" flexShrink={0}>
          <NativeSelect.Field
            name="typeFilter"
            aria-label="Search in"
            defaultValue={typeFilter}
            border="none"
          >
            {SEARCH_TYPE_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" size="sm" variant="ghost" srOnly>
          Search
        </Button>
      </HStack>
    </Form>
  );
}

// The nav items below use the static `jl-nav*` classes of theme.ts (served once in the global
// stylesheet) rather than Chakra style props: the header is on every page, with each item twice
// (top bar and bottom bar), and every style prop costs a serialisation per render.

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
    <span className="jl-nav__icon">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={ICON_PATHS[item.icon]} />
      </svg>
      <NavBadge count={item.badge} />
    </span>
  );
}

function DesktopNav({ items }: { items: NavItem[] }) {
  return (
    <HStack as="ul" listStyleType="none" gap="1" display={{ base: "none", md: "flex" }}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} prefetch="intent" className="jl-nav__link jl-nav__link--top">
            <NavIcon item={item} />
            <span className="jl-nav__label">{item.label}</span>
          </NavLink>
        </li>
      ))}
    </HStack>
  );
}

function BottomNav({ items }: { items: NavItem[] }) {
  return (
    <Box
      as="nav"
      aria-label="Main, mobile"
      position="fixed"
      bottom="0"
      insetX="0"
      bg="white"
      borderTopWidth="1px"
      zIndex="sticky"
      display={{ base: "block", md: "none" }}
    >
      <Flex as="ul" listStyleType="none" justify="space-around" py="1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} aria-label={item.label} className="jl-nav__link jl-nav__link--bottom">
              <NavIcon item={item} />
              <span className="jl-nav__label">{item.label}</span>
            </NavLink>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

/** The avatar menu: a <details> disclosure, so it opens without JavaScript too. */
function AvatarMenu({ viewer }: { viewer: Viewer }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // With JavaScript the menu also closes on navigation, on a click outside and on Escape.
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  return (
    <Box as="details" ref={ref} position="relative" css={{ "& > summary::-webkit-details-marker": { display: "none" } }}>
      <Box as="summary" listStyleType="none" cursor="pointer" borderRadius="full" aria-label="Account menu">
        <UserAvatar name={viewer.name} src={viewer.profile_pic} size="sm" />
      </Box>
      <Stack
        position="absolute"
        right="0"
        mt="2"
        minW="56"
        bg="white"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        p="2"
        gap="1"
        zIndex="dropdown"
        maxH="310px"
        overflowY="auto"
      >
        <Box px="3" py="2">
          <Text fontWeight="semibold" truncate>
            {viewer.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {viewer.type_of_user === "corporate" ? "Company account" : "Member"}
          </Text>
        </Box>
        {viewer.profile_url ? (
          <Button asChild variant="ghost" justifyContent="flex-start" size="sm">
            <Link to={viewer.profile_url}>View profile</Link>
          </Button>
        ) : null}
        <Button asChild variant="ghost" justifyContent="flex-start" size="sm">
          <Link to={viewer.type_of_user === "corporate" ? "/corporate/details" : "/individual/details"}>
            {viewer.type_of_user === "corporate" ? "Company details" : "Edit details"}
          </Link>
        </Button>
        <LogoutMenuItem />
      </Stack>
    </Box>
  );
}

export function AppHeader({ viewer, counts }: { viewer: Viewer | null; counts?: { notifications?: number; messages?: number } }) {
  const items = viewer ? navItemsFor(viewer, counts) : [];
  return (
    <>
      <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
        <Flex maxW="6xl" mx="auto" px={{ base: "3", md: "6" }} py="2" gap={{ base: "2", md: "4" }} align="center">
          <Link to={viewer ? items[0].to : "/login"} aria-label="JobLink home">
            <Box display={{ base: "block", md: "none" }}>
              <Logo compact />
            </Box>
            <Box display={{ base: "none", md: "block" }}>
              <Logo />
            </Box>
          </Link>
          <Box flex="1" maxW={{ base: "none", md: "sm" }} minW="0">
            <SearchBox />
          </Box>
          {viewer ? (
            <Box as="nav" aria-label="Main" ml="auto" display={{ base: "none", md: "block" }}>
              <DesktopNav items={items} />
            </Box>
          ) : null}
          {viewer ? (
            <Box ml={{ base: "auto", md: "0" }}>
              <AvatarMenu viewer={viewer} />
            </Box>
          ) : (
            <HStack ml="auto" gap="2">
              <Button asChild size="sm" variant="outline" colorPalette="brand">
                <Link to="/login">Log in</Link>
              </Button>
              <Button asChild size="sm" colorPalette="brand" display={{ base: "none", sm: "inline-flex" }}>
                <Link to="/signup">Sign up</Link>
              </Button>
            </HStack>
          )}
        </Flex>
      </Box>
      {viewer ? <BottomNav items={items} /> : null}
    </>
  );
}
