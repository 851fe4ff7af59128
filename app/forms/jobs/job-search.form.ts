/**
 * The keyword box of the job search (issue 33, decision 171): `/jobs`, `/individual/jobs` and
 * the API's `GET /api/job-post/search/` read it as `q`, with the search box's limit and message.
 * Plain Zod: the browser, the server and the contract share it.
 */
import { z } from "zod";
import { SEARCH_MAX, searchMessages } from "#app/forms/search/search.form.ts";

/** The keyword parameter of a job list's address. */
export const JOB_SEARCH_PARAM = "q";

/** The keywords: trimmed, at most SEARCH_MAX characters; absent is none. */
export const jobSearchText = z
  .string()
  .trim()
  .max(SEARCH_MAX, { error: searchMessages.tooLong })
  .optional()
  .transform((value) => value ?? "");

/** The keywords of a query string, or the message of a value that cannot be used. */
export function readJobSearchText(params: URLSearchParams): { text: string; error: string | null } {
  const parsed = jobSearchText.safeParse(params.get(JOB_SEARCH_PARAM) ?? undefined);
  return parsed.success
    ? { text: parsed.data, error: null }
    : { text: "", error: parsed.error.issues[0]?.message ?? searchMessages.tooLong };
}
