/** The forgot-password screen: the account's email, then "Check your email" (`?sent=1`). */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Alert } from "@chakra-ui/react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { forgotPasswordSchema } from "./forgot-password.form.ts";
import { AuthHeading } from "./auth-heading.tsx";
import { FormError, TextField } from "#app/ui/fields.tsx";
import { StaticButton } from "#app/ui/static.tsx";

export function ForgotPassword({ actionData }: { actionData: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const sent = params.get("sent") === "1";
  return (
    <>
      <AuthHeading
        title="Forgot password"
        subtitle="Enter the email of your account and we will send you a link to reset your password."
      />
      {sent ? (
        <Alert.Root status="success" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Check your email</Alert.Title>
            <Alert.Description>
              If an account exists for that email, a link to reset the password is on its way. The link works once, for
              60 minutes.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate>
        <div className="jl-stack jl-gap-4">
          <FormError id={form.errorId} errors={form.errors} />
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" required />
          <StaticButton type="submit" palette="brand" loading={navigation.state === "submitting"} loadingText="Sending">
            {sent ? "Send the link again" : "Send reset link"}
          </StaticButton>
        </div>
      </Form>
      <p className="jl-auth__alt">
        Remembered it?{" "}
        <Link to="/login" className="jl-link jl-fg-brand jl-semibold">
          Back to log in
        </Link>
      </p>
    </>
  );
}
