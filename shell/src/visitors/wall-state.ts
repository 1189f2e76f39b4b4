import { useSyncExternalStore } from 'react';
import type { VisitorSurface } from 'shared-contracts';
import { countImpression } from './impression-counter';

/** The page the visitor is on (as counted) and whether the content wall covers it. */
export interface WallState {
  pageKey: string | null;
  walled: boolean;
}

let state: WallState = { pageKey: null, walled: false };
const listeners = new Set<() => void>();

function setState(next: WallState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Records that the visitor is on a page: a new counted page is an impression of each of its
 * surfaces (docs/behaviour/logged-out.md#impression-limits). The same page again (a re-render, a
 * profile's tab switch) counts nothing; a page that does not count (null) clears the wall.
 */
export function visitPage(
  pageKey: string | null,
  surfacesAfter: (previousKey: string | null) => readonly VisitorSurface[],
): void {
  if (pageKey === state.pageKey) return;
  // What a visit counts as may depend on the page before it (a chained post).
  const surfaces = surfacesAfter(state.pageKey);
  setState({ pageKey, walled: false });
  if (!pageKey) return;
  const outcomes = surfaces.map((surface) => countImpression(surface));
  if (outcomes.some((o) => o.walledLocally)) setState({ pageKey, walled: true });
  void Promise.all(outcomes.map((o) => o.walled)).then((answers) => {
    // The visitor may have moved on while the server answered.
    if (state.pageKey === pageKey) setState({ pageKey, walled: answers.some(Boolean) });
  });
}

/** The wall state, re-rendering when it changes. */
export function useWallState(): WallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
