import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Button, Grid, Stack } from "@chakra-ui/react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/corporate.details";
import { apiContext, sessionContext } from "~/context";
import { corporateDetailsSchema } from "~/forms/corporate-details";
import { AuthHeading } from "~/ui/auth-heading";
import { locationOptions, saveDetails } from "~/ui/details-form.server";
import { FormError, SelectField, TextareaField, TextField } from "~/ui/fields";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: pageTitle(data?.onboarding ? "Set up your company" : "Company details") },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { auth } = context.get(sessionContext);
  const onboarding = !auth?.onboarding_complete;
  const api = context.get(apiContext);
  const [locations, companies, profile] = await Promise.all([
    locationOptions(context),
    api.master.list("company", { limit: 100 }),
    onboarding ? null : api.corporate.get(),
  ]);
  const current = profile
    ? {
        company_name: profile.company_name,
        poc: profile.poc,
        phone: profile.phone,
        email: profile.email,
        website: profile.website ?? "",
        pincode: profile.pincode,
        location: profile.location ? String(profile.location.id) : "",
        about: profile.about ?? "",
      }
    : null;
  return { onboarding, locations, companies: companies.map((c) => c.title), current };
}

export function action(args: Route.ActionArgs) {
  return saveDetails(args, corporateDetailsSchema, (api) => api.corporate);
}

export default function CorporateDetails({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: loaderData.current ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: corporateDetailsSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <AuthHeading
        title={loaderData.onboarding ? "Set up your company" : "Company details"}
        subtitle={loaderData.onboarding ? "Tell members who you are. You can add a logo and banner later." : "Keep your company page up to date."}
      />
      <Form method="post" {...getFormProps(form)} noValidate>
        <Stack gap="4">
          <FormError id={form.errorId} errors={form.errors} />
          <TextField meta={fields.company_name} label="Company name" autoComplete="organization" list="company-suggestions" helperText="Pick your company from the suggestions if it is listed." required />
          <datalist id="company-suggestions">
            {loaderData.companies.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
            <TextField meta={fields.poc} label="Point of contact" autoComplete="name" required />
            <TextField meta={fields.phone} label="Phone number" type="tel" autoComplete="tel" inputMode="tel" required />
          </Grid>
          <TextField meta={fields.email} label="Contact email" type="email" autoComplete="email" required />
          <TextField meta={fields.website} label="Website" type="url" autoComplete="url" placeholder="https://example.com" />
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
            <SelectField meta={fields.location} label="Location" options={loaderData.locations} placeholder="Select a city" required />
            <TextField meta={fields.pincode} label="Pincode" inputMode="numeric" autoComplete="postal-code" required />
          </Grid>
          <TextareaField meta={fields.about} label="About the company" rows={5} />
          <Button type="submit" colorPalette="brand" loading={navigation.state === "submitting"} loadingText="Saving">
            {loaderData.onboarding ? "Continue" : "Save details"}
          </Button>
        </Stack>
      </Form>
    </>
  );
}
