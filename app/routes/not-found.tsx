import { data } from "react-router";
import type { Route } from "./+types/not-found";

/** Any unknown route: HTTP 404 "Page not found: {path}" on the Page Not Found screen. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  throw data(`Page not found: ${pathname}`, { status: 404, statusText: "Page Not Found" });
}

export function action({ request }: Route.ActionArgs) {
  const { pathname } = new URL(request.url);
  throw data(`Page not found: ${pathname}`, { status: 404, statusText: "Page Not Found" });
}

export default function NotFound() {
  return null;
}
