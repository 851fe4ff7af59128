/**
 * The moderation desk (`/moderation`, `/moderation/cases/:id`, decision 175): the queue of open
 * cases, one case, and the decision form. Anyone but a moderator gets the not-found page (the API
 * answers 403), so the desk is not advertised.
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { decisionFormSchema } from "#app/forms/moderation/moderation.form.ts";
import { isIdText } from "#app/forms/fields.ts";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import { isUpstreamError } from "#app/upstream/errors.ts";
import { DESK_PATH } from "./moderation-words.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params?: { id?: string } };

/** A desk call by someone who is not a moderator, or about a case that is not there: the 404 page. */
async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUpstreamError(error) && (error.status === 403 || error.status === 404))
      throw data("Not found", { status: 404 });
    throw error;
  }
}

export async function loadQueue({ request, context }: Args) {
  return { queue: await orNotFound(context.get(apiContext).moderation.queue(listPosition(request.url))) };
}

function caseIdOf(params: Args["params"]): number {
  const id = params?.id ?? "";
  if (!isIdText(id)) throw data("Not found", { status: 404 });
  return Number(id);
}

export async function loadCase({ context, params }: Args) {
  return { item: await orNotFound(context.get(apiContext).moderation.readCase(caseIdOf(params))) };
}

export async function decideAction({ request, context, params }: Args) {
  const caseId = caseIdOf(params);
  const submission = parseWithZod(await request.formData(), { schema: decisionFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const session = context.get(sessionContext);
  try {
    const decided = await context.get(apiContext).moderation.decide({ ...submission.value, case_id: caseId });
    session.flash("success", decided.message);
  } catch (error) {
    if (isUpstreamError(error) && error.status === 403) throw data("Not found", { status: 404 });
    return replyWithUpstreamError(submission, error, session, { fields: ["action", "reason", "days"] });
  }
  return redirect(DESK_PATH);
}
