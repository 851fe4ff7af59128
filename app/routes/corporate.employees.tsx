import type { Route } from "./+types/corporate.employees";
import { loadCorporateEmployees } from "#app/features/companies/corporate-employees.server.ts";
import { CorporateEmployees } from "#app/features/companies/corporate-employees.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Employees") }];

export const loader = (args: Route.LoaderArgs) => loadCorporateEmployees(args);

export default function EmployeesPage({ loaderData }: Route.ComponentProps) {
  return <CorporateEmployees loaderData={loaderData} />;
}
