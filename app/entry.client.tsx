import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { NonceProvider } from "#app/ui/nonce.tsx";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* The browser hides nonce attributes (they read as ""): render them as "" to match. */}
      <NonceProvider value="">
        {/* Emotion's cache (with the nonce for its style tags) comes with Chakra: app/ui/chakra.tsx. */}
        <HydratedRouter />
      </NonceProvider>
    </StrictMode>,
  );
});
