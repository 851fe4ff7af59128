/**
 * The hiring pipeline of a company's posts (issue 32, decision 165): moving applications through
 * the stages, one or many at once with a message from a template, the poster's private notes,
 * and the message templates.
 *
 * - Only a company moves applications to stages (an individual's post is a referral request,
 *   answered with Refer or Not selected: referrals.ts). It may move an application to any stage
 *   while it is in progress, and reconsider one hired or not selected; a withdrawn, referred or
 *   closed one stays as it is (answered as `unchanged`, with the reason).
 * - Every application of a move must be one to the caller's posts, else the whole move is a 404
 *   and nothing moves; the moves are one transaction, each checked in its UPDATE (moveStatus).
 * - Notes belong to the post's poster: only they read them (with the application) and write them.
 */
import type { MessageTemplate, ReferralMoveResult, ReferralNote } from "#app/contract/referrals.ts";
import {
  DEFAULT_TEMPLATES,
  fillTemplate,
  type PipelineStage,
  TEMPLATES_MAX,
} from "#app/forms/referrals/pipeline.form.ts";
import { isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { legacyStatus } from "./application-status.ts";
import { moveStatus, notesOf, PIPELINE_MESSAGES, REFERRAL_MESSAGES, stagesFrom } from "./referrals.ts";

/** A company's name for the templates' {company}. */
async function companyName(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom("corporates").select("company_name").where("user_id", "=", userId).executeTakeFirst();
  return row?.company_name ?? "";
}

/**
 * Moves the caller's applications to `stage`, with a template (filled in for each applicant) or a
 * written message; 404 when one of them is not an application to the caller's posts.
 */
export async function moveApplications(
  s: Services,
  viewerId: number,
  input: { referral_ids: number[]; stage: PipelineStage; template_id?: number; message: string | null },
): Promise<ReferralMoveResult> {
  const ids = [...new Set(input.referral_ids)];
  const template = input.template_id === undefined ? null : await readTemplate(s.db, viewerId, input.template_id);
  const company = template ? await companyName(s.db, viewerId) : "";
  const now = s.now();
  return s.live.transaction(viewerId, async (trx) => {
    const rows = await trx
      .selectFrom("referrals as r")
      .innerJoin("job_posts as p", "p.id", "r.job_post_id")
      .innerJoin("individuals as i", "i.user_id", "r.user_id")
      .select(["r.id", "r.status", "r.user_id", "r.job_post_id", "p.title", "p.user_id as poster_id", "i.first_name"])
      .where("r.id", "in", ids)
      .where("p.user_id", "=", viewerId)
      .execute();
    if (rows.length !== ids.length) throw new ApiError(404, REFERRAL_MESSAGES.notFound);
    const result: ReferralMoveResult = { moved: [], unchanged: [] };
    for (const row of rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))) {
      if (row.status === input.stage || !stagesFrom(row.status).includes(input.stage)) {
        const reason = row.status === input.stage ? PIPELINE_MESSAGES.alreadyThere : PIPELINE_MESSAGES.ended;
        result.unchanged.push({ referral_id: row.id, application_status: row.status, reason });
        continue;
      }
      const message = template
        ? fillTemplate(template.body, { firstName: row.first_name, jobTitle: row.title, company })
        : input.message;
      if (await moveStatus(trx, row, [row.status], input.stage, viewerId, now, message)) {
        result.moved.push({
          referral_id: row.id,
          job_post_id: row.job_post_id,
          status: legacyStatus(input.stage),
          application_status: input.stage,
        });
      } else {
        result.unchanged.push({ referral_id: row.id, application_status: row.status, reason: PIPELINE_MESSAGES.ended });
      }
    }
    return result;
  });
}

// ---------------------------------------------------------------------------
// Notes
// ---------------------------------------------------------------------------

/** The poster adds a note to an application to their post (404 for anyone else). */
export async function addNote(s: Services, viewerId: number, referralId: number, body: string): Promise<ReferralNote> {
  const now = s.now();
  return s.db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom("referrals as r")
      .innerJoin("job_posts as p", "p.id", "r.job_post_id")
      .select("r.id")
      .where("r.id", "=", referralId)
      .where("p.user_id", "=", viewerId)
      .executeTakeFirst();
    if (!own) throw new ApiError(404, REFERRAL_MESSAGES.notFound);
    const { id } = await trx
      .insertInto("referral_notes")
      .values({ referral_id: referralId, author_user_id: viewerId, body, created_at: iso(now) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const notes = await notesOf(trx, [referralId], now);
    return notes.get(referralId)!.find((note) => note.id === id)!;
  });
}

/** The poster deletes a note of an application to their post (404 for anyone else). */
export async function deleteNote(s: Services, viewerId: number, noteId: number): Promise<void> {
  const own = await s.db
    .selectFrom("referral_notes as n")
    .innerJoin("referrals as r", "r.id", "n.referral_id")
    .innerJoin("job_posts as p", "p.id", "r.job_post_id")
    .select("n.id")
    .where("n.id", "=", noteId)
    .where("p.user_id", "=", viewerId)
    .executeTakeFirst();
  if (!own) throw new ApiError(404, PIPELINE_MESSAGES.noteNotFound);
  await s.db.deleteFrom("referral_notes").where("id", "=", noteId).execute();
}

// ---------------------------------------------------------------------------
// Message templates
// ---------------------------------------------------------------------------

type TemplateRow = { id: number; name: string; body: string; updated_at: string };

function toTemplate(row: TemplateRow): MessageTemplate {
  return { id: row.id, name: row.name, body: row.body, updated_at: row.updated_at };
}

async function readTemplate(db: Db, viewerId: number, templateId: number): Promise<TemplateRow> {
  const row = await db
    .selectFrom("application_message_templates")
    .select(["id", "name", "body", "updated_at"])
    .where("id", "=", templateId)
    .where("user_id", "=", viewerId)
    .executeTakeFirst();
  if (!row) throw fieldError("template_id", PIPELINE_MESSAGES.templateNotFound);
  return row;
}

/** The poster's templates by name; a poster who has none (the first time) gets the starting ones. */
export async function listTemplates(s: Services, viewerId: number): Promise<MessageTemplate[]> {
  const read = () =>
    s.db
      .selectFrom("application_message_templates")
      .select(["id", "name", "body", "updated_at"])
      .where("user_id", "=", viewerId)
      .orderBy("name")
      .orderBy("id")
      .execute();
  const rows = await read();
  if (rows.length > 0) return rows.map(toTemplate);
  const at = iso(s.now());
  // Two first lists at once: the unique name per poster keeps one copy of each.
  await s.db
    .insertInto("application_message_templates")
    .values(
      DEFAULT_TEMPLATES.map((template) => ({
        user_id: viewerId,
        name: template.name,
        body: template.body,
        updated_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(["user_id", "name"]).doNothing())
    .execute();
  return (await read()).map(toTemplate);
}

export async function createTemplate(
  s: Services,
  viewerId: number,
  input: { name: string; body: string },
): Promise<MessageTemplate> {
  const at = iso(s.now());
  try {
    return await s.db.transaction().execute(async (trx) => {
      const count = await trx
        .selectFrom("application_message_templates")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("user_id", "=", viewerId)
        .executeTakeFirst();
      if (Number(count?.n ?? 0) >= TEMPLATES_MAX) throw new ApiError(409, PIPELINE_MESSAGES.tooManyTemplates);
      const row = await trx
        .insertInto("application_message_templates")
        .values({ user_id: viewerId, name: input.name, body: input.body, updated_at: at })
        .returning(["id", "name", "body", "updated_at"])
        .executeTakeFirstOrThrow();
      return toTemplate(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("name", PIPELINE_MESSAGES.templateTaken);
    throw error;
  }
}

export async function updateTemplate(
  s: Services,
  viewerId: number,
  input: { template_id: number; name: string; body: string },
): Promise<MessageTemplate> {
  try {
    const row = await s.db
      .updateTable("application_message_templates")
      .set({ name: input.name, body: input.body, updated_at: iso(s.now()) })
      .where("id", "=", input.template_id)
      .where("user_id", "=", viewerId)
      .returning(["id", "name", "body", "updated_at"])
      .executeTakeFirst();
    if (!row) throw new ApiError(404, PIPELINE_MESSAGES.templateNotFound);
    return toTemplate(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("name", PIPELINE_MESSAGES.templateTaken);
    throw error;
  }
}

export async function deleteTemplate(s: Services, viewerId: number, templateId: number): Promise<void> {
  const result = await s.db
    .deleteFrom("application_message_templates")
    .where("id", "=", templateId)
    .where("user_id", "=", viewerId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ApiError(404, PIPELINE_MESSAGES.templateNotFound);
}
