import type { PersonSummary } from "#app/contract/common.ts";
import { Link } from "./link.tsx";
import { UserAvatar } from "./user-avatar.tsx";

/** Anyone shown as a person: a member's summary (app/contract/common.ts), the optional parts optional. */
export type PersonLike = Pick<PersonSummary, "id" | "first_name" | "last_name"> &
  Partial<Pick<PersonSummary, "bio" | "profile_pic" | "username">>;

/** The public profile path of a member: /profile/{username}/{id} (or /profile/{id}). */
export function profilePath(person: Pick<PersonLike, "id" | "username">, referralId?: number): string {
  const base = person.username ? `/profile/${person.username}/${person.id}` : `/profile/${person.id}`;
  return referralId ? `${base}?referral_id=${referralId}` : base;
}

/**
 * A member in a list: avatar, name (linking to the profile), headline, a detail line and actions.
 * Plain elements with the static `jl-person*` classes of static-classes.ts (cards come in lists).
 */
export function PersonCard({
  person,
  detail,
  actions,
}: {
  person: PersonLike;
  detail?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return (
    <article className="jl-person">
      <UserAvatar name={name} src={person.profile_pic} size="lg" />
      <div className="jl-person__body">
        {/* Inline (not the link recipe's inline-flex) and breaking anywhere: a long name wraps at 360 px. */}
        <Link to={profilePath(person)} className="jl-link jl-person__name">
          {name}
        </Link>
        {person.bio ? <p className="jl-person__bio">{person.bio}</p> : null}
        {detail ? <div className="jl-person__detail">{detail}</div> : null}
      </div>
      {actions ? <div className="jl-person__actions">{actions}</div> : null}
    </article>
  );
}
