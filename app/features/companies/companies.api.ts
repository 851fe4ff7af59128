import type { UpstreamClient } from "#app/upstream/client.ts";
import { call, dataOf, withMessage, type CallOptions } from "#app/upstream/calls.ts";
import { getPaged, pagedOf } from "#app/upstream/paged.ts";
import type { Paged as PagedList } from "#app/contract/common.ts";
import {
  type CandidateItem,
  corporateApi as corporateContract,
  type EmployeeItem,
  type FollowedCompany,
} from "#app/contract/companies.ts";
import type { z } from "zod";
import type { candidateFiltersEcho } from "#app/contract/companies.ts";
import type { BodyOf, QueryOf } from "#app/contract/endpoint.ts";
import { fileBody, type UploadFile } from "#app/features/profiles/profiles.api.ts";

/**
 * Corporate profile calls: `/api/corporate/` (issue 3). See app/contract/companies.ts. Reads
 * resolve with `data`; failures reject with an `UpstreamError`.
 */
export function companiesCalls(client: UpstreamClient) {
  return {
    /**
     * Members open to work (decision 184), filtered by skills, locations and whole years of
     * experience; with the filters as the API understood them (their titles). 400 `errors.<filter>`.
     */
    candidates: async (
      query: {
        skills?: readonly number[];
        locations?: readonly number[];
        experience?: number | null;
        page?: number;
        cursor?: string;
        before?: string;
      },
      options?: CallOptions,
    ): Promise<PagedList<CandidateItem> & { filters: z.output<typeof candidateFiltersEcho> }> => {
      const params = {
        page: query.page,
        cursor: query.cursor,
        before: query.before,
        skills: query.skills?.length ? query.skills : undefined,
        locations: query.locations?.length ? query.locations : undefined,
        experience: query.experience ?? undefined,
      };
      const envelope = await client.send(corporateContract.candidates, { query: params, signal: options?.signal });
      return {
        ...pagedOf<CandidateItem>(envelope, params),
        filters: envelope.filters ?? { skills: [], locations: [], experience: null },
      };
    },

    /** Creates the caller's company profile (and company entry) and completes onboarding. */
    create: (input: BodyOf<typeof corporateContract.create>, options?: CallOptions) =>
      dataOf(client.send(corporateContract.create, call(options, { body: input }))),

    /** The caller's company profile, or another one's with `user_id` (its public page). The one wrapper of GET /api/corporate/get/. */
    get: (query: QueryOf<typeof corporateContract.get> = {}, options?: CallOptions) =>
      dataOf(client.send(corporateContract.get, call(options, { query: { user_id: query.user_id } }))),

    /** Updates any subset of the caller's company profile fields (`null` clears website/about). */
    update: (input: BodyOf<typeof corporateContract.update>, options?: CallOptions) =>
      dataOf(client.send(corporateContract.update, call(options, { body: input }))),

    /** The caller's domain verification: verified or not, and the token of the well-known file (decision 176). */
    verification: (options?: CallOptions) => dataOf(client.send(corporateContract.verification, call(options, {}))),

    /** Mails a code to an address at the company's domain. */
    verifyEmail: (input: BodyOf<typeof corporateContract.verifyEmail>, options?: CallOptions) =>
      withMessage(client.send(corporateContract.verifyEmail, call(options, { body: input }))),

    /** Verifies the domain with the mailed code. */
    confirmEmail: (input: BodyOf<typeof corporateContract.confirmEmail>, options?: CallOptions) =>
      withMessage(client.send(corporateContract.confirmEmail, call(options, { body: input }))),

    /** Verifies the domain by its well-known file. */
    checkFile: (input: BodyOf<typeof corporateContract.checkFile>, options?: CallOptions) =>
      withMessage(client.send(corporateContract.checkFile, call(options, { body: input }))),

    /** Follows a company, unfollows it (`action: "undo"`), or turns the mail of its new jobs on or off (decision 177). */
    follow: (input: BodyOf<typeof corporateContract.follow>, options?: CallOptions) =>
      withMessage(client.send(corporateContract.follow, call(options, { body: input }))),

    /** The companies the caller follows, newest first, paged by keyset. */
    following: (
      query: QueryOf<typeof corporateContract.following> = {},
      options?: CallOptions,
    ): Promise<PagedList<FollowedCompany>> =>
      getPaged(
        client,
        corporateContract.following,
        { page: query.page, cursor: query.cursor, before: query.before },
        options,
      ),

    /** The corporate logo through its own path (same as `api.profiles.uploadPicture("logo", …)`). */
    updateLogo: (file: UploadFile, options?: CallOptions) =>
      dataOf(client.send(corporateContract.updateLogo, call(options, { body: fileBody(file) }))),

    /** The company's employees, paged: the caller's company, or another's with `user_id`. */
    employees: (
      query: QueryOf<typeof corporateContract.employees> = {},
      options?: CallOptions,
    ): Promise<PagedList<EmployeeItem>> =>
      getPaged(client, corporateContract.employees, { page: query.page, user_id: query.user_id }, options),
  };
}
