/**
 * The connection form endpoint (`/connections`, docs/decisions/050-network-forms.md). Every network
 * screen posts here with an `intent` and the page to come back to (`redirectTo`):
 * connect (with an optional note), approve, ignore, withdraw, remove. Success and API refusals
 * come back to that page with a snackbar. A send-request form that fails validation is answered
 * in place: with JavaScript the dialog shows the errors (fetcher data); without it this route
 * renders a page holding the same form with its errors next to the field.
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { createContext, data, redirect, replace, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { connectionSchema } from "./connection.form.ts";
import { safeRedirectTarget } from "#app/server/safe-redirect.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { withoutDialogParams } from "./dialog-params.ts";
import type { PersonLike } from "#app/ui/person-card.tsx";
import { loadHeader } from "#app/server/viewer.server.ts";

export type ConnectionsData = Awaited<ReturnType<typeof loadConnections>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const FALLBACK = "/individual/network";

/** Set by the action when it answers with the form page (the loaders then run in the same request). */
const formPageContext = createContext<boolean>(false);

/** A GET leads to the network page, except while the action renders the refused form. */
export async function loadConnections({ context }: Pick<Args, "context">) {
  if (!context.get(formPageContext)) throw redirect(FALLBACK);
  return loadHeader(context);
}

export async function connectionsAction({ request, context }: Args) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const back = withoutDialogParams(safeRedirectTarget(String(formData.get("redirectTo") ?? ""), FALLBACK, request.url));
  const submission = parseWithZod(formData, { schema: connectionSchema });

  if (submission.status !== "success") {
    const userId = Number(formData.get("user_id"));
    if (formData.get("intent") === "connect" && Number.isInteger(userId) && userId > 0) {
      context.set(formPageContext, true);
      return data(
        { reply: submission.reply(), person: await personFor(context, userId), redirectTo: back },
        { status: 400 },
      );
    }
    session.flash("error", "That did not work. Please try again.");
    return replace(back);
  }

  const api = context.get(apiContext).network;
  const input = submission.value;
  try {
    let message: string;
    switch (input.intent) {
      case "connect":
        message = (await api.connect({ user_id: input.user_id, note: input.note })).message;
        break;
      case "approve":
        message = (await api.approve({ user_id: input.user_id })).message;
        break;
      case "ignore":
      case "withdraw":
      case "remove":
        message = (await api.remove({ remove_user_id: input.remove_user_id })).message;
        break;
    }
    session.flash("success", message);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return replace(back);
}

/** The member the refused form was for (their name titles the page); a stand-in when unknown. */
async function personFor(context: Args["context"], userId: number): Promise<PersonLike> {
  try {
    const person = await context.get(apiContext).profiles.get({ user_id: userId });
    return {
      id: person.id,
      first_name: person.first_name,
      last_name: person.last_name,
      bio: person.bio,
      profile_pic: person.profile_pic,
    };
  } catch {
    return { id: userId, first_name: "this", last_name: "member" };
  }
}
