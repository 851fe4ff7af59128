import { Outlet } from "react-router";
import type { Route } from "./+types/member";
import { requireLogin } from "~/guards.server";

export const middleware: Route.MiddlewareFunction[] = [(args) => void requireLogin(args)];

export default function MemberOnly() {
  return <Outlet />;
}

/** A loader makes every navigation reach the server, where the guard runs. */
export const loader = () => null;
export const shouldRevalidate = () => true;
