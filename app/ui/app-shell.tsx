import { Box } from "@chakra-ui/react";
import { AppHeader, type Viewer } from "./app-header";

/** Top bar (and bottom bar on phones) over the page's main column; `counts` are the sections' badges. */
export function AppShell({
  viewer,
  counts,
  children,
}: {
  viewer: Viewer | null;
  counts?: { notifications?: number; messages?: number };
  children: React.ReactNode;
}) {
  return (
    <Box minH="100vh" bg="bg.page" pb={{ base: "20", md: "8" }}>
      <AppHeader viewer={viewer} counts={counts} />
      <Box as="main" maxW="6xl" mx="auto" px={{ base: "3", md: "6" }} py={{ base: "4", md: "6" }}>
        {children}
      </Box>
    </Box>
  );
}

/** The profile layout's two columns: wide content, and a side column on large screens. */
export function ProfileColumns({ main, side }: { main: React.ReactNode; side?: React.ReactNode }) {
  return (
    <Box display="grid" gridTemplateColumns={{ base: "1fr", lg: side ? "minmax(0, 1fr) 320px" : "1fr" }} gap="6">
      <Box minW="0">{main}</Box>
      {side ? <Box as="aside" minW="0">{side}</Box> : null}
    </Box>
  );
}
