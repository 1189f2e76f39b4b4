// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsBatch } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { logEvent, logImpression } from 'shared-client';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { startAnalytics, type RunningAnalytics } from './start.js';
import { ANALYTICS_DEVICE_COOKIE } from './client-ids.js';
import { FLUSH_INTERVAL_MS } from './logger.js';

let api: FakeApi;
let sent: AnalyticsBatch[];
let beaconed: AnalyticsBatch[];
let analytics: RunningAnalytics | null = null;

function start(consentRequired: boolean): RunningAnalytics {
  analytics = startAnalytics({
    consentRequired,
    transport: {
      send: (batch) => {
        sent.push(batch);
        return Promise.resolve();
      },
      beacon: (batch) => {
        beaconed.push(batch);
        return true;
      },
    },
  });
  return analytics;
}

const hasAnalyticsCookie = () => document.cookie.split(/;\s*/).some((c) => c.startsWith(`${ANALYTICS_DEVICE_COOKIE}=`));
const names = (batches: AnalyticsBatch[]) => batches.flatMap((b) => b.events.map((e) => e.event));

beforeEach(() => {
  api = installFakeApi();
  sent = [];
  beaconed = [];
  sessionStorage.clear();
  document.cookie = `${ANALYTICS_DEVICE_COOKIE}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  analytics?.stop();
  analytics = null;
  api.restore();
  vi.useRealTimers();
});

describe('analytics consent gating (docs/behaviour/consent.md#optional-cookies)', () => {
  it('before a choice: queues events, writes no cookie, sends nothing, even on page hide', () => {
    vi.useFakeTimers();
    logEvent({ event: 'page_view', category: 'navigation' });
    start(true);
    logImpression('login_wall');
    vi.advanceTimersByTime(2 * FLUSH_INTERVAL_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
    expect(beaconed).toEqual([]);
    expect(hasAnalyticsCookie()).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('after consent to analytics: writes the device cookie and sends the queued events', () => {
    vi.useFakeTimers();
    start(true);
    logEvent({ event: 'page_view', category: 'navigation' });
    eventBus.emit('consent-changed', { acceptOnlyEssential: false, optedInControls: ['analytics'] });
    expect(hasAnalyticsCookie()).toBe(true);
    logImpression('content_wall');
    vi.advanceTimersByTime(1_000);
    expect(names(sent)).toEqual(['page_view', 'content_wall_impression']);
  });

  it('after declining optional cookies (or allowing others only): no cookie, nothing sent, ever', () => {
    vi.useFakeTimers();
    start(true);
    logEvent({ event: 'page_view', category: 'navigation' });
    eventBus.emit('consent-changed', { acceptOnlyEssential: false, optedInControls: ['advertising'] });
    logImpression('login_wall');
    eventBus.emit('media-like-changed', { mediaId: '1', hasLiked: true, likeCount: 1 });
    vi.advanceTimersByTime(2 * FLUSH_INTERVAL_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
    expect(beaconed).toEqual([]);
    expect(hasAnalyticsCookie()).toBe(false);
  });

  it('withdrawing consent from the cookie settings deletes the cookie', () => {
    start(true);
    eventBus.emit('consent-changed', { acceptOnlyEssential: false, optedInControls: ['analytics'] });
    expect(hasAnalyticsCookie()).toBe(true);
    eventBus.emit('consent-changed', { acceptOnlyEssential: true, optedInControls: [] });
    expect(hasAnalyticsCookie()).toBe(false);
  });

  it('with a choice already recorded, asks the server for it and follows it', async () => {
    api.on('GET', '/cookie/consent/', {
      status: 'ok',
      consent: {
        accept_only_essential: false,
        consent_to_everything: true,
        opted_in_controls: ['analytics'],
        decided_at: 1,
      },
    });
    start(false);
    eventBus.emit('comment-added', { mediaId: '7', commentCount: 2 });
    await vi.waitFor(() => expect(hasAnalyticsCookie()).toBe(true), { timeout: 10_000 });
    window.dispatchEvent(new Event('pagehide'));
    expect(names(beaconed)).toEqual(['comment']);
  });
});
