/**
 * JobList: one paged list of job posts (a {@link ListSection}) with {@link JobActions} on each
 * card. Props: `title`, `list` (a `Paged<JobPost>`; a keyset list's cursors go to its Previous /
 * Next links, a capped total shows as "1,000+"), `pageParam` (default "page"), `empty`
 * (the empty state's title and text), `viewerType`, `redirectTo`, and `detail(post)` for an
 * extra line per card. Render {@link JobDialogs} once per page for the posts it lists.
 */
import type { Paged } from "~/contract/common";
import type { JobCardPost } from "./card-post";
import { ListRow, ListSection, pagingOf } from "~/ui/list-section";
import { JobActions } from "./job-actions";
import { JobCard } from "./job-card";
import type { UserType } from "~/forms/fields";

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
