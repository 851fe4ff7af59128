import { parseWithZod } from "#app/forms/parse.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import {
  individualJobPostSchema,
  jobPostFieldsSchema,
  jobPostFormSchema,
  type JobPostForm,
} from "#app/forms/jobs/job-post.form.ts";
import { parsePosterIntent } from "./job-post-intent.form.ts";
import { pagePathOf } from "#app/server/form-reply.server.ts";
import { requireLogin } from "#app/server/guards.server.ts";
import { richTextToPlain } from "#app/server/sanitize-html.server.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import { isUpstreamError, replyOptionsFor, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import { findReply } from "#app/ui/picker/find.server.ts";
import { masterOptions, withCurrent } from "#app/ui/picker/options.server.ts";
import type { JobPostDialogData } from "./job-post-form.tsx";
import type { JobPost } from "#app/contract/jobs.ts";
import { formDefaultsFrom, type UserType } from "#app/forms/fields.ts";
import { answerReferralOr, type AnswerScreen } from "#app/features/referrals/referral-answer.server.ts";
import { pipelineActionOr } from "#app/features/referrals/pipeline.server.ts";
import { posterApi } from "./poster-api.server.ts";
import type { QuestionDefaults } from "./screening-question-rows.tsx";
import { screeningLimits } from "#app/forms/jobs/screening.form.ts";
import { END_DATE, addDays, dayOf, formatEndDate } from "#app/forms/jobs/end-date.ts";

/** The poster's list of posts. */
export function postsPathFor(posterType: UserType) {
  return posterType === "corporate" ? "/corporate/posts" : "/individual/posts";
}

/** The fields an edit dialog starts from the post (the description has its own editor). */
type EditedFields = Omit<JobPostForm, "company" | "company_name" | "description" | "description_format">;
const EDITED_FIELDS = Object.keys(jobPostFieldsSchema.shape).filter(
  (field) => field !== "description" && field !== "description_format",
) as Array<keyof EditedFields & string>;

/**
 * The create / edit dialog the URL asks for (`?post=new`, `?edit=<id>`), with the master lists
 * its fields need; null when none is open or the post is not the viewer's.
 */
export async function loadJobPostDialog(
  api: UpstreamApi,
  params: URLSearchParams,
  posterType: UserType,
  known?: JobPost,
): Promise<JobPostDialogData | null> {
  const creating = params.get("post") === "new";
  const editId = Number(params.get("edit"));
  if (!creating && !(Number.isInteger(editId) && editId > 0)) return null;
  let post: JobPost | null = null;
  if (!creating) {
    post =
      known && known.id === editId
        ? known
        : await posterApi(api)
            .read(editId)
            .catch(() => null);
    if (!post || !post.is_mine) return null;
  }
  const currencies = await masterOptions(api, "currency");
  const now = new Date();
  const endDate = { min: dayOf(now), max: dayOf(addDays(now, END_DATE.maxDays)) };
  if (!post) {
    const defaults = { valid_through: dayOf(addDays(now, END_DATE.defaultDays)) };
    return {
      editing: null,
      posterType,
      endDate,
      defaults,
      options: { currencies, known: { sector: [], domain: [], locations: [], skills: [] } },
    };
  }
  return {
    editing: {
      id: post.id,
      companyName: post.company?.title ?? post.company_name,
      descriptionHtml: post.description,
      descriptionText: richTextToPlain(post.description),
    },
    posterType,
    endDate,
    // The date input shows the day the post ends (the answer is an exact time).
    defaults: {
      ...formDefaultsFrom<EditedFields>(EDITED_FIELDS, post),
      valid_through: dayOf(post.valid_through),
      questions: post.questions.map(questionDefaults),
    },
    options: {
      currencies: withCurrent(currencies, { id: post.currency.id, label: post.currency.title }),
      known: {
        sector: [{ value: post.sector.id, label: post.sector.title }],
        domain: [{ value: post.domain.id, label: post.domain.title }],
        locations: post.locations.map((l) => ({ value: l.id, label: `${l.city}, ${l.state}` })),
        skills: post.skills.map((s) => ({ value: s.id, label: s.title })),
      },
    },
  };
}

/** A screening question as its row of the edit form starts (decision 167). */
function questionDefaults(question: JobPost["questions"][number]): QuestionDefaults {
  return {
    id: String(question.id),
    kind: question.kind,
    text: question.text,
    required: question.required ? "on" : "",
    must_answer: question.must_answer ?? "",
    min_number: question.min_number === null ? "" : String(question.min_number),
  };
}

/** The names of the screening questions' rows' fields (`questions[0].text`, …). */
const QUESTION_FIELDS = Array.from({ length: screeningLimits.questions }, (_, index) =>
  ["kind", "text", "required", "must_answer", "min_number"].map((field) => `questions[${index}].${field}`),
).flat();

/** The form's fields (the description's format is not one a person fills in): an API refusal of one of them lands next to it. */
const FIELDS = [
  ...Object.keys(individualJobPostSchema.shape).filter((field) => field !== "description_format"),
  "questions",
  ...QUESTION_FIELDS,
];

/**
 * The page a poster's form came from, back on the same tab, status filter and page of the list
 * (a confirmation's own parameter dropped), so acting on page 2 of the responses does not send
 * the poster back to page 1.
 */
export function backOf(request: Request): string {
  const here = pagePathOf(request);
  const url = new URL(request.url);
  const kept = new URLSearchParams();
  for (const name of ["tab", "status", "sort", "screening", "page", "cursor", "before"]) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  return kept.size ? `${here}?${kept.toString()}` : here;
}

/** The poster's answers to the post's responses (app/features/referrals/referral-answer.server.ts): back to the same list. */
const POSTER_ANSWERS: AnswerScreen = {
  offers: ["refer", "ignore", "not_select"],
  back: ({ request }) => backOf(request),
};

/**
 * The one action of the poster's screens (my posts, post details, a company's applications):
 * create, update, delete, close (filled / no longer hiring) and reopen, extend, repost as new, and the answers to the post's responses (refer, ignore,
 * not selected; answered in app/features/referrals). Success and server failures both go back to
 * the page without its dialog, with the server's message as a snackbar (spec §4: dialogs close
 * whatever the result); field errors stay next to their fields in the dialog.
 */
export function handlePosterAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  return answerReferralOr(args, POSTER_ANSWERS, handlePostAction);
}

/** The poster's screens that list a post's applications: the forms above, and the pipeline's (moves, notes). */
export function handleApplicationsAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  return answerReferralOr(args, POSTER_ANSWERS, (rest) => pipelineActionOr(rest, handlePostAction));
}

/** The poster's forms on the post itself: create, update, delete, close/reopen. */
async function handlePostAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  // The post-details page is open to visitors: its forms need a login (the others' guards checked it already).
  const poster = requireLogin({ request, context });
  const session = context.get(sessionContext);
  const api = context.get(apiContext);
  const jobs = posterApi(api);
  const posterType: UserType = poster.type_of_user;
  const here = pagePathOf(request);
  const back = backOf(request);
  const formData = await request.formData();
  // A picker's Find (no JavaScript): the form again, with the matches.
  const found = await findReply(formData, api);
  if (found) return data(found);
  const intent = parsePosterIntent(formData);
  if (!intent) throw data("This form cannot be handled here.", { status: 400 });

  const go = (to: string, kind: "success" | "error", messages: string[]) => {
    for (const message of messages) if (message) session.flash(kind, message);
    return redirect(to);
  };
  const failed = (error: unknown, to = back) => go(to, "error", snackbarMessagesFor(error));

  switch (intent.intent) {
    case "create":
    case "update": {
      const editing = intent.intent === "update";
      const schema = jobPostFormSchema({ posterType, editing });
      const submission = parseWithZod(formData, { schema });
      // A question row added or removed without JavaScript (Conform's list intent): the form again, nothing saved.
      if (submission.status !== "success")
        return data(submission.reply(), { status: submission.status === "error" ? 400 : 200 });
      // The form shows every question: none sent is none kept (the API keeps them when `questions` is absent).
      const value = { ...submission.value, questions: submission.value.questions ?? [] };
      try {
        const result = editing ? await jobs.update(intent.id, value) : await jobs.create(value);
        return go(editing ? back : here, "success", [result.message]);
      } catch (error) {
        if (!isUpstreamError(error)) throw error;
        const reply = replyOptionsFor(error, { fields: FIELDS });
        if (Object.keys(reply.fieldErrors).length > 0) return data(submission.reply(reply), { status: error.status });
        return failed(error);
      }
    }
    case "delete":
      try {
        const message = await jobs.delete(intent.id);
        return go(postsPathFor(posterType), "success", [message]);
      } catch (error) {
        return failed(error);
      }
    case "status":
      try {
        const result = await jobs.setStatus(intent.id, intent.status, intent.close_reason);
        return go(back, "success", [result.message]);
      } catch (error) {
        return failed(error);
      }
    case "extend":
      try {
        const result = await jobs.extend(intent.id);
        return go(back, "success", [result.message]);
      } catch (error) {
        return failed(error);
      }
    case "repost_new":
      try {
        const result = await jobs.repostAsNew(intent.id);
        // The new post's own page: the closed one stays as it was.
        return go(pagePathOf(request).replace(/\/\d+$/, `/${result.data.id}`), "success", [result.message]);
      } catch (error) {
        return failed(error);
      }
  }
}

/** A post as the lists show it. */
export function summaryOf(post: JobPost) {
  const first = post.locations[0];
  const location = first ? `${first.city}${post.locations.length > 1 ? ` +${post.locations.length - 1}` : ""}` : "";
  return {
    id: post.id,
    title: post.title,
    company_name: post.company?.title ?? post.company_name,
    status: post.status,
    posted_time_ago: post.posted_time_ago,
    like_count: post.like_count,
    repost_count: post.repost_count,
    response_count: post.response_count,
    location,
    /** When an open post ends by itself ("2 Jan 2027"); null once it is closed. */
    ends_on: post.status === "open" ? formatEndDate(post.valid_through) : null,
  };
}

/** Loader of the "My job posts" screens: the page of posts (by keyset: `?page=&cursor=` / `&before=`) and the dialog the URL opens. */
export async function loadMyPosts(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  posterType: UserType,
) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const [list, dialog] = await Promise.all([
    posterApi(api).mine(listPosition(url)),
    loadJobPostDialog(api, url.searchParams, posterType),
  ]);
  return {
    posts: list.data.map(summaryOf),
    page: list.page,
    hasNext: list.has_next,
    nextCursor: list.next_cursor,
    prevCursor: list.prev_cursor,
    dialog,
  };
}
