import type { Route } from "./+types/terms-and-conditions";
import { TermsAndConditions } from "~/features/legal/terms-and-conditions";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Terms and Conditions") }];

export default function TermsAndConditionsPage() {
  return <TermsAndConditions />;
}
