import type { Route } from "./+types/settings.account";
import { guard } from "#app/server/guards.server.ts";
import { pageTitle } from "#app/ui/title.ts";
import { accountSettingsAction, loadAccountSettings } from "#app/features/accounts/account-settings.server.ts";
import { AccountSettings } from "#app/features/accounts/account-settings.tsx";

/**
 * Account settings (issue 13, decision 136), for both kinds of account: password, email address
 * (a code mailed to the new one), mail preferences, the data download and deleting the account.
 * Plain POST forms, each with its `intent`, so every one works without JavaScript.
 */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Account settings") }];

export const loader = (args: Route.LoaderArgs) => loadAccountSettings(args);
export const action = (args: Route.ActionArgs) => accountSettingsAction(args);

export default function AccountSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountSettings loaderData={loaderData} actionData={actionData} />;
}
