/** A company's details screen: the pictures (each in a dialog) and the details form. */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Box, Button, Grid, Heading, HStack, Image, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Form, useLocation, useNavigation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import {
  COMPANY_PICTURE_TEXT,
  COMPANY_PICTURES,
  corporateDetailsSchema,
} from "#app/forms/companies/corporate-details.form.ts";
import { IMAGE_ACCEPT, imageUploadSchema } from "#app/forms/upload.ts";
import { AuthHeading } from "#app/features/accounts/auth-heading.tsx";
import { FormError, TextareaField, TextField } from "#app/ui/fields.tsx";
import { DefaultSubmit, MasterPicker } from "#app/ui/picker/master-picker.tsx";
import { IntentForm, UploadForm } from "#app/ui/forms.tsx";
import { EditLink, ProfilePicture } from "#app/features/profiles/profile-view.tsx";
import { RouteDialog, withSearch } from "#app/ui/route-dialog.tsx";
import type { CorporateDetailsData } from "./corporate-details.server.ts";

export function CorporateDetails({
  loaderData,
  actionData,
}: {
  loaderData: CorporateDetailsData;
  actionData: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const [form, fields] = useForm({
    id: "company-details",
    lastResult: loaderData.dialog ? undefined : actionData,
    defaultValue: loaderData.current ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: corporateDetailsSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { pictures, dialog } = loaderData;
  const closeTo = withSearch(location, { edit: null });
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "details";
  return (
    <>
      <AuthHeading
        title={loaderData.onboarding ? "Set up your company" : "Company details"}
        subtitle={
          loaderData.onboarding
            ? "Tell members who you are. You can add a logo and banner later."
            : "Keep your company page up to date."
        }
      />
      {pictures && dialog ? (
        <RouteDialog title={COMPANY_PICTURE_TEXT[dialog].title} closeTo={closeTo}>
          <UploadForm
            id={`upload-${dialog}`}
            intent="picture"
            fields={{ type: dialog }}
            schema={imageUploadSchema}
            label={COMPANY_PICTURE_TEXT[dialog].label}
            accept={IMAGE_ACCEPT}
            helperText={COMPANY_PICTURE_TEXT[dialog].hint}
            cancelTo={closeTo}
            lastResult={actionData}
          />
          {pictures[dialog] ? (
            <Box borderTopWidth="1px" pt="4">
              <IntentForm intent="picture-delete" fields={{ type: dialog }}>
                Remove {COMPANY_PICTURE_TEXT[dialog].name}
              </IntentForm>
            </Box>
          ) : null}
        </RouteDialog>
      ) : null}
      {pictures ? (
        <Box as="section" aria-labelledby="pictures-title" mb="6">
          <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
            <Heading as="h2" id="pictures-title" size="md">
              Logo, photo and banner
            </Heading>
            <ChakraLink asChild fontSize="sm" color="brand.primary">
              <Link to={`/profile/corporate/${pictures.id}`}>View company page</Link>
            </ChakraLink>
          </HStack>
          <Stack gap="3">
            {COMPANY_PICTURES.map((kind) => (
              <HStack key={kind} gap="3" justify="space-between">
                <HStack gap="3" minW="0">
                  {kind === "banner" ? (
                    <Box w="24" aspectRatio={4} bg="brand.primary" borderRadius="sm" overflow="hidden" flexShrink={0}>
                      {pictures.banner ? (
                        <Image
                          src={pictures.banner}
                          alt=""
                          w="full"
                          h="full"
                          objectFit="cover"
                          data-testid="company-banner"
                        />
                      ) : null}
                    </Box>
                  ) : (
                    <ProfilePicture
                      name={loaderData.current?.company_name ?? ""}
                      src={pictures[kind]}
                      shape={kind === "logo" ? "rounded" : "full"}
                      size="md"
                      testId={`company-${kind}`}
                    />
                  )}
                  <Text fontSize="sm">
                    {COMPANY_PICTURE_TEXT[kind].title}
                    {pictures[kind] ? null : (
                      <Text as="span" color="fg.muted">
                        {" "}
                        (none yet)
                      </Text>
                    )}
                  </Text>
                </HStack>
                <EditLink to={withSearch(location, { edit: kind })} label={`Change ${COMPANY_PICTURE_TEXT[kind].name}`}>
                  Change
                </EditLink>
              </HStack>
            ))}
          </Stack>
        </Box>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate>
        <DefaultSubmit />
        <input type="hidden" name="intent" value="details" />
        <Stack gap="4">
          {pictures ? (
            <Heading as="h2" size="md">
              Company details
            </Heading>
          ) : null}
          <FormError id={form.errorId} errors={form.errors} />
          {/* The account's own company: any name may be typed; the list only helps to spell one
              that is there (decisions 118, 135, 139). */}
          <MasterPicker
            kind="company"
            meta={fields.company_name}
            nameOnly
            label="Company name"
            known={[]}
            autoComplete="organization"
            placeholder="Type your company's name"
            helperText="Type your company's name, or pick it from the list if it is there."
            required
          />
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
            <TextField meta={fields.poc} label="Point of contact" autoComplete="name" required />
            <TextField
              meta={fields.phone}
              label="Phone number"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
            />
          </Grid>
          <TextField meta={fields.email} label="Contact email" type="email" autoComplete="email" required />
          <TextField
            meta={fields.website}
            label="Website"
            type="url"
            autoComplete="url"
            placeholder="https://example.com"
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
          <TextareaField meta={fields.about} label="About the company" rows={5} />
          <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving">
            {loaderData.onboarding ? "Continue" : "Save details"}
          </Button>
          {pictures ? (
            <Button asChild variant="ghost" size="sm">
              <Link to="/corporate/dashboard">Back to dashboard</Link>
            </Button>
          ) : null}
        </Stack>
      </Form>
    </>
  );
}
