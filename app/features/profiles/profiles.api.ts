import type { UpstreamClient } from "#app/upstream/client.ts";
import { call, dataOf, messageOf, withMessage, type CallOptions } from "#app/upstream/calls.ts";
import type { BodyOf, QueryOf } from "#app/contract/endpoint.ts";
import { individualApi as individualContract } from "#app/contract/profiles.ts";
import { type PictureType, uploadsApi } from "#app/contract/uploads.ts";

/** Body of experience create/ and update/ (update replaces the whole item). */
export type ExperienceInput = BodyOf<typeof individualContract.createExperience>;
/** Body of education create/ and update/ (update replaces the whole item). */
export type EducationInput = BodyOf<typeof individualContract.createEducation>;
/** Query of the profile reads: another member's profile by user id, or your own. */
export type ProfileQuery = QueryOf<typeof individualContract.get>;

/** A file to upload: a `File` from a form (its name is kept), or any `Blob`. */
export type UploadFile = Blob & { name?: string };

/** The multipart body of every upload: one field, `file`. */
export function fileBody(file: UploadFile): FormData {
  const form = new FormData();
  form.append("file", file, file.name || "upload");
  return form;
}

/**
 * Individual profile calls: `/api/individual/` (the contract's `individualApi`, app/contract/profiles.ts):
 * the profile, its experience, education and resume. Reads resolve with `data`; deletions with
 * the server's sentence (`{ message }`); failures reject with an `UpstreamError` (400 with
 * `errors.file` for a wrong file type, 413 for a file too large, 404 for someone else's item).
 */
export function profilesCalls(client: UpstreamClient) {
  return {
    /** Creates the caller's profile and completes onboarding. 409 when it exists. */
    create: (input: BodyOf<typeof individualContract.create>, options?: CallOptions) =>
      dataOf(client.send(individualContract.create, call(options, { body: input }))),

    /**
     * The caller's profile, or another member's as the viewer may see it with `user_id` (readable
     * without login): skills, experiences, educations, resume, status and counts. The one wrapper
     * of GET /api/individual/get/.
     */
    get: (query: ProfileQuery = {}, options?: CallOptions) =>
      dataOf(client.send(individualContract.get, call(options, { query: { user_id: query.user_id } }))),

    /** Updates any subset of the caller's profile fields, `skills` as skill ids and names typed in. The one wrapper of PUT /api/individual/update/. */
    update: (input: BodyOf<typeof individualContract.update>, options?: CallOptions) =>
      dataOf(client.send(individualContract.update, call(options, { body: input }))),

    /** Endorses a connection's skill (`action: "withdraw"` takes it back); `{ data, message }`. */
    endorse: (input: BodyOf<typeof individualContract.endorse>, options?: CallOptions) =>
      withMessage(client.send(individualContract.endorse, call(options, { body: input }))),

    // -- Open to work (decision 184) -----------------------------------------------------
    /** A member's open-to-work wishes as the caller may see them (null: not open, or hidden from the caller); the caller's own without `user_id`. */
    openToWork: (query: QueryOf<typeof individualContract.openToWork> = {}, options?: CallOptions) =>
      dataOf(client.send(individualContract.openToWork, call(options, { query: { user_id: query.user_id } }))),
    saveOpenToWork: (input: BodyOf<typeof individualContract.updateOpenToWork>, options?: CallOptions) =>
      dataOf(client.send(individualContract.updateOpenToWork, call(options, { body: input }))),
    removeOpenToWork: (options?: CallOptions) =>
      messageOf(client.send(individualContract.deleteOpenToWork, call(options))),

    // -- Experience ----------------------------------------------------------------------
    experiences: (query: QueryOf<typeof individualContract.experiences> = {}, options?: CallOptions) =>
      dataOf(client.send(individualContract.experiences, call(options, { query: { user_id: query.user_id } }))),
    createExperience: (input: ExperienceInput, options?: CallOptions) =>
      dataOf(client.send(individualContract.createExperience, call(options, { body: input }))),
    /** Replaces the caller's experience `id`; 404 when it is not theirs. */
    updateExperience: (id: number, input: ExperienceInput, options?: CallOptions) =>
      dataOf(client.send(individualContract.updateExperience, call(options, { query: { id }, body: input }))),
    deleteExperience: (id: number, options?: CallOptions) =>
      messageOf(client.send(individualContract.deleteExperience, call(options, { query: { id } }))),

    // -- Education -----------------------------------------------------------------------
    educations: (query: QueryOf<typeof individualContract.educations> = {}, options?: CallOptions) =>
      dataOf(client.send(individualContract.educations, call(options, { query: { user_id: query.user_id } }))),
    createEducation: (input: EducationInput, options?: CallOptions) =>
      dataOf(client.send(individualContract.createEducation, call(options, { body: input }))),
    updateEducation: (id: number, input: EducationInput, options?: CallOptions) =>
      dataOf(client.send(individualContract.updateEducation, call(options, { query: { id }, body: input }))),
    deleteEducation: (id: number, options?: CallOptions) =>
      messageOf(client.send(individualContract.deleteEducation, call(options, { query: { id } }))),

    // -- Resume --------------------------------------------------------------------------
    /** Stores the caller's resume (a PDF, at most 10 MB), replacing the previous one. */
    uploadResume: (file: UploadFile, options?: CallOptions) =>
      dataOf(client.send(individualContract.uploadResume, call(options, { body: fileBody(file) }))),
    deleteResume: (options?: CallOptions) => messageOf(client.send(individualContract.deleteResume, call(options))),
    /**
     * The resume file itself, as the upstream `Response` (stream its body on; keep its
     * Content-Type and Content-Disposition). 403 without the owner's permission, 404 when none.
     */
    resume: (query: QueryOf<typeof individualContract.resume> = {}, options?: CallOptions) =>
      client.sendRaw(individualContract.resume, call(options, { query: { user_id: query.user_id } })),
  };
}

/**
 * Pictures: `/api/user/upload/picture/` (issue 3), a member's photo and banner, a company's
 * logo and banner. See app/contract/uploads.ts. Uploads resolve with `data`; deletions with the
 * server's sentence (`{ message }`); failures reject with an `UpstreamError` (400 with
 * `errors.file` for a wrong file type, 413 for a file too large). Experience, education and the
 * resume are `/api/individual/` calls: `profilesCalls` above.
 */
export function picturesCalls(client: UpstreamClient) {
  return {
    // -- Pictures ------------------------------------------------------------------------
    /** Stores a photo, banner or (corporate) logo, replacing the previous one. */
    uploadPicture: (type: PictureType, file: UploadFile, options?: CallOptions) =>
      dataOf(client.send(uploadsApi.uploadPicture, call(options, { query: { type }, body: fileBody(file) }))),

    /** Removes the photo, banner or logo. */
    deletePicture: (type: PictureType, options?: CallOptions) =>
      messageOf(client.send(uploadsApi.deletePicture, call(options, { query: { type } }))),

    // The corporate logo through its own path is `api.companies.updateLogo` (features/companies/companies.api.ts).
  };
}
