/**
 * A link to a page of JobLink: a plain `<a href>` (marked `data-jl-link`) that `LinkNavigation`
 * turns into a client-side navigation once JavaScript runs, the way React Router's `<Link>` does.
 *
 * Why not React Router's `<Link>` everywhere (issue 9): it runs about ten hooks per link while the
 * server renders (resolving its path against every matched route, its click handler, prefetch and
 * view-transition state), and a page of job cards has dozens of links: in a CPU profile of the
 * dashboard the links cost more than any component of the page. An address that starts with `/`
 * needs none of that. A link that asks for what only React Router's can do (state, a relative
 * path, prefetching, a view transition, a full reload) is React Router's `<Link>`.
 */
import { useEffect } from "react";
import { Link as RouterLink, type LinkProps, useNavigate } from "react-router";

export function Link({ to, replace, preventScrollReset, ...rest }: LinkProps) {
  const plain =
    typeof to === "string" &&
    to.startsWith("/") &&
    !to.startsWith("//") &&
    rest.state === undefined &&
    !rest.reloadDocument &&
    rest.relative === undefined &&
    (rest.prefetch === undefined || rest.prefetch === "none") &&
    !rest.viewTransition &&
    rest.target === undefined;
  if (!plain) return <RouterLink to={to} replace={replace} preventScrollReset={preventScrollReset} {...rest} />;
  const { discover: _discover, prefetch: _prefetch, ...anchor } = rest;
  return (
    <a
      href={to}
      data-jl-link=""
      data-replace={replace ? "" : undefined}
      data-keep-scroll={preventScrollReset ? "" : undefined}
      {...anchor}
    />
  );
}

/** What a click on a `data-jl-link` anchor should do: the address to navigate to, or null for the browser. */
export function clientNavigationOf(
  event: MouseEvent,
  here: Location,
): { to: string; replace: boolean; preventScrollReset: boolean } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return null;
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const anchor = target.closest("a[data-jl-link]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  if (url.origin !== here.origin) return null;
  const to = url.pathname + url.search + url.hash;
  return {
    to,
    // As React Router's <Link>: a link to the page one is on replaces it in the history.
    replace: anchor.hasAttribute("data-replace") || to === here.pathname + here.search + here.hash,
    preventScrollReset: anchor.hasAttribute("data-keep-scroll"),
  };
}

/**
 * Makes every `<Link>` above a client-side navigation: one click listener for the whole document
 * (rendered once, inside the router). It runs after React's own handlers, so a link whose
 * `onClick` prevents the default is left alone.
 */
export function LinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const next = clientNavigationOf(event, window.location);
      if (!next) return;
      event.preventDefault();
      void navigate(next.to, { replace: next.replace, preventScrollReset: next.preventScrollReset });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
