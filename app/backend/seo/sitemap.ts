/**
 * The sitemaps' lists (decision 170): open job posts and company pages (corporate accounts) in
 * ranges of SITEMAP_URLS_PER_PAGE ids, read in id order by keyset, a bounded read at a time, so
 * a page of 50,000 URLs is never held whole, here or in the page that streams it.
 */
import {
  SITEMAP_URLS_PER_PAGE,
  type SitemapEntry,
  type SitemapIndex,
  type SitemapKind,
  type SitemapRead,
} from "#app/contract/seo.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { notSuspended } from "#app/backend/moderation/suspension.ts";
import type { Services } from "#app/backend/lib/services.ts";

/** The ids of sitemap page `page`: (first, last]. */
export function pageRange(page: number): { after: number; last: number } {
  return { after: (page - 1) * SITEMAP_URLS_PER_PAGE, last: page * SITEMAP_URLS_PER_PAGE };
}

/** The rows of one kind from `after` (exclusive) up to `last` (inclusive), in id order, at most `limit`. */
function rowsOf(db: Db, kind: SitemapKind, after: number, last: number, limit: number, now: Date) {
  return kind === "jobs"
    ? // One walk of (status, id), migration 0030.
      db
        .selectFrom("job_posts")
        .select(["id", "updated_at as lastmod"])
        .where("status", "=", "open")
        // A post moderation hid is out of the sitemaps (decision 175); such posts are few. So is
        // a suspended poster's (decision 182): one seek of users by its key per post read.
        .where("hidden_at", "is", null)
        .where(notSuspended("job_posts.user_id", now))
        .where("id", ">", after)
        .where("id", "<=", last)
        .orderBy("id")
        .limit(limit)
    : // The corporates' primary key, user_id; a suspended company's page is not there (decision
      // 182): one seek of users by its key per company read.
      db
        .selectFrom("corporates")
        .select(["user_id as id", "updated_at as lastmod"])
        .where("user_id", ">", after)
        .where("user_id", "<=", last)
        .where(notSuspended("corporates.user_id", now))
        .orderBy("user_id")
        .limit(limit);
}

/** One read of sitemap page `page`: up to `limit` URLs after id `after`. */
export async function readSitemapPage(
  s: Services,
  kind: SitemapKind,
  page: number,
  after: number,
  limit: number,
): Promise<SitemapRead> {
  const range = pageRange(page);
  const rows = await rowsOf(s.db, kind, Math.max(after, range.after), range.last, limit + 1, s.now()).execute();
  const items: SitemapEntry[] = rows
    .slice(0, limit)
    .map((row) => ({ id: Number(row.id), lastmod: new Date(row.lastmod).toISOString() }));
  return { items, next_after: rows.length > limit ? items[items.length - 1].id : null };
}

/**
 * The pages of each kind that list any URL: from the largest id (one seek), each range asked
 * whether it has a row (one seek each; ten for 500,000 posts).
 */
export async function sitemapIndex(s: Services): Promise<SitemapIndex> {
  const [jobs, companies] = await Promise.all([
    pagesWithRows(s.db, "jobs", s.now()),
    pagesWithRows(s.db, "companies", s.now()),
  ]);
  return { jobs, companies };
}

async function pagesWithRows(db: Db, kind: SitemapKind, now: Date): Promise<number[]> {
  // The largest id as the last entry of the index (ORDER BY … LIMIT 1: one seek, a plan both databases show as bounded).
  const top =
    kind === "jobs"
      ? await db
          .selectFrom("job_posts")
          .select("id as top")
          .where("status", "=", "open")
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirst()
      : await db
          .selectFrom("corporates")
          .select("user_id as top")
          .orderBy("user_id", "desc")
          .limit(1)
          .executeTakeFirst();
  const pages = Math.ceil(Number(top?.top ?? 0) / SITEMAP_URLS_PER_PAGE);
  const found = await Promise.all(
    Array.from({ length: pages }, async (_, index) => {
      const { after, last } = pageRange(index + 1);
      const row = await rowsOf(db, kind, after, last, 1, now).executeTakeFirst();
      return row ? index + 1 : null;
    }),
  );
  return found.filter((page): page is number => page !== null);
}
