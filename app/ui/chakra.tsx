/**
 * Chakra UI and its Emotion cache, for the parts of the app that use Chakra components: the
 * `layouts/chakra.tsx` layout route around the pages that render them, and the dialogs loaded
 * when they open (`lazyComponent`, decision 139), which bring their own. Not in the root nor the
 * app layout: `/login`, the error screens, the snackbar, the header and the pages without Chakra
 * components (a job, a profile) are plain elements with static classes, so they carry neither
 * Chakra nor Emotion (issue 9).
 *
 * The Emotion cache takes the CSP nonce: on the server the request's (NonceProvider), in the
 * browser the one the server put on its scripts (the browser hides it from attributes, not from
 * the `nonce` property). One cache per server render, one for the browser's lifetime.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ChakraProvider } from "@chakra-ui/react";
import { useMemo } from "react";
import { useNonce } from "./nonce.tsx";
import { renderSystem } from "./theme.ts";

let browserCache: EmotionCache | undefined;

function emotionCache(serverNonce: string | undefined): EmotionCache {
  if (typeof document === "undefined") return createCache({ key: "css", nonce: serverNonce || undefined });
  browserCache ??= createCache({
    key: "css",
    nonce: document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined,
  });
  return browserCache;
}

export function Chakra({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const cache = useMemo(() => emotionCache(nonce), [nonce]);
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={renderSystem}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
