/**
 * JobList: one paged list of job posts (a {@link ListSection}) with {@link JobActions} on each
 * card. Props: `title`, `list` (a `Paged<JobPost>`; a keyset list's cursors go to its Previous /
 * Next links, a capped total shows as "1,000+"), `pageParam` (default "page"), `empty`
 * (the empty state's title and text), `viewerType`, `redirectTo`, and `detail(post)` for an
 * extra line per card. Render {@link JobDialogs} once per page for the posts it lists.
 */
import type { Paged } from "#app/contract/common.ts";
import type { JobCardPost } from "./card-post.ts";
import { ListRow, ListSection, pagingOf } from "#app/ui/list-section.tsx";
import { JobActions } from "./job-actions.tsx";
import { JobCard } from "./job-card.tsx";
import type { UserType } from "#app/forms/fields.ts";

export function JobList<T extends JobCardPost>({
  title,
  label,
  list,
  pageParam = "page",
  empty,
  viewerType,
  redirectTo,
  detail,
  itemKey = (post) => post.id,
}: {
  title: string;
  /** The name of its page links when the title changes with the filters (ListSection's `label`). */
  label?: string;
  list: Paged<T>;
  pageParam?: string;
  empty: { title: string; description: React.ReactNode };
  viewerType: UserType | null;
  redirectTo: string;
  detail?: (post: T) => React.ReactNode;
  itemKey?: (post: T) => number | string;
}) {
  return (
    <ListSection title={title} label={label} {...pagingOf(list)} pageParam={pageParam} empty={empty}>
      {list.data.map((post) => (
        <ListRow key={itemKey(post)}>
          <JobCard
            post={post}
            detail={detail?.(post)}
            actions={<JobActions post={post} viewerType={viewerType} redirectTo={redirectTo} />}
          />
        </ListRow>
      ))}
    </ListSection>
  );
}
