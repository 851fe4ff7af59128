import { AppHeader, type Viewer } from "./app-header.tsx";
import { NavigationProgress } from "./navigation-progress.tsx";

// Plain elements with the static `jl-shell` / `jl-columns` classes of static-classes.ts: the shell is on
// every page, and Chakra's Box with style props costs a style resolution per render.

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
    <div className="jl-shell">
      <NavigationProgress />
      <AppHeader viewer={viewer} counts={counts} />
      <main className="jl-shell__main">{children}</main>
    </div>
  );
}

/** The profile layout's two columns: wide content, and a side column on large screens. */
export function ProfileColumns({ main, side }: { main: React.ReactNode; side?: React.ReactNode }) {
  return (
    <div className={side ? "jl-columns jl-columns--side" : "jl-columns"}>
      <div>{main}</div>
      {side ? <aside>{side}</aside> : null}
    </div>
  );
}
