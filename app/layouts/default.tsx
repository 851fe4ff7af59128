import { Outlet } from "react-router";
import type { Route } from "./+types/default";
import { AppShell } from "~/ui/app-shell";
import { loadViewer } from "~/viewer.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { viewer: await loadViewer(context) };
}

/** The default layout (DESIGN.md "How it looks and moves"). */
export default function Layout({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell viewer={loaderData.viewer}>
      <Outlet />
    </AppShell>
  );
}
