import type { Route } from "./+types/settings.security";
import { guard } from "~/server/guards.server";
import { pageTitle } from "~/ui/title";
import { loadSecuritySettings, securitySettingsAction } from "~/features/accounts/security-settings.server";
import { SecuritySettings } from "~/features/accounts/security-settings";

/**
 * Sign-in and security (issue 38, decision 178): two-step verification with an authenticator app,
 * and the member's sessions, signed out one by one or all others at once. Plain POST forms, each with its `intent`, so every one works without JavaScript.
 */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Sign-in and security") }];

export const loader = (args: Route.LoaderArgs) => loadSecuritySettings(args);
export const action = (args: Route.ActionArgs) => securitySettingsAction(args);

export default function SecuritySettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SecuritySettings loaderData={loaderData} actionData={actionData} />;
}
