import type { Route } from "./+types/privacy-policy";
import { PrivacyPolicy } from "#app/features/legal/privacy-policy.tsx";
import { pageTitle } from "#app/ui/title.ts";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Privacy Policy") }];

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
