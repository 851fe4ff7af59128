import { initials } from "./static.tsx";

/**
 * A person's or company's avatar: initials, covered by the picture when there is one. A plain
 * image, so it shows without JavaScript too. Plain elements with the static `jl-avatar` classes
 * of static-classes.ts (Chakra's avatar recipe, subtle, brand): avatars come in every list.
 */
export function UserAvatar({
  name,
  src,
  size = "md",
}: {
  name: string;
  src?: string | null;
  size?: "xs" | "sm" | "md" | "lg" | "xl" | "2xl";
}) {
  return (
    <span className={`jl-avatar jl-avatar--${size}`}>
      {/* The initials and the picture are styled by their place in `jl-avatar` (static-classes.ts). */}
      <span>
        {name ? (
          initials(name)
        ) : (
          // Chakra's AvatarIcon, for a nameless avatar.
          <svg
            stroke="currentColor"
            fill="currentColor"
            strokeWidth="0"
            viewBox="0 0 24 24"
            height="1.2em"
            width="1.2em"
            aria-hidden="true"
          >
            <path d="M20 22H18V20C18 18.3431 16.6569 17 15 17H9C7.34315 17 6 18.3431 6 20V22H4V20C4 17.2386 6.23858 15 9 15H15C17.7614 15 20 17.2386 20 20V22ZM12 13C8.68629 13 6 10.3137 6 7C6 3.68629 8.68629 1 12 1C15.3137 1 18 3.68629 18 7C18 10.3137 15.3137 13 12 13ZM12 11C14.2091 11 16 9.20914 16 7C16 4.79086 14.2091 3 12 3C9.79086 3 8 4.79086 8 7C8 9.20914 9.79086 11 12 11Z" />
          </svg>
        )}
      </span>
      {/* Lazy: avatars come in lists, and React puts a high-priority preload in the page's head
          for every eager image it renders (a list page's head held one a card). */}
      {src ? <img src={src} alt="" loading="lazy" decoding="async" /> : null}
    </span>
  );
}
