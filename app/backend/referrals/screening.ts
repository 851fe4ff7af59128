/**
 * Screening questions and answers (issue 32, decision 167): a post's questions (created and
 * replaced with the post), an application's answers (checked and judged when it is made), and
 * the answers shown to the poster. The rules themselves are the forms'
 * (app/forms/jobs/screening.form.ts).
 */
import type { z } from "zod";
import {
  answerFieldName,
  answersSchema,
  meetsEveryRequirement,
  meetsRequirement,
  type ScreeningQuestion,
  type ScreeningQuestionInput,
  type YesNo,
} from "#app/forms/jobs/screening.form.ts";
import type { ScreeningAnswer } from "#app/contract/referrals.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { toBool, type DbBool } from "#app/backend/lib/db/schema.ts";
import { validationError, type FieldErrors } from "#app/backend/lib/envelope.ts";

type QuestionRow = {
  id: number;
  job_post_id: number;
  kind: ScreeningQuestion["kind"];
  text: string;
  required: DbBool;
  required_answer: string | null;
};

function toQuestion(row: QuestionRow): ScreeningQuestion {
  const answer = row.required_answer;
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    required: toBool(row.required),
    must_answer: row.kind === "yes_no" && (answer === "yes" || answer === "no") ? (answer as YesNo) : null,
    min_number: row.kind === "number" && answer !== null ? Number(answer) : null,
  };
}

/** The questions of these posts, in each post's order (one index read: job_post_questions_post_idx). */
export async function questionsOf(db: Db, postIds: readonly number[]): Promise<Map<number, ScreeningQuestion[]>> {
  const map = new Map<number, ScreeningQuestion[]>();
  if (postIds.length === 0) return map;
  const rows = await db
    .selectFrom("job_post_questions")
    .select(["id", "job_post_id", "kind", "text", "required", "required_answer"])
    .where("job_post_id", "in", [...new Set(postIds)])
    .orderBy("job_post_id")
    .orderBy("position")
    .execute();
  for (const row of rows) {
    const list = map.get(row.job_post_id) ?? [];
    list.push(toQuestion(row));
    map.set(row.job_post_id, list);
  }
  return map;
}

function storedRequirement(question: ScreeningQuestionInput): string | null {
  if (question.kind === "yes_no") return question.must_answer ?? null;
  if (question.kind === "number") return question.min_number === undefined ? null : String(question.min_number);
  return null;
}

/**
 * Replaces a post's questions with `questions` (in the transaction of the post's write). A
 * question sent with the id of one of the post's questions of the same kind is changed in place
 * and keeps its answers; the others are new; the post's questions not sent go, with their answers.
 * Applications keep the judgement made when they were sent (decision 167).
 */
export async function writeQuestions(
  trx: Db,
  postId: number,
  questions: readonly ScreeningQuestionInput[],
): Promise<void> {
  const existing = await trx
    .selectFrom("job_post_questions")
    .select(["id", "kind"])
    .where("job_post_id", "=", postId)
    .execute();
  const kindOf = new Map(existing.map((row) => [row.id, row.kind]));
  // Which row each question keeps: its id's, once (a second row naming the same id is new).
  const keeps = questions.map(() => undefined as number | undefined);
  const kept = new Set<number>();
  for (const [index, question] of questions.entries()) {
    if (question.id === undefined || kept.has(question.id) || kindOf.get(question.id) !== question.kind) continue;
    kept.add(question.id);
    keeps[index] = question.id;
  }
  const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await trx.deleteFrom("job_post_questions").where("id", "in", gone).execute();
  for (const [position, question] of questions.entries()) {
    const values = {
      position,
      kind: question.kind,
      text: question.text,
      required: question.required,
      required_answer: storedRequirement(question),
    };
    const id = keeps[position];
    if (id !== undefined) await trx.updateTable("job_post_questions").set(values).where("id", "=", id).execute();
    else
      await trx
        .insertInto("job_post_questions")
        .values({ job_post_id: postId, ...values })
        .execute();
  }
}

/** A Zod failure of the apply form's answers as field errors named as the form names them (`answers.<id>`). */
function answerErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? answerFieldName(Number(issue.path[0])) : "answers";
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export type JudgedAnswers = {
  answers: Array<{ question_id: number; answer: string; meets: boolean | null }>;
  meets: boolean | null;
};

/**
 * Checks an application's answers against the post's questions (400 with `answers.<id>` field
 * errors: a required question unanswered, a number not a number, a text too long) and judges
 * them: each answer's requirement, and whether the application meets every one (null when the
 * post has none). Answers to questions the post does not have are ignored.
 */
export function judgeAnswers(questions: readonly ScreeningQuestion[], raw: unknown): JudgedAnswers {
  const parsed = answersSchema(questions).safeParse(raw);
  if (!parsed.success) throw validationError(answerErrors(parsed.error));
  const given = parsed.data;
  return {
    answers: questions
      .filter((question) => given[question.id] !== undefined)
      .map((question) => ({
        question_id: question.id,
        answer: given[question.id]!,
        meets: meetsRequirement(question, given[question.id]),
      })),
    meets: meetsEveryRequirement(questions, given),
  };
}

/**
 * The post's questions as they are when an application is written (read in its transaction, so
 * an edit of the questions meanwhile cannot slip an unanswered required one past the check).
 */
export async function judgeApplication(trx: Db, postId: number, raw: unknown): Promise<JudgedAnswers> {
  return judgeAnswers((await questionsOf(trx, [postId])).get(postId) ?? [], raw);
}

export async function storeAnswers(trx: Db, referralId: number, judged: JudgedAnswers): Promise<void> {
  if (judged.answers.length === 0) return;
  await trx
    .insertInto("referral_answers")
    .values(
      judged.answers.map((answer) => ({
        referral_id: referralId,
        question_id: answer.question_id,
        answer: answer.answer,
        meets: answer.meets,
      })),
    )
    .execute();
}

/** The answers of these applications, in their questions' order (for the poster). */
export async function answersOf(db: Db, referralIds: readonly number[]): Promise<Map<number, ScreeningAnswer[]>> {
  const map = new Map<number, ScreeningAnswer[]>();
  if (referralIds.length === 0) return map;
  const rows = await db
    .selectFrom("referral_answers as a")
    .innerJoin("job_post_questions as q", "q.id", "a.question_id")
    .select(["a.referral_id", "a.question_id", "a.answer", "a.meets", "q.kind", "q.text"])
    .where("a.referral_id", "in", [...referralIds])
    .orderBy("a.referral_id")
    .orderBy("q.position")
    .execute();
  for (const row of rows) {
    const list = map.get(row.referral_id) ?? [];
    list.push({
      question_id: row.question_id,
      kind: row.kind,
      question: row.text,
      answer: row.answer,
      meets: row.meets === null ? null : toBool(row.meets),
    });
    map.set(row.referral_id, list);
  }
  return map;
}
