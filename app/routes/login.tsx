import type { Route } from "./+types/login";
import { loadLogin, loginAction } from "#app/features/accounts/login.server.ts";
import { Login } from "#app/features/accounts/login.tsx";
import { guard } from "#app/server/guards.server.ts";
import { pageTitle } from "#app/ui/title.ts";

export const middleware: Route.MiddlewareFunction[] = guard("guest");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Login") }];

export const loader = () => loadLogin();
export const action = (args: Route.ActionArgs) => loginAction(args);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return <Login loaderData={loaderData} actionData={actionData} />;
}
