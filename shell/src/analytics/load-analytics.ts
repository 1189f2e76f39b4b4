import { connectAnalyticsSink, fetchCookieConsent } from 'shared-client';
import { type CookieControl } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import type { startAnalytics } from 'shared-client/analytics';
import { afterFirstScreen } from '../consent/after-first-screen';

/** The analytics device cookie (shared-client/analytics writes it only while analytics is allowed). */
const ANALYTICS_DEVICE_COOKIE = 'lumen_aid';

export interface AnalyticsLoading {
  load: () => Promise<{ startAnalytics: typeof startAnalytics }>;
  fetchConsent: typeof fetchCookieConsent;
  hasDeviceCookie: () => boolean;
  /** Resolves once the first screen has been drawn. */
  afterFirstScreen: () => Promise<void>;
}

const browserLoading: AnalyticsLoading = {
  load: () => import('shared-client/analytics'),
  fetchConsent: fetchCookieConsent,
  hasDeviceCookie: () => document.cookie.split('; ').some((pair) => pair.startsWith(`${ANALYTICS_DEVICE_COOKIE}=`)),
  afterFirstScreen,
};

/**
 * Starts the analytics logger from its own chunk (`shared-client/analytics`) once analytics
 * cookies are allowed, and not before: a page whose visitor allowed only essential cookies never
 * downloads it (docs/behaviour/analytics.md#loading). Events reported meanwhile wait in the main
 * entry; a refusal drops them, as the logger itself would. The logger still loads at once when the
 * analytics device cookie is present, so a withdrawn choice removes it. A failed load only costs
 * the analytics. Neither the look-up of the choice nor the chunk goes out before the first screen
 * has been drawn (docs/performance.md#after-the-first-screen); events wait meanwhile as above.
 */
export function loadAnalytics(consentRequired: boolean, loading: AnalyticsLoading = browserLoading): void {
  let started = false;
  // The latest choice: one made while the chunk downloads is the one the logger starts with.
  let latest: readonly CookieControl[] | undefined;
  const start = (): void => {
    if (started) return;
    started = true;
    loading.load().then(
      ({ startAnalytics }) => {
        // From here on the logger listens to consent-changed itself.
        eventBus.off('consent-changed', onConsent);
        startAnalytics({ consentRequired, controls: latest });
      },
      (error: unknown) => console.warn('[shell] analytics did not load', error),
    );
  };
  const decide = (controls: readonly CookieControl[]): void => {
    latest = controls;
    if (controls.includes('analytics')) start();
    else if (!started) connectAnalyticsSink(() => undefined);
  };
  const onConsent = ({ optedInControls }: { optedInControls: readonly CookieControl[] }): void =>
    decide(optedInControls);

  eventBus.on('consent-changed', onConsent);
  void loading.afterFirstScreen().then(() => {
    if (loading.hasDeviceCookie()) return start();
    // A choice made meanwhile has decided already.
    if (consentRequired || latest !== undefined) return;
    loading.fetchConsent().then(
      ({ consent }) => {
        if (latest === undefined && consent) decide(consent.opted_in_controls);
      },
      // Unknown: the logger decides, as it did before this deferral.
      () => start(),
    );
  });
}
