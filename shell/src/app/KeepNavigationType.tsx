import { useMemo, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, type NavigationType } from 'react-router';

/**
 * Gives a page the way it was really reached. `<Routes location>`, which the post overlay needs
 * (the page below keeps rendering), tells everything under it that every navigation was a POP,
 * so the home feed restored its place even after a link to it
 * (docs/behaviour/feed.md#reading-the-feed). The page keeps the location `<Routes>` chose.
 */
export function KeepNavigationType({ type, children }: { type: NavigationType; children: ReactNode }) {
  const location = useLocation();
  const value = useMemo(() => ({ location, navigationType: type }), [location, type]);
  return <UNSAFE_LocationContext.Provider value={value}>{children}</UNSAFE_LocationContext.Provider>;
}
