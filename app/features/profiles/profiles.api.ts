import type { RequestOptions, UpstreamClient } from "../../upstream/client.ts";
import type { Paged as PagedList } from "../../contract/common.ts";
import type { corporateApi, EmployeeItem } from "../../contract/companies.ts";
import type { BodyOf, QueryOf } from "../../contract/endpoint.ts";
import type { Education, Experience, individualApi, ResumeInfo } from "../../contract/profiles.ts";
import type { PictureType, PictureUpload } from "../../contract/uploads.ts";
import { getPaged } from "../../upstream/paged.ts";

/** Body of experience create/ and update/ (update replaces the whole item). */
export type ExperienceInput = BodyOf<typeof individualApi.createExperience>;
/** Body of education create/ and update/ (update replaces the whole item). */
export type EducationInput = BodyOf<typeof individualApi.createEducation>;

type CallOptions = { signal?: AbortSignal };
type MessageResult = { message: string };

/** A file to upload: a `File` from a form (its name is kept), or any `Blob`. */
export type UploadFile = Blob & { name?: string };

const call = (options: CallOptions | undefined, init: RequestOptions = {}): RequestOptions => ({ ...init, signal: options?.signal });

/** The multipart body of every upload: one field, `file`. */
function fileBody(file: UploadFile): FormData {
  const form = new FormData();
  form.append("file", file, file.name || "upload");
  return form;
}

/**
 * Profiles, uploads, experience, education, resume and company employees (issue 3).
 * See app/contract/profiles.ts, corporate.ts and uploads.ts. Reads resolve with `data`; deletions with
 * the server's sentence (`{ message }`); failures reject with an `UpstreamError` (400 with
 * `errors.file` for a wrong file type, 413 for a file too large, 404 for someone else's item).
 */
export function profileApi(client: UpstreamClient) {
  const dataOf = async <T>(envelope: Promise<{ data: T }>) => (await envelope).data;
  const messageOf = async (envelope: Promise<{ message: string }>): Promise<MessageResult> => ({ message: (await envelope).message });

  return {
    // -- Pictures ------------------------------------------------------------------------
    /** Stores a photo, banner or (corporate) logo, replacing the previous one. */
    uploadPicture: (type: PictureType, file: UploadFile, options?: CallOptions) =>
      dataOf(client.post<PictureUpload>("/api/user/upload/picture/", call(options, { query: { type }, body: fileBody(file) }))),

    /** Removes the photo, banner or logo. */
    deletePicture: (type: PictureType, options?: CallOptions) =>
      messageOf(client.delete("/api/user/upload/picture/", call(options, { query: { type } }))),

    /** The corporate logo through its own path (same as `uploadPicture("logo", …)`). */
    updateLogo: (file: UploadFile, options?: CallOptions) =>
      dataOf(client.post<PictureUpload>("/api/corporate/logo/update/", call(options, { body: fileBody(file) }))),

    // -- Individual profile ----------------------------------------------------------------
    // Reading and updating a profile (GET /api/individual/get/, PUT /api/individual/update/) are
    // `api.individual.get` and `api.individual.update` (app/upstream/api.ts).

    // -- Experience ----------------------------------------------------------------------
    experiences: (query: QueryOf<typeof individualApi.experiences> = {}, options?: CallOptions) =>
      dataOf(client.get<Experience[]>("/api/individual/experience/get/", call(options, { query: { user_id: query.user_id } }))),
    createExperience: (input: ExperienceInput, options?: CallOptions) =>
      dataOf(client.post<Experience>("/api/individual/experience/create/", call(options, { body: input }))),
    /** Replaces the caller's experience `id`; 404 when it is not theirs. */
    updateExperience: (id: number, input: ExperienceInput, options?: CallOptions) =>
      dataOf(client.put<Experience>("/api/individual/experience/update/", call(options, { query: { id }, body: input }))),
    deleteExperience: (id: number, options?: CallOptions) =>
      messageOf(client.delete("/api/individual/experience/delete/", call(options, { query: { id } }))),

    // -- Education -----------------------------------------------------------------------
    educations: (query: QueryOf<typeof individualApi.educations> = {}, options?: CallOptions) =>
      dataOf(client.get<Education[]>("/api/individual/education/get/", call(options, { query: { user_id: query.user_id } }))),
    createEducation: (input: EducationInput, options?: CallOptions) =>
      dataOf(client.post<Education>("/api/individual/education/create/", call(options, { body: input }))),
    updateEducation: (id: number, input: EducationInput, options?: CallOptions) =>
      dataOf(client.put<Education>("/api/individual/education/update/", call(options, { query: { id }, body: input }))),
    deleteEducation: (id: number, options?: CallOptions) =>
      messageOf(client.delete("/api/individual/education/delete/", call(options, { query: { id } }))),

    // -- Resume --------------------------------------------------------------------------
    /** Stores the caller's resume (a PDF, at most 10 MB), replacing the previous one. */
    uploadResume: (file: UploadFile, options?: CallOptions) =>
      dataOf(client.post<ResumeInfo>("/api/individual/resume/upload/", call(options, { body: fileBody(file) }))),
    deleteResume: (options?: CallOptions) => messageOf(client.delete("/api/individual/resume/delete/", call(options))),
    /**
     * The resume file itself, as the upstream `Response` (stream its body on; keep its
     * Content-Type and Content-Disposition). 403 without the owner's permission, 404 when none.
     */
    resume: (query: QueryOf<typeof individualApi.resume> = {}, options?: CallOptions) =>
      client.raw("GET", "/api/individual/resume/get/", call(options, { query: { user_id: query.user_id } })),

    // -- Corporate -----------------------------------------------------------------------
    // Reading a company's profile (GET /api/corporate/get/) is `api.corporate.get` (app/upstream/api.ts).

    /** The company's employees, paged: the caller's company, or another's with `user_id`. */
    employees: (query: QueryOf<typeof corporateApi.employees> = {}, options?: CallOptions): Promise<PagedList<EmployeeItem>> =>
      getPaged<EmployeeItem>(client, "/api/corporate/employees/list/", { page: query.page, user_id: query.user_id }, options),
  };
}
