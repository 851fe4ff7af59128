import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Box, Button, Grid, Heading, HStack, Image, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { data, Form, redirect, useLocation, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { z } from "zod";
import type { Route } from "./+types/corporate.details";
import { apiContext, sessionContext } from "~/context";
import { corporateDetailsSchema } from "~/features/companies/corporate-details.form";
import { IMAGE_ACCEPT, imageUploadSchema } from "~/forms/upload";
import { AuthHeading } from "~/features/accounts/auth-heading";
import { knownLocation, saveDetails } from "~/features/profiles/details-form.server";
import { FormError, TextareaField, TextField } from "~/ui/fields";
import { applyPickedName } from "~/ui/picker/find.server";
import { DefaultSubmit, MasterPicker } from "~/ui/picker/master-picker";
import { IntentForm, UploadForm } from "~/features/profiles/forms";
import { EditLink, ProfilePicture } from "~/features/profiles/profile-view";
import { pagePathOf } from "~/features/profiles/profile.server";
import { runUpload } from "~/features/profiles/upload-action.server";
import { RouteDialog, withSearch } from "~/ui/route-dialog";
import { pageTitle } from "~/ui/title";
import { snackbarMessagesFor } from "~/upstream/errors";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("corporate");

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: pageTitle(data?.onboarding ? "Set up your company" : "Company details") },
];

const PICTURES = ["logo", "photo", "banner"] as const;
type Picture = (typeof PICTURES)[number];

const PICTURE_TEXT: Record<Picture, { name: string; title: string; label: string; hint: string }> = {
  logo: { name: "logo", title: "Company logo", label: "New logo", hint: "JPEG, PNG or WebP, up to 5 MB. It is fitted in a square on white." },
  photo: { name: "photo", title: "Company photo", label: "New photo", hint: "JPEG, PNG or WebP, up to 5 MB. It is cropped to a square." },
  banner: { name: "banner", title: "Banner", label: "New banner", hint: "JPEG, PNG or WebP, up to 5 MB. It is cropped to 4:1 (1584 × 396)." },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = context.get(sessionContext);
  const onboarding = !auth?.onboarding_complete;
  const api = context.get(apiContext);
  const profile = onboarding ? null : await api.corporate.get();
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
  const locations = knownLocation(profile?.location);
  const pictures = profile ? { id: profile.id, logo: profile.logo, photo: profile.profile_pic, banner: profile.banner } : null;
  const edit = new URL(request.url).searchParams.get("edit");
  const dialog = pictures && PICTURES.includes(edit as Picture) ? (edit as Picture) : null;
  return { onboarding, locations, current, pictures, dialog };
}

/** The forms of this page, by `intent`: the details form (the default), a picture upload or removal. */
const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("details") }),
  z.object({ intent: z.literal("picture"), type: z.enum(PICTURES) }),
  z.object({ intent: z.literal("picture-delete"), type: z.enum(PICTURES) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = intentSchema.safeParse({ intent: formData.get("intent") ?? "details", type: formData.get("type") ?? undefined });
  if (!parsed.success) throw data("This form cannot be handled here.", { status: 400 });
  const intent = parsed.data;
  if (intent.intent === "details") {
    // Without JavaScript, a company ticked among a Find's matches is the name (decision 139).
    applyPickedName(formData, "company_name");
    // saveDetails reads the form itself: hand it the same fields again.
    return saveDetails({ request: new Request(request.url, { method: "POST", body: formData }), context }, corporateDetailsSchema, (api) => api.corporate);
  }

  const session = context.get(sessionContext);
  if (!session.auth?.onboarding_complete) throw redirect(pagePathOf(request));
  const api = context.get(apiContext).profile;
  const back = pagePathOf(request);
  const name = PICTURE_TEXT[intent.type].name;
  if (intent.intent === "picture") {
    const failure = await runUpload(formData, imageUploadSchema, session, (file) =>
      intent.type === "logo" ? api.updateLogo(file) : api.uploadPicture(intent.type, file),
    );
    if (failure) return failure;
    session.flash("success", `Your ${name} has been updated.`);
    return redirect(back);
  }
  try {
    await api.deletePicture(intent.type);
    session.flash("success", `Your ${name} has been removed.`);
  } catch (error) {
    for (const message of snackbarMessagesFor(error)) session.flash("error", message);
  }
  return redirect(back);
}

export default function CorporateDetails({ loaderData, actionData }: Route.ComponentProps) {
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
        subtitle={loaderData.onboarding ? "Tell members who you are. You can add a logo and banner later." : "Keep your company page up to date."}
      />
      {pictures && dialog ? (
        <RouteDialog title={PICTURE_TEXT[dialog].title} closeTo={closeTo}>
          <UploadForm
            id={`upload-${dialog}`}
            intent="picture"
            fields={{ type: dialog }}
            schema={imageUploadSchema}
            label={PICTURE_TEXT[dialog].label}
            accept={IMAGE_ACCEPT}
            helperText={PICTURE_TEXT[dialog].hint}
            cancelTo={closeTo}
            lastResult={actionData}
          />
          {pictures[dialog] ? (
            <Box borderTopWidth="1px" pt="4">
              <IntentForm intent="picture-delete" fields={{ type: dialog }}>
                Remove {PICTURE_TEXT[dialog].name}
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
            {PICTURES.map((kind) => (
              <HStack key={kind} gap="3" justify="space-between">
                <HStack gap="3" minW="0">
                  {kind === "banner" ? (
                    <Box w="24" aspectRatio={4} bg="brand.primary" borderRadius="sm" overflow="hidden" flexShrink={0}>
                      {pictures.banner ? <Image src={pictures.banner} alt="" w="full" h="full" objectFit="cover" data-testid="company-banner" /> : null}
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
                    {PICTURE_TEXT[kind].title}
                    {pictures[kind] ? null : (
                      <Text as="span" color="fg.muted">
                        {" "}
                        (none yet)
                      </Text>
                    )}
                  </Text>
                </HStack>
                <EditLink to={withSearch(location, { edit: kind })} label={`Change ${PICTURE_TEXT[kind].name}`}>
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
            <TextField meta={fields.phone} label="Phone number" type="tel" autoComplete="tel" inputMode="tel" required />
          </Grid>
          <TextField meta={fields.email} label="Contact email" type="email" autoComplete="email" required />
          <TextField meta={fields.website} label="Website" type="url" autoComplete="url" placeholder="https://example.com" />
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
            <MasterPicker kind="location" meta={fields.location} label="Location" known={loaderData.locations} placeholder="Type a city" required />
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
