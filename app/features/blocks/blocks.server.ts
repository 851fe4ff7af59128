/**
 * Blocking's pages (decision 174): the confirm page (`/block/:id`: who, what blocking does, a
 * Block button — a plain form, so the confirm step works without JavaScript) and the blocked
 * list in settings (`/settings/blocked`, each with Unblock). One action takes both intents.
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { data, replace, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { userIdParam } from "#app/features/profiles/profile.server.ts";
import { safeRedirectTarget } from "#app/server/safe-redirect.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { BLOCKED_PATH, blockFormSchema } from "./blocks.form.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type BlockedListData = Awaited<ReturnType<typeof loadBlockedList>>;

export async function loadBlockedList({ request, context }: Args) {
  return { blocked: await context.get(apiContext).blocks.list(listPosition(request.url)) };
}

export type BlockConfirmData = Awaited<ReturnType<typeof loadBlockConfirm>>;

/** Who is about to be blocked: a member (by their profile) or a company (by its page). */
export async function loadBlockConfirm({ request, context, params }: Args & { params: { id?: string } }) {
  const userId = userIdParam(params.id, "member or company");
  const api = context.get(apiContext);
  const me = await api.accounts.me();
  if (me.id === userId) throw data("You cannot block yourself.", { status: 404 });
  const back = safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo") ?? "", "/", request.url);
  const notThere = (error: unknown) => {
    if (isUpstreamError(error) && [400, 403, 404].includes(error.status)) return null;
    throw error;
  };
  const person = await api.profiles.get({ user_id: userId }).catch(notThere);
  if (person) return { userId, name: `${person.first_name} ${person.last_name}`, kind: "member" as const, back };
  const firm = await api.companies.get({ user_id: userId }).catch(notThere);
  if (firm) return { userId, name: firm.company_name, kind: "company" as const, back };
  throw data("No member or company was found at this address.", { status: 404 });
}

export async function blocksAction({ request, context }: Args) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const submission = parseWithZod(formData, { schema: blockFormSchema });
  if (submission.status !== "success") {
    session.flash("error", "That did not work. Please try again.");
    return replace(BLOCKED_PATH);
  }
  const api = context.get(apiContext).blocks;
  const input = submission.value;
  try {
    const done = input.intent === "block" ? await api.block(input.user_id) : await api.unblock(input.user_id);
    session.flash("success", done.message);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
    if (input.intent === "block") return replace(safeRedirectTarget(input.redirectTo ?? "", "/", request.url));
  }
  // After blocking, the other's pages are gone for the blocker: the blocked list is where to land.
  return replace(BLOCKED_PATH);
}
