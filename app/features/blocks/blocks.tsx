/**
 * Blocking's screens (decision 174): the confirm page of a block and the blocked list of
 * settings. Plain POST forms with an `intent`, so both work without JavaScript.
 */
import { Form } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { buttonClass, SrOnly, StaticButton, StaticEmptyState } from "#app/ui/static.tsx";
import { UserAvatar } from "#app/ui/user-avatar.tsx";
import type { BlockConfirmData, BlockedListData } from "./blocks.server.ts";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function BlockConfirm({ loaderData }: { loaderData: BlockConfirmData }) {
  const { userId, name, kind, back } = loaderData;
  return (
    <div className="jl-stack jl-gap-5" style={{ maxWidth: "40rem" }}>
      <h1 className="jl-heading jl-heading--xl">Block {name}?</h1>
      <div className="jl-card jl-stack jl-gap-3" style={{ padding: "1rem" }}>
        <p>You and {name} will no longer see each other:</p>
        <ul className="jl-stack jl-gap-1" style={{ paddingInlineStart: "1.25rem", margin: 0 }}>
          <li>
            neither of you sees the other&apos;s profile, posts or reposts, in feeds, search or people you may know;
          </li>
          <li>neither of you can message, connect, recommend, ask for a resume or apply to the other&apos;s posts;</li>
          <li>
            {kind === "member"
              ? "your connection and pending requests between you are removed"
              : "pending requests between you are removed"}
            , and your conversation is hidden from you.
          </li>
        </ul>
        <p className="jl-muted">
          {name} is not told. You can unblock them in{" "}
          <Link to="/settings/blocked" className="jl-link">
            Settings
          </Link>
          ; a removed connection is not restored.
        </p>
      </div>
      <div className="jl-hstack jl-wrap">
        <Form method="post">
          <input type="hidden" name="intent" value="block" />
          <input type="hidden" name="user_id" value={userId} />
          <input type="hidden" name="redirectTo" value={back} />
          <StaticButton type="submit" palette="red">
            Block<SrOnly> {name}</SrOnly>
          </StaticButton>
        </Form>
        <Link to={back} className={buttonClass({ variant: "outline" })}>
          Cancel
        </Link>
      </div>
    </div>
  );
}

export function BlockedList({ loaderData }: { loaderData: BlockedListData }) {
  const { blocked } = loaderData;
  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-stack jl-gap-2">
        <h1 className="jl-heading jl-heading--xl">Blocked accounts</h1>
        <p className="jl-muted">
          You and the members and companies you blocked do not see each other and cannot reach each other. They are not
          told. Block someone from their profile, a conversation or an application.
        </p>
      </div>
      {blocked.data.length === 0 ? (
        <section className="jl-section" aria-label="Blocked accounts">
          <StaticEmptyState
            titleAs="h2"
            title="You have not blocked anyone"
            description="People and companies you block are listed here, to unblock them."
          />
        </section>
      ) : (
        <ul
          className="jl-stack jl-gap-3"
          aria-label="Blocked accounts"
          style={{ listStyle: "none", margin: 0, padding: 0 }}
        >
          {blocked.data.map((account) => (
            <li key={account.id} className="jl-card" style={{ padding: "1rem" }}>
              <article className="jl-person">
                <UserAvatar name={account.name} src={account.profile_pic} size="lg" />
                <div className="jl-person__body">
                  <p className="jl-person__name">{account.name}</p>
                  <p className="jl-person__detail">
                    {account.type_of_user === "corporate" ? "Company" : "Member"} · blocked{" "}
                    {dateFormat.format(new Date(account.blocked_at))}
                  </p>
                </div>
                <div className="jl-person__actions">
                  <Form method="post">
                    <input type="hidden" name="intent" value="unblock" />
                    <input type="hidden" name="user_id" value={account.id} />
                    <StaticButton type="submit" size="sm" variant="outline">
                      Unblock<SrOnly> {account.name}</SrOnly>
                    </StaticButton>
                  </Form>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={blocked.page}
        hasNext={blocked.has_next}
        nextCursor={blocked.next_cursor}
        prevCursor={blocked.prev_cursor}
        label="Blocked accounts"
      />
    </div>
  );
}
