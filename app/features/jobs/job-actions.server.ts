/**
 * The job actions form endpoint (`/jobs/actions`, docs/decisions/070-job-discovery-screens.md).
 * Every job screen posts here with an `intent` and the page to come back to (`redirectTo`): like,
 * unlike, repost, unrepost, save, unsave, refer-request (with an optional message), recommend (to
 * a connection), withdraw. Success and API refusals come back to that page with a snackbar. A
 * dialog form that fails validation is answered in place: with JavaScript the dialog shows the
 * errors (fetcher data); without it the route renders a page holding the same form with its
 * errors next to the field.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { createContext, data, redirect, replace, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { jobActionSchema } from "#app/forms/jobs/job-actions.form.ts";
import { safeRedirectTarget } from "#app/server/safe-redirect.ts";
import { fieldErrorsFor, isUpstreamError, replyOptionsFor, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { withoutJobDialogParams } from "./dialog-params.ts";
import type { JobPostRef } from "./job-actions.tsx";
import { loadConnections } from "./jobs.server.ts";
import type { PersonLike } from "#app/ui/person-card.tsx";
import { loadHeader } from "#app/server/viewer.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type JobActionsHeader = Awaited<ReturnType<typeof loadJobActions>>;

/** What the action answers when a dialog's form is refused: the form again, with its errors. */
export type RefusedJobForm = {
  kind: "refer-request" | "recommend";
  reply: SubmissionResult<string[]>;
  post: JobPostRef;
  connections: PersonLike[] | null;
  redirectTo: string;
};

const FALLBACK = "/individual/jobs";

/** Set by the action when it answers with the form page (the loaders then run in the same request). */
const formPageContext = createContext<boolean>(false);

/** A GET leads to the jobs page, except while the action renders the refused form. */
export async function loadJobActions({ context }: { context: Readonly<RouterContextProvider> }) {
  if (!context.get(formPageContext)) throw redirect(FALLBACK);
  return loadHeader(context);
}

/** The API's field errors the application form shows next to its fields (and each screening question's, `answers.<id>`). */
const APPLICATION_FIELDS = ["message", "attach_resume", "file"];

/** The apply form's answers to the screening questions (`answers.<question id>`), by question id. */
function answersOf(formData: FormData): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    const match = /^answers\.(\d{1,15})$/.exec(name);
    if (match && typeof value === "string") answers[match[1]!] = value;
  }
  return answers;
}

export async function jobActionsAction({ request, context }: Args) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const back = withoutJobDialogParams(
    safeRedirectTarget(String(formData.get("redirectTo") ?? ""), FALLBACK, request.url),
  );
  const submission = parseWithZod(formData, { schema: jobActionSchema });

  if (submission.status !== "success") {
    const intent = formData.get("intent");
    const postId = Number(formData.get("job_post_id"));
    if ((intent === "refer-request" || intent === "recommend") && Number.isInteger(postId) && postId > 0) {
      context.set(formPageContext, true);
      const post = await postFor(context, postId);
      const connections = intent === "recommend" ? await loadConnections(context) : null;
      return data(
        { kind: intent, reply: submission.reply(), post, connections, redirectTo: back } satisfies RefusedJobForm,
        { status: 400 },
      );
    }
    session.flash("error", "That did not work. Please try again.");
    return replace(back);
  }

  const { jobs: api, referrals } = context.get(apiContext);
  const input = submission.value;
  const id = { job_post_id: input.job_post_id ?? 0 };
  try {
    let result: { message: string };
    switch (input.intent) {
      case "like":
        result = await api.like(id);
        break;
      case "unlike":
        result = await api.unlike(id);
        break;
      case "repost":
        result = await api.repost(id);
        break;
      case "unrepost":
        result = await api.deleteRepost(id);
        break;
      case "save":
        result = await api.save(id);
        break;
      case "unsave":
        result = await api.unsave(id);
        break;
      case "refer-request":
        try {
          result = await referrals.create({
            ...id,
            message: input.message,
            attach_resume: input.attach_resume,
            file: input.file ?? null,
            answers: answersOf(formData),
          });
        } catch (error) {
          // A refusal about the note, the resume or an answer goes back to the form, next to its field.
          if (!isUpstreamError(error)) throw error;
          const answerFields = Object.keys(fieldErrorsFor(error)).filter((field) => /^answers\.\d+$/.test(field));
          const reply = replyOptionsFor(error, { fields: [...APPLICATION_FIELDS, ...answerFields] });
          if (Object.keys(reply.fieldErrors).length === 0) throw error;
          context.set(formPageContext, true);
          const post = await postFor(context, input.job_post_id);
          return data(
            {
              kind: "refer-request" as const,
              reply: submission.reply(reply),
              post,
              connections: null,
              redirectTo: back,
            } satisfies RefusedJobForm,
            { status: error.status },
          );
        }
        break;
      case "withdraw":
        result = await referrals.withdraw({ referral_id: input.referral_id });
        break;
      case "recommend":
        result = await referrals.recommend({ ...id, user_id: input.user_id });
        break;
    }
    session.flash("success", result.message);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return replace(back);
}

/** The post the refused form was for (its title shows in the form); a stand-in when unknown. */
async function postFor(context: Readonly<RouterContextProvider>, id: number): Promise<JobPostRef> {
  try {
    const post = await context.get(apiContext).jobs.read({ job_post_id: id });
    return {
      id: post.id,
      title: post.title,
      questions: post.questions,
      posted_by: { type_of_user: post.posted_by.type_of_user },
    };
  } catch {
    return { id, title: "this job" };
  }
}
