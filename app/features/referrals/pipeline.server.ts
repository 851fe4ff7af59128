/**
 * The poster's pipeline forms on the applications pages (decision 165): a move of the checked
 * applications (or one application's "Move to"), adding and deleting a private note. Each screen's
 * action hands its forms here first (`pipelineActionOr`); any other form goes to the screen's own.
 * Outcomes are snackbars on the page the poster came from; a note's field error stays next to it.
 */
import { parseWithZod } from "#app/forms/parse.ts";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { backOf } from "#app/features/jobs/job-post.server.ts";
import { requireLogin } from "#app/server/guards.server.ts";
import { isUpstreamError, replyOptionsFor, snackbarMessagesFor } from "#app/upstream/errors.ts";
import {
  deleteNoteFormSchema,
  moveFormSchema,
  noteFormSchema,
  pipelineFormId,
} from "#app/forms/referrals/pipeline.form.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const PIPELINE_INTENTS = ["move", "add-note", "delete-note"] as const;

/** What a refused pipeline form sends back: which form, and its reply (errors next to the fields). */
export type PipelineReply = { pipeline: { form: string; result: SubmissionResult<string[]> } };

export async function pipelineActionOr<A extends Args, R>(
  args: A,
  otherwise: (args: A) => Promise<R>,
): Promise<R | Response | ReturnType<typeof data<PipelineReply>>> {
  const formData = await args.request.clone().formData();
  const intent = formData.get("intent");
  if (!PIPELINE_INTENTS.some((known) => known === intent)) return otherwise(args);

  const { request, context } = args;
  requireLogin({ request, context });
  const session = context.get(sessionContext);
  const { referrals } = context.get(apiContext);
  const back = backOf(request);
  const flashBack = (kind: "success" | "error", messages: string[]) => {
    for (const message of messages) if (message) session.flash(kind, message);
    return redirect(back);
  };
  const refused = (form: string, result: SubmissionResult<string[]>, status = 400) =>
    data<PipelineReply>({ pipeline: { form, result } }, { status });

  if (intent === "move") {
    const single = formData.get("single");
    const form = pipelineFormId("move", single ? Number(single) : undefined);
    const submission = parseWithZod(formData, { schema: moveFormSchema });
    if (submission.status !== "success") return refused(form, submission.reply());
    const { referral_ids, stage, template_id, message } = submission.value;
    try {
      const { data: result, message: said } = await referrals.move({
        referral_ids,
        stage,
        ...(template_id ? { template_id } : {}),
        message,
      });
      const left = result.unchanged.length;
      const note = left
        ? [
            `${left === 1 ? "1 application was" : `${left} applications were`} left as ${left === 1 ? "it was" : "they were"}: ${result.unchanged[0]!.reason}`,
          ]
        : [];
      return flashBack(result.moved.length ? "success" : "error", [said, ...note]);
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      const reply = replyOptionsFor(error, { fields: ["referral_ids", "stage", "template_id", "message"] });
      if (Object.keys(reply.fieldErrors).length > 0) return refused(form, submission.reply(reply), error.status);
      return flashBack("error", snackbarMessagesFor(error));
    }
  }

  if (intent === "add-note") {
    const submission = parseWithZod(formData, { schema: noteFormSchema });
    const referralId = Number(formData.get("referral_id"));
    const form = pipelineFormId("note", referralId);
    if (submission.status !== "success") return refused(form, submission.reply());
    try {
      return flashBack("success", [
        (await referrals.addNote({ referral_id: submission.value.referral_id, body: submission.value.body })).message,
      ]);
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      const reply = replyOptionsFor(error, { fields: ["body"] });
      if (Object.keys(reply.fieldErrors).length > 0) return refused(form, submission.reply(reply), error.status);
      return flashBack("error", snackbarMessagesFor(error));
    }
  }

  const submission = parseWithZod(formData, { schema: deleteNoteFormSchema });
  if (submission.status !== "success") throw data("This form cannot be handled here.", { status: 400 });
  try {
    return flashBack("success", [(await referrals.deleteNote({ note_id: submission.value.note_id })).message]);
  } catch (error) {
    return flashBack("error", snackbarMessagesFor(error));
  }
}
