import { Box, type BoxProps, Button, Flex, Heading, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { Link } from "~/ui/link";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2021-04" → "Apr 2021" (the same on server and browser, whatever their locale). */
export function formatMonth(month: string | null | undefined): string {
  if (!month) return "";
  const [year, index] = month.split("-").map(Number);
  return MONTHS[(index ?? 1) - 1] ? `${MONTHS[index - 1]} ${year}` : month;
}

/** "Apr 2021 – Present" / "Apr 2021 – Jun 2023". */
export function monthRange(start: string, end: string | null, current: boolean): string {
  return `${formatMonth(start)} – ${current || !end ? "Present" : formatMonth(end)}`;
}

/** A file size for people: "84 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A small link-styled button for the owner's edit actions (a link to a URL dialog). */
export function EditLink({ to, children, label }: { to: string; children: React.ReactNode; label?: string }) {
  return (
    <Button asChild size="xs" variant="outline" colorPalette="brand" bg="white">
      <Link to={to} preventScrollReset aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}

/**
 * The top card of a profile: banner (4:1, the API's 1584×396 slot), the round photo or square
 * logo over its edge, the name as the page's h1, and lines under it. `bannerEdit` and
 * `pictureEdit` are the owner's edit links; `actions` the viewer's buttons.
 */
export function ProfileHeaderCard({
  name,
  banner,
  picture,
  pictureShape = "full",
  headline,
  details,
  actions,
  bannerEdit,
  pictureEdit,
}: {
  name: string;
  banner: string | null | undefined;
  picture: string | null | undefined;
  pictureShape?: "full" | "rounded";
  headline?: React.ReactNode;
  details?: React.ReactNode;
  actions?: React.ReactNode;
  bannerEdit?: React.ReactNode;
  pictureEdit?: React.ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby="profile-name" bg="white" borderRadius="lg" borderWidth="1px" overflow="hidden">
      <Box position="relative" aspectRatio={4} bg="brand.primary" backgroundImage="linear-gradient(120deg, #002060, #3F5FA6)">
        {banner ? <Image src={banner} alt="" w="full" h="full" objectFit="cover" data-testid="profile-banner" /> : null}
        {bannerEdit ? (
          <Box position="absolute" top="2" right="2">
            {bannerEdit}
          </Box>
        ) : null}
      </Box>
      <Box px={{ base: "4", md: "6" }} pb="5">
        {/* Positioned, so the picture paints over the (positioned) banner it overlaps. */}
        <Flex position="relative" zIndex="1" justify="space-between" align="flex-end" mt={{ base: "-10", md: "-14" }} gap="3" wrap="wrap">
          <ProfilePicture
            name={name}
            src={picture}
            shape={pictureShape}
            boxSize={{ base: "20", md: "28" }}
            borderWidth="4px"
            fontSize={{ base: "2xl", md: "3xl" }}
            testId="profile-picture"
          />
          {pictureEdit ? <Box pb="1">{pictureEdit}</Box> : null}
        </Flex>
        <Stack gap="1" mt="3">
          <Heading as="h1" id="profile-name" size={{ base: "xl", md: "2xl" }} wordBreak="break-word">
            {name}
          </Heading>
          {headline ? <Text fontSize={{ base: "md", md: "lg" }}>{headline}</Text> : null}
          {details ? (
            <Box fontSize="sm" color="fg.muted">
              {details}
            </Box>
          ) : null}
        </Stack>
        {actions ? (
          <HStack mt="4" gap="2" wrap="wrap">
            {actions}
          </HStack>
        ) : null}
      </Box>
    </Box>
  );
}

/** A titled card of the profile (h2), with an optional action (e.g. "Add experience") at its top right. */
export function ProfileSection({ title, action, children, id }: { title: string; action?: React.ReactNode; children: React.ReactNode; id: string }) {
  return (
    <Box as="section" aria-labelledby={id} bg="white" borderRadius="lg" borderWidth="1px" p={{ base: "4", md: "6" }}>
      <HStack justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" id={id} size="lg">
          {title}
        </Heading>
        {action}
      </HStack>
      {children}
    </Box>
  );
}

/** One entry of the experience or education list: title, lines, description and owner actions. */
export function TimelineItem({
  title,
  lines,
  description,
  actions,
}: {
  title: string;
  lines: Array<string | null | undefined | false>;
  description?: string | null;
  actions?: React.ReactNode;
}) {
  return (
    <Box as="li" listStyleType="none" py="3" borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
      <Flex justify="space-between" gap="3" align="flex-start" wrap={{ base: "wrap", sm: "nowrap" }}>
        <Stack gap="0.5" minW="0">
          <Heading as="h3" size="md" wordBreak="break-word">
            {title}
          </Heading>
          {lines.filter(Boolean).map((line) => (
            <Text key={String(line)} fontSize="sm" color="fg.muted">
              {line}
            </Text>
          ))}
          {description ? (
            <Text fontSize="sm" mt="1" whiteSpace="pre-line">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <HStack gap="2" flexShrink={0}>
            {actions}
          </HStack>
        ) : null}
      </Flex>
    </Box>
  );
}

/** A call to action for visitors: log in, then come back to this page. */
export function LoginToAct({ back, children }: { back: string; children: React.ReactNode }) {
  return (
    <Button asChild size="sm" colorPalette="brand">
      <Link to={`/login?redirectTo=${encodeURIComponent(back)}`}>{children}</Link>
    </Button>
  );
}

/** A muted sentence for an empty section. */
export function EmptyNote({ children }: { children: React.ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}


/** Up to two initials of a name ("Asha Verma" → "AV"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...word][0]?.toUpperCase() ?? "").join("");
}

/**
 * A photo or logo, or the name's initials when there is none. A plain `<img>` (not Chakra's
 * Avatar, whose image stays hidden until JavaScript has seen it load), so it shows without
 * JavaScript too. Decorative: the name is always written next to it.
 */
export function ProfilePicture({
  name,
  src,
  shape = "full",
  testId,
  ...box
}: { name: string; src: string | null | undefined; shape?: "full" | "rounded"; testId?: string } & Omit<BoxProps, "children">) {
  return (
    <Box
      flexShrink={0}
      borderRadius={shape === "full" ? "full" : "lg"}
      borderColor="white"
      overflow="hidden"
      bg={src ? "white" : "brand.100"}
      color="brand.primary"
      fontWeight="semibold"
      display="flex"
      alignItems="center"
      justifyContent="center"
      {...box}
    >
      {src ? (
        <Image src={src} alt="" w="full" h="full" objectFit="cover" data-testid={testId} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </Box>
  );
}
