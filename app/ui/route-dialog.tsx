import { Box, Button, CloseButton, Dialog, Heading, HStack, Portal, Stack } from "@chakra-ui/react";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { CONFIRM_DIALOG_MAX_W } from "./confirm-dialog";
import { useHydrated } from "./hydrated";

type Props = {
  title: string;
  /** Where closing leads: the same page without the dialog's search parameter. */
  closeTo: string;
  children: React.ReactNode;
  /**
   * Chakra dialog size from md up; below md every dialog is full screen. `confirm` is the
   * confirm dialog of spec §2: an alert dialog at most 328 px wide, on every screen.
   */
  size?: "sm" | "md" | "lg" | "xl" | "confirm";
};

/**
 * A dialog that is also a URL (DESIGN.md): the page renders it when its search parameter is
 * set. Without JavaScript it is a panel in the page with a Close link; once the page runs
 * JavaScript it is a modal dialog (full screen below md) whose closing navigates to `closeTo`.
 * Forms inside post like any other form.
 */
export function RouteDialog({ title, closeTo, children, size = "md" }: Props) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const titleId = useId();
  const confirm = size === "confirm";

  if (!hydrated) {
    return (
      <Box as="section" role={confirm ? "alertdialog" : "dialog"} aria-labelledby={titleId} maxW={confirm ? CONFIRM_DIALOG_MAX_W : undefined} bg="white" borderWidth="1px" borderRadius="lg" boxShadow="md" p={{ base: "4", md: "6" }} mb="6">
        <HStack justify="space-between" align="flex-start" mb="4">
          <Heading as="h2" id={titleId} size="lg">
            {title}
          </Heading>
          <Button asChild size="sm" variant="ghost">
            <Link to={closeTo} preventScrollReset>
              Close
            </Link>
          </Button>
        </HStack>
        <Stack gap="4">{children}</Stack>
      </Box>
    );
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(event) => {
        if (!event.open) navigate(closeTo, { preventScrollReset: true, replace: true });
      }}
      size={confirm ? "xs" : { base: "full", md: size }}
      role={confirm ? "alertdialog" : "dialog"}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={confirm ? CONFIRM_DIALOG_MAX_W : undefined} mx={confirm ? "4" : undefined}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4" pb="2">
                {children}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The current URL with `changes` applied to its search parameters (null removes one). */
export function withSearch(location: { pathname: string; search: string }, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}
