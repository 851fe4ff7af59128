import { Box, CloseButton, HStack, Text } from "@chakra-ui/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { brand } from "./theme";

export type SnackType = "success" | "error";
type Snack = { id: number; type: SnackType; message: string };

/** Snackbars hide themselves after this long (spec §9). */
export const SNACKBAR_AUTO_HIDE_MS = 5000;

type SnackbarApi = { show(type: SnackType, message: string): void };
const SnackbarContext = createContext<SnackbarApi>({ show() {} });

export function useSnackbar(): SnackbarApi {
  return useContext(SnackbarContext);
}

let nextId = 1;
const toSnacks = (flash: { type: SnackType; message: string }[]) => flash.map((m) => ({ ...m, id: nextId++ }));

/**
 * Holds the snackbars: those the server sent through the flash cookie (rendered in the HTML, so
 * they show with JavaScript off, and hidden after 5 s by a CSS animation) and those shown by code.
 */
export function SnackbarProvider({
  flash,
  children,
}: {
  flash: { type: SnackType; message: string }[];
  children: React.ReactNode;
}) {
  const [snacks, setSnacks] = useState<Snack[]>(() => toSnacks(flash));
  const firstFlash = useRef(flash);

  useEffect(() => {
    if (flash === firstFlash.current || flash.length === 0) return;
    setSnacks((current) => [...current, ...toSnacks(flash)]);
  }, [flash]);

  const dismiss = useCallback((id: number) => setSnacks((current) => current.filter((s) => s.id !== id)), []);
  const api = useMemo<SnackbarApi>(
    () => ({ show: (type, message) => setSnacks((current) => [...current, { id: nextId++, type, message }]) }),
    [],
  );

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Box
        position="fixed"
        insetX="0"
        bottom={{ base: "20", md: "6" }}
        zIndex="toast"
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap="2"
        px="4"
        pointerEvents="none"
        aria-live="polite"
      >
        {snacks.map((snack) => (
          <SnackbarItem key={snack.id} snack={snack} onDismiss={dismiss} />
        ))}
      </Box>
    </SnackbarContext.Provider>
  );
}

function SnackbarItem({ snack, onDismiss }: { snack: Snack; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(snack.id), SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [snack.id, onDismiss]);
  return (
    <HStack
      role={snack.type === "error" ? "alert" : "status"}
      data-snackbar={snack.type}
      bg={snack.type === "success" ? brand.success : brand.error}
      color="white"
      borderRadius="md"
      boxShadow="lg"
      px="4"
      py="3"
      maxW="md"
      w="full"
      pointerEvents="auto"
      justify="space-between"
      animation={`snackbar-hide 1ms step-end ${SNACKBAR_AUTO_HIDE_MS}ms forwards`}
    >
      <Text fontSize="sm" fontWeight="medium">
        {snack.message}
      </Text>
      <CloseButton size="xs" color="white" aria-label="Dismiss" onClick={() => onDismiss(snack.id)} _hover={{ bg: "whiteAlpha.300" }} />
    </HStack>
  );
}
