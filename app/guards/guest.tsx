import { Outlet } from "react-router";
import type { Route } from "./+types/guest";
import { guestOnly } from "~/guards.server";

export const middleware: Route.MiddlewareFunction[] = [(args) => guestOnly(args)];

export default function GuestOnly() {
  return <Outlet />;
}

/** A loader makes every navigation reach the server, where the guard runs. */
export const loader = () => null;
export const shouldRevalidate = () => true;
