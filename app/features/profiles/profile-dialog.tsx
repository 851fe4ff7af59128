import type { SubmissionResult } from "@conform-to/react";
import { Box } from "@chakra-ui/react";
import { imageUploadSchema, IMAGE_ACCEPT, RESUME_ACCEPT, resumeUploadSchema } from "#app/forms/upload.ts";
import { Chakra } from "#app/ui/chakra.tsx";
import { RouteDialog } from "#app/ui/route-dialog.tsx";
import { ConfirmDeleteDialog, IntentForm, UploadForm } from "#app/ui/forms.tsx";
import type { ProfileDialogData } from "./profile-dialog.server.ts";
import { EducationForm, ExperienceForm, IntroForm } from "./profile-forms.tsx";
import { OpenToWorkForm } from "./open-to-work-form.tsx";

/**
 * The owner's dialog the URL asks for (`?edit=intro|photo|banner|resume|experience|education`,
 * `?delete=…`) on their profile page. Its own module, with Chakra and the forms' Zod schemas,
 * loaded by the browser only when a dialog is open (decision 139).
 */
export default function ProfileDialog(props: {
  dialog: ProfileDialogData;
  profile: { profile_pic: string | null; banner: string | null; resume: unknown };
  closeTo: string;
  lastResult: unknown;
}) {
  return (
    <Chakra>
      <DialogFor {...props} />
    </Chakra>
  );
}

function DialogFor({
  dialog,
  profile,
  closeTo,
  lastResult,
}: {
  dialog: ProfileDialogData;
  profile: { profile_pic: string | null; banner: string | null; resume: unknown };
  closeTo: string;
  lastResult: unknown;
}) {
  // What the page's action answered (a refused form), for the form that sent it.
  const reply = (lastResult ?? null) as SubmissionResult<string[]> | null;
  switch (dialog.kind) {
    case "intro":
      return (
        <RouteDialog title="Edit intro" closeTo={closeTo} size="lg">
          <IntroForm
            defaults={dialog.defaults}
            locations={dialog.locations}
            skills={dialog.skills}
            cancelTo={closeTo}
            lastResult={reply}
          />
        </RouteDialog>
      );
    case "open-to-work":
      return (
        <RouteDialog title={dialog.editing ? "Edit open to work" : "Open to work"} closeTo={closeTo} size="lg">
          <OpenToWorkForm
            defaults={dialog.defaults}
            locations={dialog.locations}
            cancelTo={closeTo}
            lastResult={reply}
          />
          {dialog.editing ? (
            <Box borderTopWidth="1px" pt="4">
              <IntentForm intent="open-to-work-delete">Remove open to work</IntentForm>
            </Box>
          ) : null}
        </RouteDialog>
      );
    case "photo":
    case "banner": {
      const isPhoto = dialog.kind === "photo";
      const current = isPhoto ? profile.profile_pic : profile.banner;
      return (
        <RouteDialog title={isPhoto ? "Profile photo" : "Banner"} closeTo={closeTo}>
          <UploadForm
            id={`upload-${dialog.kind}`}
            intent="picture"
            fields={{ type: dialog.kind }}
            schema={imageUploadSchema}
            label={isPhoto ? "New profile photo" : "New banner"}
            accept={IMAGE_ACCEPT}
            helperText={
              isPhoto
                ? "JPEG, PNG or WebP, up to 5 MB. It is cropped to a square."
                : "JPEG, PNG or WebP, up to 5 MB. It is cropped to 4:1 (1584 × 396)."
            }
            cancelTo={closeTo}
            lastResult={reply}
          />
          {current ? (
            <Box borderTopWidth="1px" pt="4">
              <IntentForm intent="picture-delete" fields={{ type: dialog.kind }}>
                {isPhoto ? "Remove photo" : "Remove banner"}
              </IntentForm>
            </Box>
          ) : null}
        </RouteDialog>
      );
    }
    case "resume":
      return (
        <RouteDialog title={profile.resume ? "Replace resume" : "Upload resume"} closeTo={closeTo}>
          <UploadForm
            id="upload-resume"
            intent="resume"
            schema={resumeUploadSchema}
            label="Resume (PDF)"
            accept={RESUME_ACCEPT}
            helperText="A PDF, up to 10 MB."
            cancelTo={closeTo}
            lastResult={reply}
          />
        </RouteDialog>
      );
    case "experience":
      return (
        <RouteDialog title={dialog.item ? "Edit experience" : "Add experience"} closeTo={closeTo} size="lg">
          <ExperienceForm
            id={dialog.item?.id}
            defaults={dialog.item?.defaults}
            companies={dialog.companies}
            locations={dialog.locations}
            cancelTo={closeTo}
            lastResult={reply}
          />
        </RouteDialog>
      );
    case "education":
      return (
        <RouteDialog title={dialog.item ? "Edit education" : "Add education"} closeTo={closeTo} size="lg">
          <EducationForm
            id={dialog.item?.id}
            defaults={dialog.item?.defaults}
            institutions={dialog.institutions}
            degrees={dialog.degrees}
            cancelTo={closeTo}
            lastResult={reply}
          />
        </RouteDialog>
      );
    case "delete":
      return (
        <ConfirmDeleteDialog
          title={dialog.title}
          description={dialog.description}
          intent={dialog.intent}
          fields={dialog.id ? { id: dialog.id } : undefined}
          closeTo={closeTo}
        />
      );
  }
}
