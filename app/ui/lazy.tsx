import { type ComponentType, lazy, memo, Suspense } from "react";

/** On the server: the lazy components' modules still being loaded. */
const loading = new Set<Promise<unknown>>();

/**
 * Resolves once every lazy component's module that has begun loading on the server is there.
 * The server awaits it before rendering a page (entry.server.tsx): a route module is loaded at
 * its first request, and its dialogs with it, which must be in that first page's HTML too.
 */
export async function lazyComponentsReady(): Promise<void> {
  while (loading.size) await Promise.allSettled([...loading]);
}

/**
 * A component whose code the browser loads only once it is rendered: a dialog (its form, Zod,
 * Chakra) that most pages show closed (decision 139).
 *
 * The server has the code before it renders (the import is begun when the module that defines
 * the component loads, and the server waits for it: `lazyComponentsReady`), so it renders the
 * component at once, in the page's HTML: a dialog opened from its URL works without JavaScript
 * as before. In the browser the component is `React.lazy` inside its own `Suspense` boundary:
 * while hydrating, a boundary whose code has not arrived keeps the server's HTML (its form still
 * posts) and is hydrated when the code comes; on a later navigation nothing shows until it comes
 * (a moment).
 *
 * While a boundary waits for its code, an urgent (non-transition) update of a context above it
 * makes React give up its server HTML and render it afresh, losing what was typed in it: state
 * that reaches the page through a context (the live status, use-live-updates.tsx) is set in a
 * transition; React Router's own updates are transitions.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  if (import.meta.env.SSR) {
    let loaded: ComponentType<Props> | null = null;
    const ready = load().then((module) => {
      loaded = module.default;
      return module;
    });
    loading.add(ready);
    const done = () => loading.delete(ready);
    ready.then(done, done);
    const Pending = lazy(() => ready);
    // The same Suspense boundary as in the browser, so the HTML hydrates as it is.
    return function ServerComponent(props: Props) {
      const Component = loaded ?? Pending;
      return (
        <Suspense fallback={null}>
          <Component {...(props as Props & React.JSX.IntrinsicAttributes)} />
        </Suspense>
      );
    };
  }
  const Lazy = lazy(load);
  // Memoised: a boundary still waiting for its code that gets new props (the router renders the
  // page again once hydrated) would give up the server's HTML and render afresh, losing what was
  // typed in it; with the same props it does not update, and hydrates when the code comes.
  return memo(function ClientComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as Props & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  });
}
