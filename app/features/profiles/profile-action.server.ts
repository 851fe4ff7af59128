import { parseWithZod } from "#app/forms/parse.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { apiContext, sessionContext } from "#app/context.ts";
import { educationBody } from "#app/contract/profiles.ts";
import { PICTURE_TYPES } from "#app/contract/uploads.ts";
import { educationSchema, educationSuccessMessages } from "#app/forms/profiles/education.form.ts";
import {
  experienceFieldsSchema,
  experienceSchema,
  experienceSuccessMessages,
} from "#app/forms/profiles/experience.form.ts";
import { profileIntroSchema } from "#app/forms/profiles/profile-intro.form.ts";
import { openToWorkSchema } from "#app/forms/profiles/open-to-work.form.ts";
import { imageUploadSchema, resumeUploadSchema } from "#app/forms/upload.ts";
import { requireLogin } from "#app/server/guards.server.ts";
import { snackbarMessagesFor } from "#app/upstream/errors.ts";
import { pagePathOf } from "#app/server/form-reply.server.ts";
import { ownIndividualId, userIdParam } from "./profile.server.ts";
import { runUpload } from "./upload-action.server.ts";
import { findReply } from "#app/ui/picker/find.server.ts";

const optionalId = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.coerce.number().int().positive().optional(),
);
const requiredId = z.coerce.number().int().positive();
/** A member's pictures: the contract's slots but the logo (companies only). */
const pictureType = z.enum(PICTURE_TYPES).exclude(["logo"]);
export type MemberPicture = z.output<typeof pictureType>;

/** Every form of the profile page, told apart by its `intent` (STYLE.md). */
export const profileIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("intro") }),
  z.object({ intent: z.literal("open-to-work") }),
  z.object({ intent: z.literal("open-to-work-delete") }),
  z.object({ intent: z.literal("picture"), type: pictureType }),
  z.object({ intent: z.literal("picture-delete"), type: pictureType }),
  z.object({ intent: z.literal("resume") }),
  z.object({ intent: z.literal("resume-delete") }),
  z.object({ intent: z.literal("experience"), id: optionalId }),
  z.object({ intent: z.literal("experience-delete"), id: requiredId }),
  z.object({ intent: z.literal("education"), id: optionalId }),
  z.object({ intent: z.literal("education-delete"), id: requiredId }),
]);

const PICTURE_NAMES: Record<MemberPicture, string> = { photo: "profile photo", banner: "banner" };
const EDUCATION_FIELDS = Object.keys(educationBody.shape);

/**
 * The one action of the member profile page (only its owner may post): parses the intent, then
 * that form's schema, calls the API, and on success redirects back to the page without its
 * dialog, with a snackbar. A refused form is answered with its errors (status 400, or the API's).
 */
export async function handleProfileAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { id?: string };
  context: Readonly<RouterContextProvider>;
}) {
  requireLogin({ request, context });
  const id = userIdParam(params.id);
  if ((await ownIndividualId(context)) !== id) throw data("You can only change your own profile.", { status: 403 });

  const session = context.get(sessionContext);
  const api = context.get(apiContext);
  const back = pagePathOf(request);
  const done = (message: string) => {
    session.flash("success", message);
    return redirect(back);
  };
  /** For one-button forms: a failure is a snackbar on the page. */
  const failed = (error: unknown) => {
    for (const message of snackbarMessagesFor(error)) session.flash("error", message);
    return redirect(back);
  };

  const formData = await request.formData();
  // A picker's Find (no JavaScript): the form again, with the matches.
  const found = await findReply(formData, context.get(apiContext));
  if (found) return data(found);
  const parsed = profileIntentSchema.safeParse({
    intent: formData.get("intent"),
    id: formData.get("id") ?? undefined,
    type: formData.get("type") ?? undefined,
  });
  if (!parsed.success) throw data("This form cannot be handled here.", { status: 400 });
  const intent = parsed.data;

  switch (intent.intent) {
    case "intro": {
      const submission = parseWithZod(formData, { schema: profileIntroSchema });
      // A skill moved or removed without JavaScript (Conform's intent): the form again, nothing saved.
      if (submission.status !== "success")
        return data(submission.reply(), { status: submission.status === "error" ? 400 : 200 });
      try {
        await api.profiles.update(submission.value);
      } catch (error) {
        return replyWithUpstreamError(submission, error, session, { fields: Object.keys(profileIntroSchema.shape) });
      }
      return done("Your intro has been saved.");
    }
    case "open-to-work": {
      const submission = parseWithZod(formData, { schema: openToWorkSchema });
      if (submission.status !== "success") return data(submission.reply(), { status: 400 });
      try {
        await api.profiles.saveOpenToWork(submission.value);
      } catch (error) {
        return replyWithUpstreamError(submission, error, session, { fields: Object.keys(openToWorkSchema.shape) });
      }
      return done("Your profile now says you are open to work.");
    }
    case "open-to-work-delete":
      try {
        await api.profiles.removeOpenToWork();
      } catch (error) {
        return failed(error);
      }
      return done("Open to work has been removed from your profile.");
    case "picture": {
      const failure = await runUpload(formData, imageUploadSchema, session, (file) =>
        api.profiles.uploadPicture(intent.type, file),
      );
      return failure ?? done(`Your ${PICTURE_NAMES[intent.type]} has been updated.`);
    }
    case "picture-delete":
      try {
        await api.profiles.deletePicture(intent.type);
      } catch (error) {
        return failed(error);
      }
      return done(`Your ${PICTURE_NAMES[intent.type]} has been removed.`);
    case "resume": {
      const failure = await runUpload(formData, resumeUploadSchema, session, (file) => api.profiles.uploadResume(file));
      return failure ?? done("Your resume has been uploaded.");
    }
    case "resume-delete":
      try {
        await api.profiles.deleteResume();
      } catch (error) {
        return failed(error);
      }
      return done("Your resume has been deleted.");
    case "experience": {
      const submission = parseWithZod(formData, { schema: experienceSchema });
      if (submission.status !== "success") return data(submission.reply(), { status: 400 });
      try {
        if (intent.id) await api.profiles.updateExperience(intent.id, submission.value);
        else await api.profiles.createExperience(submission.value);
      } catch (error) {
        return replyWithUpstreamError(submission, error, session, {
          fields: Object.keys(experienceFieldsSchema.shape),
        });
      }
      return done(intent.id ? experienceSuccessMessages.updated : experienceSuccessMessages.added);
    }
    case "experience-delete":
      try {
        await api.profiles.deleteExperience(intent.id);
      } catch (error) {
        return failed(error);
      }
      return done(experienceSuccessMessages.deleted);
    case "education": {
      const submission = parseWithZod(formData, { schema: educationSchema });
      if (submission.status !== "success") return data(submission.reply(), { status: 400 });
      try {
        if (intent.id) await api.profiles.updateEducation(intent.id, submission.value);
        else await api.profiles.createEducation(submission.value);
      } catch (error) {
        return replyWithUpstreamError(submission, error, session, { fields: EDUCATION_FIELDS });
      }
      return done(intent.id ? educationSuccessMessages.updated : educationSuccessMessages.added);
    }
    case "education-delete":
      try {
        await api.profiles.deleteEducation(intent.id);
      } catch (error) {
        return failed(error);
      }
      return done(educationSuccessMessages.deleted);
  }
}
