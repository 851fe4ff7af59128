import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Alert, Button } from "@chakra-ui/react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/reset-password";
import { replyWithUpstreamError } from "~/server/form-reply.server";
import { apiContext, sessionContext } from "~/context";
import { resetPasswordSchema } from "~/features/accounts/reset-password.form";
import { UpstreamError } from "~/upstream/client";
import { AuthHeading } from "~/features/accounts/auth-heading";
import { FormError, TextField } from "~/ui/fields";
import { StaticButton } from "~/ui/static";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Reset password") }];

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const { email } = await context.get(apiContext).user.checkResetLink({ id: params.id });
    return { valid: true as const, email };
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) {
      return { valid: false as const, email: null };
    }
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password", "confirm_password"] }), { status: 400 });
  }
  const session = context.get(sessionContext);
  try {
    await context.get(apiContext).user.resetPassword({ id: params.id, password: submission.value.password });
    session.flash("success", "Your password has been reset. Log in with your new password.");
    return redirect("/login");
  } catch (error) {
    return replyWithUpstreamError(submission, error, session, {
      hideFields: ["password", "confirm_password"],
      fields: ["password"],
    });
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  if (!loaderData.valid) {
    return (
      <>
        <AuthHeading title="Reset password" />
        <Alert.Root status="error" mb="6">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This reset link is invalid or has expired.</Alert.Title>
            <Alert.Description>Links work once and for 60 minutes. Ask for a new one.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button asChild colorPalette="brand" w="full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </>
    );
  }
  return (
    <>
      <AuthHeading title="Choose a new password" subtitle={`For ${loaderData.email}`} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <div className="jl-stack jl-gap-4">
          <FormError id={form.errorId} errors={form.errors} />
          <TextField
            meta={fields.password}
            label="New password"
            type="password"
            autoComplete="new-password"
            helperText="8 to 20 characters with upper and lower case letters, a number and a special character."
            required
          />
          <TextField meta={fields.confirm_password} label="Confirm new password" type="password" autoComplete="new-password" required />
          <StaticButton type="submit" palette="brand" loading={navigation.state === "submitting"} loadingText="Saving">
            Reset password
          </StaticButton>
        </div>
      </Form>
      <p className="jl-auth__alt">
        <Link to="/login" className="jl-link jl-fg-brand">
          Back to log in
        </Link>
      </p>
    </>
  );
}
