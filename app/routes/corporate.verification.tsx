import type { Route } from "./+types/corporate.verification";
import { guard } from "#app/server/guards.server.ts";
import { pageTitle } from "#app/ui/title.ts";
import {
  domainVerificationAction,
  loadDomainVerification,
} from "#app/features/companies/domain-verification.server.ts";
import { DomainVerificationScreen } from "#app/features/companies/domain-verification.tsx";

/**
 * A company proves its web domain (issue 36, decision 176): a code mailed to an address at the
 * domain, or a file on its site. Plain POST forms with an `intent`, so both work without JavaScript.
 */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Verify your domain") }];

export const loader = (args: Route.LoaderArgs) => loadDomainVerification(args);
export const action = (args: Route.ActionArgs) => domainVerificationAction(args);

export default function DomainVerificationPage({ loaderData, actionData }: Route.ComponentProps) {
  return <DomainVerificationScreen loaderData={loaderData} actionData={actionData} />;
}
