/**
 * The conversations (`/individual/messages`, spec §2; a company's `/corporate/messages`, decision
 * 163), most recent activity first, 20 a page (by keyset: `?page=&cursor=`).
 */
import type { RouterContextProvider } from "react-router";
import { apiContext, memberOf } from "#app/context.ts";
import { listPosition } from "#app/ui/pagination.tsx";

export type ConversationsData = Awaited<ReturnType<typeof loadConversations>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadConversations({ request, context }: Args) {
  const conversations = await context.get(apiContext).messages.conversations(listPosition(request.url));
  return { conversations, viewerType: memberOf(context).type_of_user };
}
