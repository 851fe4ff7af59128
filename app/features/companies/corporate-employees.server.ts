/** A company's employees (`/corporate/employees`, spec §2): the members whose current position is at the company, paged. */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { listPosition } from "#app/ui/pagination.tsx";

export type CorporateEmployeesData = Awaited<ReturnType<typeof loadCorporateEmployees>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadCorporateEmployees({ request, context }: Args) {
  const api = context.get(apiContext);
  const [employees, company] = await Promise.all([
    api.companies.employees(listPosition(request.url)),
    api.companies.get(),
  ]);
  return { employees, company: { id: company.id, name: company.company_name } };
}
