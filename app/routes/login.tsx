import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Button, HStack, Link as ChakraLink, Separator, Stack, Text } from "@chakra-ui/react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { replyWithUpstreamError } from "~/actions.server";
import { apiContext, sessionContext } from "~/context";
import { pendingEmailCookie } from "~/cookies.server";
import { loginSchema } from "~/forms/login";
import { dashboardPath, detailsPath, safeRedirectTarget } from "~/guards.server";
import { googleSignInEnabled } from "~/google.server";
import { UpstreamError } from "~/upstream/client";
import { AuthHeading } from "~/ui/auth-heading";
import { FormError, TextField } from "~/ui/fields";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Login") }];

export function loader() {
  return { google: googleSignInEnabled() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const session = context.get(sessionContext);
  try {
    const login = await context.get(apiContext).user.login(submission.value);
    session.setAuth({
      access_token: login.access_token,
      refresh_token: login.refresh_token,
      type_of_user: login.type_of_user,
      onboarding_complete: login.onboarding_complete,
    });
    const home = login.onboarding_complete ? dashboardPath(login.type_of_user) : detailsPath(login.type_of_user);
    const target = login.onboarding_complete
      ? safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"), home)
      : home;
    return redirect(target);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 403 && isVerificationRequired(error.body)) {
      session.flash("success", `We sent a new 6-digit code to ${submission.value.email}.`);
      return redirect("/signup?step=verify", {
        headers: { "Set-Cookie": await pendingEmailCookie.serialize(submission.value.email) },
      });
    }
    return replyWithUpstreamError(submission, error, session, { hideFields: ["password"] });
  }
}

function isVerificationRequired(body: unknown): boolean {
  const payload = (body as { data?: { verification_required?: boolean } } | undefined)?.data;
  return payload?.verification_required === true;
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const redirectTo = params.get("redirectTo");
  return (
    <>
      <AuthHeading title="Log in" subtitle="Welcome back to JobLink." />
      <Form method="post" {...getFormProps(form)} noValidate action={redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : undefined}>
        <Stack gap="4">
          <FormError id={form.errorId} errors={form.errors} />
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" required />
          <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" required />
          <HStack justify="flex-end">
            <ChakraLink asChild fontSize="sm" color="brand.primary">
              <Link to="/forgot-password">Forgot password?</Link>
            </ChakraLink>
          </HStack>
          <Button type="submit" colorPalette="brand" loading={navigation.state === "submitting"} loadingText="Logging in">
            Log in
          </Button>
        </Stack>
      </Form>
      {loaderData.google ? (
        <Stack gap="4" mt="6">
          <HStack>
            <Separator flex="1" />
            <Text fontSize="sm" color="fg.muted">
              or
            </Text>
            <Separator flex="1" />
          </HStack>
          <Button asChild variant="outline">
            <a href="/auth/google">Continue with Google</a>
          </Button>
        </Stack>
      ) : null}
      <Text mt="6" textAlign="center" fontSize="sm">
        New to JobLink?{" "}
        <ChakraLink asChild color="brand.primary" fontWeight="semibold">
          <Link to="/signup">Create an account</Link>
        </ChakraLink>
      </Text>
    </>
  );
}
