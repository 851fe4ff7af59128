import type { Route } from "./+types/login";
import { loadLogin, loginAction } from "~/features/accounts/login.server";
import { Login } from "~/features/accounts/login";
import { guard } from "~/server/guards.server";
import { pageTitle } from "~/ui/title";

export const middleware: Route.MiddlewareFunction[] = guard("guest");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Login") }];

export const loader = () => loadLogin();
export const action = (args: Route.ActionArgs) => loginAction(args);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return <Login loaderData={loaderData} actionData={actionData} />;
}
