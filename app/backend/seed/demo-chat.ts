/**
 * The demo conversation (issue 5): Rahul and Asha (connected) talk about the backend opening
 * on Asha's team. Rahul's last message is unread, so Asha sees one unread conversation, the
 * Messages badge and a `message` notification; the earlier messages are read on both sides.
 */
import { chatPath } from "#app/backend/messages/service.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { HOUR_MS, MINUTE_MS, addMs, iso } from "#app/backend/lib/time.ts";
import { notify } from "#app/backend/notifications/service.ts";

export const DEMO_CHAT = {
  messages: [
    {
      from: "rahul",
      agoMs: 27 * HOUR_MS,
      text: "Hi Asha, thanks for connecting! I saw the backend opening on your team at Acme.",
    },
    {
      from: "asha",
      agoMs: 26 * HOUR_MS,
      text: "Hi Rahul! Yes, we are hiring.\nAsk for a referral on the post and I will take a look.",
    },
    { from: "rahul", agoMs: 2 * HOUR_MS, text: "Done, I asked for the referral on your post. Thanks a lot!" },
  ],
} as const;

export type DemoChatPeople = { asha: number; rahul: number };

export async function seedDemoChat(trx: Db, people: DemoChatPeople, now: Date): Promise<void> {
  const ago = (ms: number) => addMs(now, -ms);
  const [first] = DEMO_CHAT.messages;
  const last = DEMO_CHAT.messages[DEMO_CHAT.messages.length - 1];
  const low = Math.min(people.asha, people.rahul);
  const high = Math.max(people.asha, people.rahul);
  const { id: conversationId } = await trx
    .insertInto("conversations")
    .values({
      user_low: low,
      user_high: high,
      created_at: iso(ago(first.agoMs)),
      updated_at: iso(ago(last.agoMs)),
      first_message_at: iso(ago(first.agoMs)),
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  for (const [index, message] of DEMO_CHAT.messages.entries()) {
    const senderId = people[message.from];
    const recipientId = message.from === "asha" ? people.rahul : people.asha;
    const at = ago(message.agoMs);
    const isLast = index === DEMO_CHAT.messages.length - 1;
    // Read half an hour later, except the last one (Asha has not opened it yet).
    const readAt = isLast ? null : iso(addMs(at, 30 * MINUTE_MS));
    await trx
      .insertInto("messages")
      .values({
        conversation_id: conversationId,
        sender_id: senderId,
        recipient_id: recipientId,
        text: message.text,
        created_at: iso(at),
        read_at: readAt,
      })
      .execute();
    // Each message was read before the next one came, so each has its own notification.
    const id = await notify(trx, {
      type: "message",
      recipientId,
      actorId: senderId,
      link: chatPath(conversationId),
      subjectId: conversationId,
      now: at,
    });
    if (readAt !== null && id !== null)
      await trx.updateTable("notifications").set({ is_read: true }).where("id", "=", id).execute();
  }
}
