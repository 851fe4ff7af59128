import type { Route } from "./+types/forgot-password";
import { forgotPasswordAction } from "#app/features/accounts/forgot-password.server.ts";
import { ForgotPassword } from "#app/features/accounts/forgot-password.tsx";
import { pageTitle } from "#app/ui/title.ts";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Forgot password") }];

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  return <ForgotPassword actionData={actionData} />;
}
