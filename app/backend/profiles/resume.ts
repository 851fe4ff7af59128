/**
 * Resumes: one PDF per individual, stored under the private prefix (never served by
 * `/api/files/`), downloadable by its owner and by members whose resume request was accepted.
 */
import { hideIfBlocked } from "#app/backend/blocks/service.ts";
import { hideIfSuspended } from "#app/backend/moderation/suspension.ts";
import type { ResumeInfo } from "#app/contract/profiles.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { lockMember } from "#app/backend/lib/db/locks.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { isPdf } from "#app/backend/files/sniff.ts";
import { PRIVATE_PREFIX, newFileKey, type StoredFile } from "#app/backend/files/storage.ts";
import { cleanFileName } from "#app/backend/files/upload.ts";
import { uploadMessages } from "#app/forms/upload.ts";
import { deleteQuietly, storeAndSwap } from "#app/backend/files/swap.ts";
import { openStored } from "#app/backend/files/unavailable.ts";

export type { ResumeInfo };

export const RESUME_PREFIX = `${PRIVATE_PREFIX}/resumes`;

export const RESUME_MESSAGES = {
  uploaded: "Your resume is uploaded.",
  deleted: "Your resume is deleted.",
  notPdf: uploadMessages.resumeType,
  notFound: "Resume not found.",
  forbidden: "You need the owner's permission to see this resume.",
  noProfile: "Profile not found.",
} as const;

export async function readResumeInfo(db: Db, userId: number): Promise<(ResumeInfo & { file_key: string }) | null> {
  const row = await db
    .selectFrom("resumes")
    .select(["file_key", "name", "size", "uploaded_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { file_key: row.file_key, name: row.name, size: Number(row.size), uploaded_at: row.uploaded_at } : null;
}

export async function assertIndividualProfile(db: Db, userId: number): Promise<void> {
  const row = await db.selectFrom("individuals").select("user_id").where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, RESUME_MESSAGES.noProfile);
}

/** Stores `bytes` as the member's resume (replacing the previous one). */
export async function uploadResume(
  s: Services,
  userId: number,
  upload: { bytes: Uint8Array; name: string },
): Promise<ResumeInfo> {
  if (!isPdf(upload.bytes)) throw fieldError("file", RESUME_MESSAGES.notPdf);
  const key = newFileKey(RESUME_PREFIX, "pdf");
  const info: ResumeInfo = {
    name: cleanFileName(upload.name, "resume.pdf"),
    size: upload.bytes.byteLength,
    uploaded_at: iso(s.now()),
  };
  return storeAndSwap(s, { key, bytes: upload.bytes, contentType: "application/pdf" }, async (trx) => {
    // One swap at a time per member: each one sees the file the previous one stored (and
    // deletes it), so parallel uploads leave one file and no orphan.
    await lockMember(trx, s.dialect, userId);
    await assertIndividualProfile(trx, userId);
    const old = await readResumeInfo(trx, userId);
    if (old) {
      await trx
        .updateTable("resumes")
        .set({ file_key: key, ...info })
        .where("user_id", "=", userId)
        .execute();
    } else {
      await trx
        .insertInto("resumes")
        .values({ user_id: userId, file_key: key, ...info })
        .execute();
    }
    return { oldKey: old?.file_key ?? null, result: info };
  });
}

export async function deleteResume(s: Services, userId: number): Promise<void> {
  const old = await s.db.transaction().execute(async (trx) => {
    await lockMember(trx, s.dialect, userId);
    const current = await readResumeInfo(trx, userId);
    if (!current) throw new ApiError(404, RESUME_MESSAGES.notFound);
    await trx.deleteFrom("resumes").where("user_id", "=", userId).execute();
    return current;
  });
  await deleteQuietly(s, old.file_key);
}

/** True when `viewerId` may download `ownerId`'s resume: the owner, or an accepted request. */
export async function mayReadResume(db: Db, viewerId: number | null, ownerId: number): Promise<boolean> {
  if (viewerId === null) return false;
  if (viewerId === ownerId) return true;
  const request = await db
    .selectFrom("resume_requests")
    .select("id")
    .where("requester_id", "=", viewerId)
    .where("owner_id", "=", ownerId)
    .where("status", "=", "accepted")
    .executeTakeFirst();
  return request !== undefined;
}

/** The resume file of `ownerId` for `viewerId` (404 none; 403 not allowed) and the download name. */
export async function openResume(
  s: Services,
  viewerId: number,
  ownerId: number,
): Promise<{ file: StoredFile; filename: string }> {
  const owner = await s.db
    .selectFrom("individuals")
    .select(["first_name", "last_name"])
    .where("user_id", "=", ownerId)
    .executeTakeFirst();
  if (!owner) throw new ApiError(404, RESUME_MESSAGES.notFound);
  await hideIfBlocked(s.db, viewerId, ownerId, RESUME_MESSAGES.notFound);
  await hideIfSuspended(s.db, viewerId, ownerId, RESUME_MESSAGES.notFound, s.now());
  const info = await readResumeInfo(s.db, ownerId);
  if (!info) throw new ApiError(404, RESUME_MESSAGES.notFound);
  if (!(await mayReadResume(s.db, viewerId, ownerId))) throw new ApiError(403, RESUME_MESSAGES.forbidden);
  const file = await openStored(s, info.file_key);
  if (!file) {
    s.log.error(`resume file ${info.file_key} of user ${ownerId} is missing from storage`);
    throw new ApiError(404, RESUME_MESSAGES.notFound);
  }
  return { file, filename: `${owner.first_name}-${owner.last_name}-resume.pdf`.replace(/\s+/g, "-") };
}

/**
 * A stored resume as a PDF download: never cached, never sniffed, never run as a page (a
 * member's resume and the one attached to an application alike). `head`: the headers only.
 */
export async function pdfDownload(
  { file, filename }: { file: StoredFile; filename: string },
  head = false,
): Promise<Response> {
  if (head) await file.body.cancel();
  return new Response(head ? null : file.body, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(filename),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/** `Content-Disposition` for a download named `filename` (ASCII fallback plus RFC 5987 UTF-8). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return ascii === filename
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
