import { Outlet } from "react-router";
import type { Route } from "./+types/onboarded";
import { requireOnboarding } from "~/guards.server";

export const middleware: Route.MiddlewareFunction[] = [(args) => requireOnboarding(args)];

export default function Onboarded() {
  return <Outlet />;
}

/** A loader makes every navigation reach the server, where the guard runs. */
export const loader = () => null;
export const shouldRevalidate = () => true;
