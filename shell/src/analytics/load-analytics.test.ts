import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectAnalyticsSink, logEvent } from 'shared-client';
import { type CookieControl, type CookieConsent } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { loadAnalytics, type AnalyticsLoading } from './load-analytics';

/**
 * A loading seam whose chunk is a spy, and whose recorded choice is `controls` (null: none yet).
 * The first screen is drawn at once unless `firstScreen` says when.
 */
function loading(
  controls: readonly CookieControl[] | null,
  deviceCookie = false,
  firstScreen: Promise<void> = Promise.resolve(),
) {
  const startAnalytics = vi.fn();
  const seam: AnalyticsLoading = {
    afterFirstScreen: () => firstScreen,
    load: vi.fn(async () => ({ startAnalytics })),
    fetchConsent: vi.fn(async () => ({
      consent: controls ? ({ opted_in_controls: controls } as unknown as CookieConsent) : null,
    })),
    hasDeviceCookie: () => deviceCookie,
  };
  return { seam, startAnalytics };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  eventBus.all.clear();
  connectAnalyticsSink(null);
});

describe('loadAnalytics (docs/behaviour/analytics.md#loading)', () => {
  it('never downloads the logger for a recorded choice of essential cookies only, and drops held events', async () => {
    const { seam } = loading([]);
    logEvent({ event: 'page_view', category: 'navigation' });
    loadAnalytics(false, seam);
    await settle();
    expect(seam.load).not.toHaveBeenCalled();
    // Allowed later on this page: the logger starts with the new choice, without the earlier events.
    const received: unknown[] = [];
    eventBus.emit('consent-changed', { acceptOnlyEssential: false, optedInControls: ['analytics'] });
    await settle();
    expect(seam.load).toHaveBeenCalledTimes(1);
    connectAnalyticsSink((input) => received.push(input));
    expect(received).toEqual([]);
  });

  it('starts the logger with the recorded choice when it allows analytics', async () => {
    const { seam, startAnalytics } = loading(['analytics']);
    loadAnalytics(false, seam);
    await settle();
    expect(startAnalytics).toHaveBeenCalledWith({ consentRequired: false, controls: ['analytics'] });
  });

  it('waits for the dialog when no choice is recorded, and loads only for a choice allowing analytics', async () => {
    const { seam, startAnalytics } = loading(null);
    loadAnalytics(true, seam);
    await settle();
    expect(seam.fetchConsent).not.toHaveBeenCalled();
    eventBus.emit('consent-changed', { acceptOnlyEssential: true, optedInControls: [] });
    await settle();
    expect(seam.load).not.toHaveBeenCalled();
    eventBus.emit('consent-changed', { acceptOnlyEssential: false, optedInControls: ['analytics'] });
    eventBus.emit('consent-changed', { acceptOnlyEssential: false, optedInControls: ['analytics'] });
    await settle();
    expect(seam.load).toHaveBeenCalledTimes(1);
    expect(startAnalytics).toHaveBeenCalledWith({ consentRequired: true, controls: ['analytics'] });
  });

  it('starts the logger with the latest choice when it changed while the chunk downloaded', async () => {
    const { seam, startAnalytics } = loading(null);
    loadAnalytics(true, seam);
    eventBus.emit('consent-changed', { acceptOnlyEssential: false, optedInControls: ['analytics'] });
    eventBus.emit('consent-changed', { acceptOnlyEssential: true, optedInControls: [] });
    await settle();
    expect(startAnalytics).toHaveBeenCalledWith({ consentRequired: true, controls: [] });
  });

  it('loads the logger when the analytics device cookie is there, so a refusal removes it', async () => {
    const { seam, startAnalytics } = loading([], true);
    loadAnalytics(false, seam);
    await settle();
    expect(startAnalytics).toHaveBeenCalledWith({ consentRequired: false, controls: undefined });
  });

  it('neither looks the choice up nor loads the logger before the first screen is drawn', async () => {
    let drawn = (): void => undefined;
    const firstScreen = new Promise<void>((resolve) => (drawn = resolve));
    const recorded = loading(['analytics'], false, firstScreen);
    const withCookie = loading([], true, firstScreen);
    loadAnalytics(false, recorded.seam);
    loadAnalytics(false, withCookie.seam);
    await settle();
    expect(recorded.seam.fetchConsent).not.toHaveBeenCalled();
    expect(recorded.seam.load).not.toHaveBeenCalled();
    expect(withCookie.seam.load).not.toHaveBeenCalled();
    drawn();
    await settle();
    expect(recorded.startAnalytics).toHaveBeenCalledWith({ consentRequired: false, controls: ['analytics'] });
    expect(withCookie.startAnalytics).toHaveBeenCalledWith({ consentRequired: false, controls: undefined });
  });
});
