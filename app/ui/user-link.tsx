import { USER_LINK_REL } from "./user-link-rel.ts";

/** A link a member wrote (a company's website), with the `rel` of user-written links (rich text's links get it from the sanitiser). */
export function UserLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel={USER_LINK_REL} className={className}>
      {children}
    </a>
  );
}
