/**
 * A company's details (`/corporate/details`, spec §2): the onboarding form, then the same form to
 * keep the company page up to date, with its logo, photo and banner each changed in a dialog.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { apiContext, memberOf, sessionContext } from "#app/context.ts";
import {
  COMPANY_PICTURE_TEXT,
  COMPANY_PICTURES,
  corporateDetailsIntentSchema,
  corporateDetailsSchema,
  type CompanyPicture,
  type CorporateDetailsForm,
} from "#app/forms/companies/corporate-details.form.ts";
import { formDefaultsFrom } from "#app/forms/fields.ts";
import { imageUploadSchema } from "#app/forms/upload.ts";
import { knownLocation, saveDetails } from "#app/features/profiles/details-form.server.ts";
import { applyPickedName } from "#app/ui/picker/find.server.ts";
import { pagePathOf } from "#app/server/form-reply.server.ts";
import { runUpload } from "#app/features/profiles/upload-action.server.ts";
import { snackbarMessagesFor } from "#app/upstream/errors.ts";

export type CorporateDetailsData = Awaited<ReturnType<typeof loadCorporateDetails>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The form's fields, each starting from the profile's value of that name (decision 160). */
const DETAILS_FIELDS = Object.keys(corporateDetailsSchema.shape) as Array<keyof CorporateDetailsForm & string>;

export async function loadCorporateDetails({ request, context }: Args) {
  const onboarding = !memberOf(context).onboarding_complete;
  const api = context.get(apiContext);
  const profile = onboarding ? null : await api.companies.get();
  const current = profile ? formDefaultsFrom<CorporateDetailsForm>(DETAILS_FIELDS, profile) : null;
  const locations = knownLocation(profile?.location);
  const pictures = profile
    ? { id: profile.id, logo: profile.logo, photo: profile.profile_pic, banner: profile.banner }
    : null;
  const edit = new URL(request.url).searchParams.get("edit");
  const dialog = pictures && COMPANY_PICTURES.includes(edit as CompanyPicture) ? (edit as CompanyPicture) : null;
  return { onboarding, locations, current, pictures, dialog };
}

export async function corporateDetailsAction({ request, context }: Args) {
  const formData = await request.formData();
  const parsed = corporateDetailsIntentSchema.safeParse({
    intent: formData.get("intent") ?? "details",
    type: formData.get("type") ?? undefined,
  });
  if (!parsed.success) throw data("This form cannot be handled here.", { status: 400 });
  const intent = parsed.data;
  if (intent.intent === "details") {
    // Without JavaScript, a company ticked among a Find's matches is the name (decision 139).
    applyPickedName(formData, "company_name");
    // saveDetails reads the form itself: hand it the same fields again.
    return saveDetails(
      { request: new Request(request.url, { method: "POST", body: formData }), context },
      corporateDetailsSchema,
      (api) => api.companies,
    );
  }

  const session = context.get(sessionContext);
  if (!memberOf(context).onboarding_complete) throw redirect(pagePathOf(request));
  const api = context.get(apiContext).profiles;
  const back = pagePathOf(request);
  const name = COMPANY_PICTURE_TEXT[intent.type].name;
  if (intent.intent === "picture") {
    const failure = await runUpload(formData, imageUploadSchema, session, (file) =>
      intent.type === "logo"
        ? context.get(apiContext).companies.updateLogo(file)
        : api.uploadPicture(intent.type, file),
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
