import type { Route } from "./+types/corporate.verification";
import { guard } from "~/server/guards.server";
import { pageTitle } from "~/ui/title";
import { domainVerificationAction, loadDomainVerification } from "~/features/companies/domain-verification.server";
import { DomainVerificationScreen } from "~/features/companies/domain-verification";

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
