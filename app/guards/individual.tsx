import { Outlet } from "react-router";
import type { Route } from "./+types/individual";
import { requireUserType } from "~/guards.server";

export const middleware: Route.MiddlewareFunction[] = [requireUserType("individual")];

export default function IndividualOnly() {
  return <Outlet />;
}

/** A loader makes every navigation reach the server, where the guard runs. */
export const loader = () => null;
export const shouldRevalidate = () => true;
