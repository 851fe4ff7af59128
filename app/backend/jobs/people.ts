/**
 * How posters and other accounts appear in the job-post answers. Members are PersonSummary
 * (lib/person.ts); a company takes the same shape the notifications give a company actor: its
 * name in `first_name` (and `name`), `last_name` empty, its about text as `bio`, its logo (or
 * photo) as `profile_pic`.
 */
import type { AccountSummary } from "../../contract/common.ts";
import type { TypeOfUser } from "../lib/db/schema.ts";
import { personSummary } from "../lib/person.ts";
import { slugify } from "../lib/slug.ts";

/** The columns an account's summary is built from (individual and corporate left-joined). */
export type AccountRow = {
  user_id: number;
  type_of_user: TypeOfUser;
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
