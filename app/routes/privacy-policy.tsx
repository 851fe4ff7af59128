import type { Route } from "./+types/privacy-policy";
import { PrivacyPolicy } from "~/features/legal/privacy-policy";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Privacy Policy") }];

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
