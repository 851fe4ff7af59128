/**
 * How an account (a member or a company) appears in answers: posters of job posts, the caller
 * (user/me/), notification actors, the other side of a resume request, who downloaded a resume.
 * Members are PersonSummary (person.ts); a company takes the same shape the notifications give a
 * company actor: its name in `first_name` (and `name`), `last_name` empty, its about text as
 * `bio`, its logo (or photo) as `profile_pic`.
 */
import { sql } from "kysely";
import type { AccountSummary } from "#app/contract/common.ts";
import type { UserType } from "#app/backend/lib/db/schema.ts";
import { personSummary } from "./person.ts";
import { slugify } from "./slug.ts";

/**
 * The profile columns of an account row, for a query that left-joins the account's profiles as
 * `i` and `c` on its user id:
 *
 *     .leftJoin("individuals as i", "i.user_id", <the account's id>)
 *     .leftJoin("corporates as c", "c.user_id", <the account's id>)
 *     .select([..., ...accountColumns])
 *
 * With the account's `user_id` and `type_of_user` beside them they are an {@link AccountRow}.
 */
export const accountColumns = [
  "i.first_name",
  "i.last_name",
  "i.bio",
  "i.profile_pic",
  "c.company_name",
  "c.about",
  "c.logo",
  sql<string | null>`c.profile_pic`.as("company_pic"),
] as const;

/** The columns an account's summary is built from (individual and corporate left-joined: {@link accountColumns}). */
export type AccountRow = {
  user_id: number;
  type_of_user: UserType;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  profile_pic: string | null;
  company_name: string | null;
  about: string | null;
  logo: string | null;
  company_pic: string | null;
};

export type { AccountSummary };

export function accountSummary(row: AccountRow): AccountSummary {
  if (row.type_of_user === "corporate") {
    const name = row.company_name ?? "A company";
    return {
      id: row.user_id,
      type_of_user: "corporate",
      name,
      first_name: name,
      last_name: "",
      bio: row.about ?? "",
      profile_pic: row.logo ?? row.company_pic,
      username: slugify(name),
    };
  }
  const person = personSummary({
    user_id: row.user_id,
    first_name: row.first_name ?? "",
    last_name: row.last_name ?? "",
    bio: row.bio ?? "",
    profile_pic: row.profile_pic,
  });
  return { ...person, type_of_user: "individual", name: `${person.first_name} ${person.last_name}`.trim() };
}
