/**
 * A link a member wrote (a company's website; rich text's links get the same `rel` from the
 * sanitiser): search engines do not follow it or credit it (`nofollow ugc`), and the page it
 * opens cannot reach back to ours (`noopener`) nor learn which page linked it (`noreferrer`).
 * Issue 36 (decision 174).
 */
export const USER_LINK_REL = "nofollow ugc noopener noreferrer";

export function UserLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel={USER_LINK_REL} className={className}>
      {children}
    </a>
  );
}
