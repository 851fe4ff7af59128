import type { Route } from "./+types/signup";
import { guard } from "~/server/guards.server";
import { pageTitle } from "~/ui/title";
import { loadSignup, signupAction } from "~/features/accounts/signup.server";
import { SignupStep, VERIFY_LOGIN_TITLE, VerifyStep } from "~/features/accounts/signup-steps";

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
