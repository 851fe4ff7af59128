import { useEffect, useState } from "react";

/** False during server rendering and hydration, true once the page runs JavaScript. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
