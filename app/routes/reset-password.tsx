import type { Route } from "./+types/reset-password";
import { loadResetPassword, resetPasswordAction } from "#app/features/accounts/reset-password.server.ts";
import { ResetPassword } from "#app/features/accounts/reset-password.tsx";
import { pageTitle } from "#app/ui/title.ts";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Reset password") }];

export const loader = (args: Route.LoaderArgs) => loadResetPassword(args);
export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPassword loaderData={loaderData} actionData={actionData} />;
}
