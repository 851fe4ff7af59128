import type { Route } from "./+types/settings.security";
import { guard } from "#app/server/guards.server.ts";
import { pageTitle } from "#app/ui/title.ts";
import { loadSecuritySettings, securitySettingsAction } from "#app/features/accounts/security-settings.server.ts";
import { SecuritySettings } from "#app/features/accounts/security-settings.tsx";

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
