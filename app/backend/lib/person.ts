/**
 * PersonSummary — how members appear in lists, notifications and requests:
 * `{ id (user id), first_name, last_name, bio, profile_pic, username }`.
 */
import type { PersonSummary } from "#app/contract/common.ts";
import { slugify } from "./slug.ts";

export type { PersonSummary };

export type PersonRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  bio: string;
  profile_pic: string | null;
};

export function usernameOf(firstName: string, lastName: string): string {
  return slugify(firstName, lastName);
}

export function personSummary(row: PersonRow): PersonSummary {
  return {
    id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    bio: row.bio,
    profile_pic: row.profile_pic,
    username: usernameOf(row.first_name, row.last_name),
  };
}

/** The web path of a member's public profile: `/profile/asha-verma/3`. */
export function profilePath(userId: number, firstName: string, lastName: string): string {
  return `/profile/${encodeURIComponent(usernameOf(firstName, lastName))}/${userId}`;
}

/** The web path of a company's public page. */
export function companyPath(userId: number): string {
  return `/profile/corporate/${userId}`;
}
