import { Avatar, Image } from "@chakra-ui/react";

/**
 * A person's or company's avatar: initials, covered by the picture when there is one. A plain
 * image (Chakra's Avatar.Image waits for JavaScript to show), so it shows without JavaScript too.
 */
export function UserAvatar({ name, src, size = "md" }: { name: string; src?: string | null; size?: "xs" | "sm" | "md" | "lg" | "xl" | "2xl" }) {
  return (
    <Avatar.Root size={size} colorPalette="brand" flexShrink={0} position="relative" overflow="hidden">
      <Avatar.Fallback name={name} />
      {src ? <Image src={src} alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" borderRadius="full" /> : null}
    </Avatar.Root>
  );
}
