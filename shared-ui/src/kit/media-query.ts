import { useCallback, useSyncExternalStore } from 'react';
import { BOTTOM_NAV_MAX_WIDTH, DIALOG_MOBILE_MAX_WIDTH, NAV_LABELS_MIN_WIDTH, type PageLayout } from 'shared-contracts';

/**
 * The product's layout breakpoints as media queries, named once (docs/constants.md#interface).
 * The strings are exact: "up to 767 px" and "from 768 px" split the page with no gap or overlap.
 * CSS modules repeat the same numbers in their `@media` rules (CSS cannot read these).
 */
export const MEDIA_QUERIES = {
  /** The phone layout: up to 767 px, where navigation is the bottom bar. */
  phone: `(max-width: ${BOTTOM_NAV_MAX_WIDTH}px)`,
  /** Anything wider than a phone: from 768 px, with the left navigation. */
  desktop: `(min-width: ${BOTTOM_NAV_MAX_WIDTH + 1}px)`,
  /** From 768 to 1263 px the left navigation shows icons without labels (docs/behaviour/shell-chrome.md#tooltips). */
  iconOnlyNav: `(min-width: ${BOTTOM_NAV_MAX_WIDTH + 1}px) and (max-width: ${NAV_LABELS_MIN_WIDTH - 1}px)`,
  /** Up to 564 px dialogs take their mobile layout. */
  narrowDialog: `(max-width: ${DIALOG_MOBILE_MAX_WIDTH}px)`,
} as const;

/** What each breakpoint answers in each layout the server draws (a phone's width, a wide desktop's). */
const ANSWERS_IN_LAYOUT: Record<PageLayout, Record<string, boolean>> = {
  phone: {
    [MEDIA_QUERIES.phone]: true,
    [MEDIA_QUERIES.desktop]: false,
    [MEDIA_QUERIES.iconOnlyNav]: false,
    [MEDIA_QUERIES.narrowDialog]: true,
  },
  desktop: {
    [MEDIA_QUERIES.phone]: false,
    [MEDIA_QUERIES.desktop]: true,
    [MEDIA_QUERIES.iconOnlyNav]: false,
    [MEDIA_QUERIES.narrowDialog]: false,
  },
};

/** The layout the page's markup was drawn in; null where no layout was chosen (no server render). */
let drawnLayout: PageLayout | null = null;

/**
 * Says which layout the server draws this page in, or drew the markup the browser is about to take
 * over in: until hydration ends, every breakpoint answers as in that layout, so the browser's first
 * render matches the markup, then moves to what its window matches
 * (docs/performance.md#a-phone-gets-the-phone-layout-from-the-server).
 */
export function setDrawnLayout(layout: PageLayout | null): void {
  drawnLayout = layout;
}

/** The answer a breakpoint gives in the drawn layout, else `unknown`. */
function answerInDrawnLayout(query: string, unknown: boolean): boolean {
  return (drawnLayout && ANSWERS_IN_LAYOUT[drawnLayout][query]) ?? unknown;
}

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether `query` matches now (outside React). `unknown` is the answer where there is no window to
 * ask (server rendering, a test environment without matchMedia).
 */
export function matchesMediaQuery(query: string, unknown = false): boolean {
  return mediaList(query)?.matches ?? unknown;
}

/**
 * Whether `query` matches, re-rendering when the window crosses it. Read synchronously on the first
 * render, so a layout chosen in code has its final shape at once instead of jumping after an effect.
 */
export function useMediaQuery(query: string, unknown = false): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMediaQuery(query, unknown),
    () => answerInDrawnLayout(query, unknown),
  );
}
