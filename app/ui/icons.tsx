/**
 * Icons come from one library, Lucide (lucide-react): 24×24, drawn with a 2 px stroke in the
 * current colour. Each is `aria-hidden`: the button or link around it carries the name.
 */
import { Bell, BriefcaseBusiness, Building2, FileText, House, MessageSquare, Search, Users, X, type LucideIcon, type LucideProps } from "lucide-react";

/** The icon of each navigation item (app-header.tsx). */
export const NAV_ICONS = {
  home: House,
  network: Users,
  jobs: BriefcaseBusiness,
  messages: MessageSquare,
  notifications: Bell,
  posts: FileText,
  company: Building2,
  search: Search,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof NAV_ICONS;

/** A Lucide icon as a static `jl-icon` (20 px, no style resolution), hidden from assistive technology. */
export function StaticIcon({ icon: Icon, className, ...props }: LucideProps & { icon: LucideIcon }) {
  return <Icon aria-hidden="true" focusable="false" className={className ? `jl-icon ${className}` : "jl-icon"} {...props} />;
}

/** The × of a Close button or link. */
export function CloseIcon() {
  return <StaticIcon icon={X} />;
}
