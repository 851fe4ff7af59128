import type { Route } from "./+types/login.two-factor";
import { loadTwoFactorLogin, twoFactorLoginAction } from "#app/features/accounts/two-factor-login.server.ts";
import { TwoFactorLogin } from "#app/features/accounts/two-factor-login.tsx";
import { guard } from "#app/server/guards.server.ts";
import { pageTitle } from "#app/ui/title.ts";

/** The login's second step for an account with two-step verification (issue 38, decision 178). */
export const middleware: Route.MiddlewareFunction[] = guard("guest");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Two-step verification") }];

export const loader = (args: Route.LoaderArgs) => loadTwoFactorLogin(args);
export const action = (args: Route.ActionArgs) => twoFactorLoginAction(args);

export default function TwoFactorLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return <TwoFactorLogin email={loaderData.email} passkey={loaderData.passkey} actionData={actionData} />;
}
