/**
 * When the first screen has been drawn, for what it does not need: the cookie dialog's remote and
 * the analytics logger load after it, not beside it (docs/performance.md#after-the-first-screen).
 */

/** The longest wait on a page that preloads its first photo (ms from the first call). */
export const PHOTO_WAIT_MAX_MS = 5000;

/** The longest wait on any other page, such as the login page, which has no photo (ms). */
export const SCREEN_WAIT_MAX_MS = 2000;

/** What the wait watches; the browser's by default, stand-ins in tests. */
export interface FirstScreenSignals {
  /** Resolves once an image (or a video's poster) has been painted. */
  imagePainted: () => Promise<void>;
  /** Whether the page preloads its first photo (the server writes that only for such pages). */
  preloadsPhoto: () => boolean;
  delay: (ms: number) => Promise<void>;
}

const browserSignals: FirstScreenSignals = {
  // The browser reports each new largest element once painted; one with a URL is an image. A
  // browser without these entries ignores the type, and the longest wait decides.
  imagePainted: () =>
    new Promise((resolve) =>
      new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).url)) resolve();
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    ),
  preloadsPhoto: () => document.querySelector('link[rel=preload][as=image]') !== null,
  delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Resolves once the first screen's photo has been painted, or when the wait runs out: a page
 * without a photo, or whose photo fails, still gets what waits.
 */
export function watchFirstScreen(signals: FirstScreenSignals): Promise<void> {
  return Promise.race([
    signals.imagePainted(),
    signals.delay(signals.preloadsPhoto() ? PHOTO_WAIT_MAX_MS : SCREEN_WAIT_MAX_MS),
  ]);
}

let firstScreen: Promise<void> | undefined;

/** The page's one wait, started by its first caller (the shell's first render). */
export function afterFirstScreen(): Promise<void> {
  return (firstScreen ??= watchFirstScreen(browserSignals));
}
