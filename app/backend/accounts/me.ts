/**
 * `GET /api/user/me/`: who the caller is, as the app's header and dashboard show them, in one
 * read of the account and its profile (the whole profile, individual/get/, is several).
 */
import { sql, type SqlBool } from "kysely";
import type { Me } from "#app/contract/accounts.ts";
import { firstCompiled } from "#app/backend/lib/db/compiled.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { toBool } from "#app/backend/lib/db/schema.ts";
import { toCount } from "#app/backend/lib/paging.ts";
import { sessionExpired } from "#app/backend/lib/http.ts";
import { accountColumns, accountSummary } from "#app/backend/lib/account.ts";

export type { Me };

export async function me(db: Db, userId: number): Promise<Me> {
  // Read on every page: built once (lib/db/compiled.ts). The badges are the counts of
  // notification/check/ and chat/notification/, each served by its table's index on the member.
  const row = await firstCompiled(db, "me", [false, userId], () =>
    db
      .selectFrom("users as u")
      .leftJoin("individuals as i", "i.user_id", "u.id")
      .leftJoin("corporates as c", "c.user_id", "u.id")
      .select((eb) => [
        "u.id as user_id",
        "u.type_of_user",
        "u.onboarding_complete",
        "u.is_moderator",
        ...accountColumns,
        eb
          .selectFrom("notifications as n")
          .select((n) => n.fn.countAll().as("n"))
          .whereRef("n.user_id", "=", "u.id")
          .where("n.is_read", "=", false)
          // As notification/check/ counts: not those of an account blocked either way (decision 182).
          .where(
            sql<SqlBool>`not exists (select 1 from blocks bk where bk.blocker_id = u.id and bk.blocked_id = n.actor_user_id)`,
          )
          .where(
            sql<SqlBool>`not exists (select 1 from blocks bk where bk.blocked_id = u.id and bk.blocker_id = n.actor_user_id)`,
          )
          .as("unread_notifications"),
        eb
          .selectFrom("messages as m")
          .select((m) => m.fn.count("m.conversation_id").distinct().as("c"))
          .whereRef("m.recipient_id", "=", "u.id")
          .where("m.read_at", "is", null)
          .as("unread_conversations"),
      ])
      .where("u.id", "=", userId),
  );
  // The account went between the token check and this read.
  if (!row) throw sessionExpired();
  const state = {
    onboarding_complete: toBool(row.onboarding_complete),
    unread_notifications: toCount(row.unread_notifications),
    unread_conversations: toCount(row.unread_conversations),
    is_moderator: toBool(row.is_moderator),
  };
  const hasProfile = row.type_of_user === "corporate" ? row.company_name !== null : row.first_name !== null;
  if (!hasProfile) {
    return {
      id: row.user_id,
      type_of_user: row.type_of_user,
      name: "",
      first_name: "",
      last_name: "",
      bio: "",
      profile_pic: null,
      username: "",
      ...state,
    };
  }
  return { ...accountSummary(row), ...state };
}
