/** The reset link's page: a new password twice, or, for an invalid or expired link, a way to ask for a new one. */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Alert, Button } from "@chakra-ui/react";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { RESET_LINK_INVALID, resetPasswordSchema } from "#app/forms/accounts/reset-password.form.ts";
import { AuthHeading } from "./auth-heading.tsx";
import { FormError, TextField } from "#app/ui/fields.tsx";
import { StaticButton } from "#app/ui/static.tsx";
import type { ResetPasswordData } from "./reset-password.server.ts";

export function ResetPassword({
  loaderData,
  actionData,
}: {
  loaderData: ResetPasswordData;
  actionData: SubmissionResult<string[]> | undefined;
}) {
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
            <Alert.Title>{RESET_LINK_INVALID}</Alert.Title>
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
          <TextField
            meta={fields.confirm_password}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
          />
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
