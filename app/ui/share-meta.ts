/**
 * What a shared link of a public page shows (issue 14): the description, Open Graph and Twitter
 * card tags for job pages and member and company profiles, so a link pasted in a chat or a post
 * previews with a title, a line of text and, when there is one, a picture.
 */
import type { MetaDescriptor } from "react-router";

export type Share = {
  /** The page's address as people share it (PUBLIC_URL when set), absolute. */
  url: string;
  title: string;
  description: string;
  /** An absolute address of a picture (a logo or a photo), if any. */
  image?: string | null;
  /** What the picture shows, for people who cannot see it. */
  imageAlt?: string;
  /** A wide picture made for sharing (a job's card, decision 170): its size, and Twitter's large card. */
  imageSize?: { width: number; height: number };
  type?: "website" | "profile" | "article";
  /** Feeds of the page (Atom), as `<link rel="alternate">`. */
  feeds?: ReadonlyArray<{ title: string; href: string }>;
};

/** Descriptions longer than this are cut at a word (what previews show anyway). */
export const SHARE_DESCRIPTION_MAX = 200;

export function shortenText(text: string, max = SHARE_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

export function shareMeta(share: Share | null | undefined): MetaDescriptor[] {
  if (!share) return [];
  const description = shortenText(share.description);
  const tags: MetaDescriptor[] = [
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: share.url },
    { property: "og:site_name", content: "JobLink" },
    { property: "og:type", content: share.type ?? "website" },
    { property: "og:url", content: share.url },
    { property: "og:title", content: share.title },
    { property: "og:description", content: description },
    { name: "twitter:card", content: share.image && share.imageSize ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: share.title },
    { name: "twitter:description", content: description },
  ];
  if (share.image)
    tags.push({ property: "og:image", content: share.image }, { name: "twitter:image", content: share.image });
  if (share.image && share.imageAlt)
    tags.push(
      { property: "og:image:alt", content: share.imageAlt },
      { name: "twitter:image:alt", content: share.imageAlt },
    );
  if (share.image && share.imageSize) {
    tags.push(
      { property: "og:image:width", content: String(share.imageSize.width) },
      { property: "og:image:height", content: String(share.imageSize.height) },
    );
  }
  for (const feed of share.feeds ?? [])
    tags.push({ tagName: "link", rel: "alternate", type: "application/atom+xml", title: feed.title, href: feed.href });
  return tags;
}
