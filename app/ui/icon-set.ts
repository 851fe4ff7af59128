/**
 * The icons of the sprite by name (Lucide components): icons.tsx draws them with `<use href>`,
 * and the stylesheet (static-classes.ts, at build time) draws a few of them itself
 * (`jl-i-*`, decision 144). A module without JSX, so the stylesheet's build can import it.
 */
import {
  Bell,
  Bookmark,
  BookmarkCheck,
  BriefcaseBusiness,
  Building2,
  Ellipsis,
  FileCheck,
  FileText,
  Handshake,
  House,
  MessageSquare,
  Repeat2,
  Search,
  Send,
  Plus,
  ThumbsUp,
  UserPlus,
  Users,
  X,
  type LucideIcon,
} from "lucide-react";

/** Every icon of the sprite by its name. */
export const SPRITE_ICONS = {
  home: House,
  network: Users,
  jobs: BriefcaseBusiness,
  messages: MessageSquare,
  notifications: Bell,
  posts: FileText,
  company: Building2,
  search: Search,
  close: X,
  bookmark: Bookmark,
  "bookmark-check": BookmarkCheck,
  more: Ellipsis,
  like: ThumbsUp,
  repost: Repeat2,
  send: Send,
  // The primary actions of a profile, a job and the posts page (issue 34).
  connect: UserPlus,
  apply: FileCheck,
  referral: Handshake,
  add: Plus,
} as const satisfies Record<string, LucideIcon>;

export type SpriteIcon = keyof typeof SPRITE_ICONS;

/**
 * The icons drawn by the stylesheet — a job card's buttons' and the header's: a class on the
 * element (`jl-i-like`) instead of an `<svg><use href="/icons.svg?v=…#like"/></svg>` in it, about
 * 80 bytes less an icon, and a list page shows fifty-six (issue 9).
 */
export const CSS_ICONS = [
  "bookmark",
  "bookmark-check",
  "more",
  "like",
  "repost",
  "send",
  "home",
  "network",
  "jobs",
  "messages",
  "notifications",
  "posts",
  "company",
  "search",
  "connect",
  "apply",
  "referral",
  "add",
] as const satisfies readonly SpriteIcon[];
export type CssIcon = (typeof CSS_ICONS)[number];
