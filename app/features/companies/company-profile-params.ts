/** The company page's lists page on their own parameters (`/profile/corporate/{id}`), read by its loader and its links. */

/** The employees list pages on its own parameter. */
export const EMPLOYEES_PAGE = "employees_page";
/** The open posts list pages on its own parameter, by keyset (`jobs_cursor` / `jobs_before` beside it). */
export const JOBS_PAGE = "jobs_page";
