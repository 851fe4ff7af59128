import type { Route } from "./+types/forgot-password";
import { forgotPasswordAction } from "~/features/accounts/forgot-password.server";
import { ForgotPassword } from "~/features/accounts/forgot-password";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Forgot password") }];

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  return <ForgotPassword actionData={actionData} />;
}
