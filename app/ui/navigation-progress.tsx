import { useNavigation } from "react-router";

/**
 * A thin bar at the top of the window while a page is on its way (JavaScript on: a navigation or
 * a form sent). It shows only after a short delay (CSS), so quick pages do not flicker, and
 * it is decorative: the page's own busy buttons say what is happening.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return <div className="jl-progress" data-busy={busy ? "" : undefined} aria-hidden="true" />;
}
