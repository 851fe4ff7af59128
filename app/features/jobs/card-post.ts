/**
 * What a job card shows of a post. Lists hand their loader data to the browser, so a loader that
 * shows posts as cards keeps only these fields: the description (sanitised HTML, often kilobytes),
 * the skills, the sector and domain and the reposters' preview are for the job's own page.
 */
import type { Paged } from "~/contract/common";
import type { JobPost } from "~/contract/jobs";

type NotOnCards = "description" | "skills" | "sector" | "domain" | "reposted_by";

/** A post as a card shows it (any extra fields of a list's items, such as `applied_on`, stay). */
export type JobCardPost = Omit<JobPost, NotOnCards>;

export function toCardPost<T extends JobPost>(post: T): Omit<T, NotOnCards> {
  const { description: _description, skills: _skills, sector: _sector, domain: _domain, reposted_by: _reposters, ...card } = post;
  return card;
}

/** Each kind of post in a union as its card (`JobPost | AppliedJobPost` keeps `applied_on`). */
export type CardOf<T> = T extends JobPost ? Omit<T, NotOnCards> : never;

/** A paged list of posts with only what its cards show. */
export function toCardList<T extends JobPost>(list: Paged<T>): Paged<CardOf<T>> {
  return { ...list, data: list.data.map((post) => toCardPost(post) as CardOf<T>) };
}
