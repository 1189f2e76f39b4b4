/**
 * The layout a page is first drawn in before the browser can measure its window
 * (docs/performance.md#a-phone-gets-the-phone-layout-from-the-server). The server cannot see the
 * width, so it guesses from the device: a phone gets the phone layout (bottom bar, stacked post),
 * anything else the wide desktop layout. The browser hydrates with the same guess and then moves to
 * what its window really matches.
 */
export type PageLayout = 'phone' | 'desktop';

/** Phones and small tablets name themselves in the user agent ("Mobi" is Mozilla's advice). */
const MOBILE_USER_AGENT = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone/i;

/**
 * The layout to draw for a device, from the low-entropy client hint `Sec-CH-UA-Mobile` ("?1" or
 * "?0", sent by Chromium-based browsers) and else the user agent.
 */
export function pageLayoutFor(device: { mobileHint?: string | undefined; userAgent?: string | undefined }): PageLayout {
  if (device.mobileHint === '?1') return 'phone';
  if (device.mobileHint === '?0') return 'desktop';
  return device.userAgent && MOBILE_USER_AGENT.test(device.userAgent) ? 'phone' : 'desktop';
}

/** Whether a string is a layout name (from a root attribute, say). */
export function isPageLayout(value: unknown): value is PageLayout {
  return value === 'phone' || value === 'desktop';
}
