import type { Route } from "./+types/terms-and-conditions";
import { TermsAndConditions } from "#app/features/legal/terms-and-conditions.tsx";
import { pageTitle } from "#app/ui/title.ts";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Terms and Conditions") }];

export default function TermsAndConditionsPage() {
  return <TermsAndConditions />;
}
