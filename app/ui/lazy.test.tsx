import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyComponent, lazyComponentsReady } from "./lazy.tsx";

describe("lazyComponent on the server", () => {
  it("is in the HTML at once, inside the Suspense boundary the browser hydrates, once the server awaited the modules", async () => {
    expect(import.meta.env.SSR).toBe(true);
    let resolveModule!: (module: { default: (props: { name: string }) => React.ReactNode }) => void;
    const Dialog = lazyComponent<{ name: string }>(() => new Promise((resolve) => (resolveModule = resolve)));
    // Still loading: a server render must not start before (entry.server.tsx awaits this).
    let ready = false;
    const waiting = lazyComponentsReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    resolveModule({ default: ({ name }) => <p>Hello {name}</p> });
    await waiting;
    expect(renderToString(<Dialog name="Asha" />)).toBe("<!--$--><p>Hello <!-- -->Asha</p><!--/$-->");
  });
});
