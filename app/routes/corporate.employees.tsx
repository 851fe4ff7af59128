import type { Route } from "./+types/corporate.employees";
import { loadCorporateEmployees } from "~/features/companies/corporate-employees.server";
import { CorporateEmployees } from "~/features/companies/corporate-employees";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Employees") }];

export const loader = (args: Route.LoaderArgs) => loadCorporateEmployees(args);

export default function EmployeesPage({ loaderData }: Route.ComponentProps) {
  return <CorporateEmployees loaderData={loaderData} />;
}
