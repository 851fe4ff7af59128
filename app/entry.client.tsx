import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { NonceProvider } from "~/ui/nonce";

// The server put the CSP nonce on its scripts; Emotion's style tags inserted from now on need it.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
const emotionCache = createCache({ key: "css", nonce });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* The browser hides nonce attributes (they read as ""): render them as "" to match. */}
      <NonceProvider value="">
        <CacheProvider value={emotionCache}>
          <HydratedRouter />
        </CacheProvider>
      </NonceProvider>
    </StrictMode>,
  );
});
