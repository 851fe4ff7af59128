import type { Route } from "./+types/reset-password";
import { loadResetPassword, resetPasswordAction } from "~/features/accounts/reset-password.server";
import { ResetPassword } from "~/features/accounts/reset-password";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Reset password") }];

export const loader = (args: Route.LoaderArgs) => loadResetPassword(args);
export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPassword loaderData={loaderData} actionData={actionData} />;
}
