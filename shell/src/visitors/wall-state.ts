import { createValueStore, useValueStore } from 'shared-ui';
import type { VisitorSurface } from 'shared-contracts';
import { countImpression } from './impression-counter';

/** The page the visitor is on (as counted) and whether the content wall covers it. */
export interface WallState {
  pageKey: string | null;
  walled: boolean;
}

const wallState = createValueStore<WallState>({ pageKey: null, walled: false });

/**
 * Records that the visitor is on a page: a new counted page is an impression of each of its
 * surfaces (docs/behaviour/logged-out.md#impression-limits). The same page again (a re-render, a
 * profile's tab switch) counts nothing; a page that does not count (null) clears the wall.
 */
export function visitPage(
  pageKey: string | null,
  surfacesAfter: (previousKey: string | null) => readonly VisitorSurface[],
): void {
  if (pageKey === wallState.getValue().pageKey) return;
  // What a visit counts as may depend on the page before it (a chained post).
  const surfaces = surfacesAfter(wallState.getValue().pageKey);
  wallState.setValue({ pageKey, walled: false });
  if (!pageKey) return;
  const outcomes = surfaces.map((surface) => countImpression(surface));
  if (outcomes.some((o) => o.walledLocally)) wallState.setValue({ pageKey, walled: true });
  void Promise.all(outcomes.map((o) => o.walled)).then((answers) => {
    // The visitor may have moved on while the server answered.
    if (wallState.getValue().pageKey === pageKey) wallState.setValue({ pageKey, walled: answers.some(Boolean) });
  });
}

/** The wall state, re-rendering when it changes. */
export function useWallState(): WallState {
  return useValueStore(wallState);
}
