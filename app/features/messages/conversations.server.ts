/** The member's conversations (`/individual/messages`, spec §2), most recent activity first, 20 a page (by keyset: `?page=&cursor=`). */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "~/context";
import { listPosition } from "~/ui/pagination";

export type ConversationsData = Awaited<ReturnType<typeof loadConversations>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadConversations({ request, context }: Args) {
  const conversations = await context.get(apiContext).messages.conversations(listPosition(request.url));
  return { conversations };
}
