import type { Route } from "./+types/signup";
import { guard } from "#app/server/guards.server.ts";
import { pageTitle } from "#app/ui/title.ts";
import { loadSignup, signupAction } from "#app/features/accounts/signup.server.ts";
import { SignupStep, VERIFY_LOGIN_TITLE, VerifyStep } from "#app/features/accounts/signup-steps.tsx";

export const middleware: Route.MiddlewareFunction[] = guard("guest");

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  {
    title: pageTitle(
      data?.step === "verify" ? (data.purpose === "login" ? VERIFY_LOGIN_TITLE : "Verify your email") : "Sign up",
    ),
  },
];

export const loader = (args: Route.LoaderArgs) => loadSignup(args);
export const action = (args: Route.ActionArgs) => signupAction(args);

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.step === "verify" ? (
    <VerifyStep key="verify" email={loaderData.email} purpose={loaderData.purpose} lastResult={actionData} />
  ) : (
    <SignupStep key="signup" lastResult={actionData} email={loaderData.email} />
  );
}
