/**
 * The names of the master lists (`/api/master/{kind}/list/`), without Zod: the pickers in the
 * browser read them (app/ui/picker/picker-logic.ts) on pages that load no Zod (decision 139).
 * `master.ts` re-exports them with the lists' schemas.
 */
export const MASTER_LISTS = [
  "currency",
  "company",
  "location",
  "institution",
  "degree",
  "skill",
  "sector",
  "domain",
] as const;
export type MasterListName = (typeof MASTER_LISTS)[number];

/** The path of list `name`'s endpoint (master.ts), which the pickers in the browser fetch. */
export const masterListPath = <Name extends MasterListName>(name: Name) => `/api/master/${name}/list/` as const;
