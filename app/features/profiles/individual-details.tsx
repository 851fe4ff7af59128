/** A member's details screen: name, headline, phone, location and pincode (onboarding, then editing). */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Button, Grid, Stack } from "@chakra-ui/react";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { individualDetailsSchema } from "#app/forms/profiles/individual-details.form.ts";
import { AuthHeading } from "#app/features/accounts/auth-heading.tsx";
import { FormError, TextField } from "#app/ui/fields.tsx";
import { DefaultSubmit, MasterPicker } from "#app/ui/picker/master-picker.tsx";
import { buttonClass } from "#app/ui/static.tsx";
import type { IndividualDetailsData } from "./individual-details.server.ts";
import { NameAndHeadlineFields } from "./inputs.tsx";

export function IndividualDetails({
  loaderData,
  actionData,
}: {
  loaderData: IndividualDetailsData;
  actionData: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: loaderData.current ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: individualDetailsSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <AuthHeading
        title={loaderData.onboarding ? "Tell us about yourself" : "Your details"}
        subtitle={
          loaderData.onboarding ? "A few details to start your professional profile." : "Keep your profile up to date."
        }
      />
      <Form method="post" {...getFormProps(form)} noValidate>
        <DefaultSubmit />
        <Stack gap="4">
          <FormError id={form.errorId} errors={form.errors} />
          <NameAndHeadlineFields fields={fields} />
          <TextField
            meta={fields.phone}
            label="Mobile number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+91 98765 43210"
            required
          />
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
            <MasterPicker
              kind="location"
              meta={fields.location}
              label="Location"
              known={loaderData.locations}
              placeholder="Type a city"
              required
            />
            <TextField meta={fields.pincode} label="Pincode" inputMode="numeric" autoComplete="postal-code" required />
          </Grid>
          <Button type="submit" colorPalette="brand" loading={navigation.state === "submitting"} loadingText="Saving">
            {loaderData.onboarding ? "Continue" : "Save details"}
          </Button>
          {/* Once onboarded, a way back without saving. */}
          {loaderData.onboarding ? null : (
            <Link to="/individual/dashboard" className={buttonClass({ variant: "outline" })}>
              Cancel
            </Link>
          )}
        </Stack>
      </Form>
    </>
  );
}
