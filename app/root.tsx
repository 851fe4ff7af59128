import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { sessionContext } from "./context.ts";
import { sessionMiddleware } from "#app/server/session.server.ts";
import { ErrorScreen } from "#app/ui/error-screen.tsx";
import { LinkNavigation } from "#app/ui/link.tsx";
import chakraCss from "#app/ui/generated/chakra.css?url";
import { useNonce } from "#app/ui/nonce.tsx";
import { SnackbarProvider } from "#app/ui/snackbar.tsx";
import { pageTitle } from "#app/ui/title.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: chakraCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

/**
 * Runs before anything else in the browser: the `js` class (styles that need JavaScript, e.g.
 * dialogs as modals: route-dialog.tsx), and Zod told not to try `new Function` (its compiled
 * checks), which the CSP forbids: the try would show as a CSP violation in every page's console.
 * Zod reads this object when its first module loads (globalThis.__zod_globalConfig).
 */
const BOOT_SCRIPT = 'document.documentElement.classList.add("js");globalThis.__zod_globalConfig={jitless:true};';

export function loader({ context }: Route.LoaderArgs) {
  return { flash: context.get(sessionContext).takeFlash() };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    // `js` is added before the first paint when the page runs JavaScript (styles that need it,
    // e.g. dialogs as modals: route-dialog.tsx); React leaves the attribute as it is.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#002060" />
        <Meta />
        {/* Same-origin stylesheets and preloads pass CSP through 'self'; an empty nonce renders
            alike on server and client (the browser hides real nonces, not always on links). */}
        <Links nonce="" />
      </head>
      <body>
        {/* No ChakraProvider here: the layouts that use Chakra bring it (app/ui/chakra.tsx). */}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Tells the server the browser's time zone (for the dashboard's greeting), once it changes. */
function rememberTimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  const value = encodeURIComponent(zone);
  if (document.cookie.split("; ").includes(`tz=${value}`)) return;
  document.cookie = `tz=${value}; path=/; max-age=31536000; samesite=lax`;
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    rememberTimeZone();
  }, []);
  return (
    <SnackbarProvider flash={loaderData.flash}>
      <LinkNavigation />
      <Outlet />
    </SnackbarProvider>
  );
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [{ title: "JobLink" }];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: pageTitle(status === 404 ? "Page Not Found" : "Error") }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  let screen: React.ReactNode;
  if (isRouteErrorResponse(error) && error.status === 404) {
    screen = (
      <ErrorScreen
        status={404}
        statusMessage="Page Not Found"
        description={typeof error.data === "string" ? error.data : "The page you asked for does not exist."}
      />
    );
  } else if (isRouteErrorResponse(error)) {
    screen = (
      <ErrorScreen
        status={error.status}
        statusMessage={error.statusText || "Error"}
        description={typeof error.data === "string" ? error.data : "Something went wrong."}
      />
    );
  } else {
    if (import.meta.env.DEV && error instanceof Error) console.error(error);
    screen = <ErrorScreen status={500} statusMessage="Internal Server Error" description="Internal Server Error" />;
  }
  return (
    <SnackbarProvider flash={rootData?.flash ?? []}>
      <LinkNavigation />
      {screen}
    </SnackbarProvider>
  );
}

export function HydrateFallback() {
  return (
    <div className="jl-fallback">
      <p className="jl-heading jl-heading--md">JobLink</p>
      <p>Loading…</p>
    </div>
  );
}

/** The root loader carries the snackbar queue, so it runs on every navigation. */
export const shouldRevalidate = () => true;
