import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isPageLayout } from 'shared-contracts';
import { setDrawnLayout } from 'shared-ui';
import { dropEarlyClicks, markScreenReady } from './screen-ready';

/** The longest a press on a server-drawn button waits for its screen's code (ms). */
const EARLY_CLICKS_MAX_HOLD_MS = 10_000;

/** What the server rendered the page's root for (attributes it writes on the root). */
export interface ServerRenderedFacts {
  locale: string;
  viewerId: string;
}

/** The server's facts about the root's markup; null when the root came empty. */
export function serverRenderedFacts(element: HTMLElement): ServerRenderedFacts | null {
  if (!element.hasAttribute('data-server-rendered')) return null;
  return { locale: element.dataset.locale ?? '', viewerId: element.dataset.viewer ?? '' };
}

/**
 * Draws the application into the page's root. Markup the server rendered for this browser's
 * language and viewer is taken over as it is (hydrated: the photo already on screen stays, nothing
 * is drawn twice); markup rendered for another (a language chosen in this browser, a session that
 * changed since) is replaced by a fresh render (docs/performance.md#the-first-screen-is-rendered-on-the-server).
 */
export function renderPageRoot(
  element: HTMLElement,
  app: ReactNode,
  current: { locale: string; viewerId: string | null },
  render: (draw: () => void) => void = (draw) => draw(),
): void {
  const facts = serverRenderedFacts(element);
  const matches = facts !== null && facts.locale === current.locale && facts.viewerId === (current.viewerId ?? '');
  if (matches) {
    // The breakpoints answer as in the layout the markup was drawn in until it is taken over.
    setDrawnLayout(isPageLayout(element.dataset.layout) ? element.dataset.layout : null);
    render(() => hydrateRoot(element, app));
    // Held presses are let go anyway if no screen says it is ready (a screen that failed to load).
    window.setTimeout(markScreenReady, EARLY_CLICKS_MAX_HOLD_MS);
    return;
  }
  if (facts) element.replaceChildren();
  const root = createRoot(element);
  render(() => root.render(app));
  dropEarlyClicks();
}
