import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsBatch } from 'shared-contracts';
import type { TimedAnalyticsInput } from 'shared-client';
import {
  AnalyticsLogger,
  DATA_LOSS_INTERVAL_MS,
  DATA_LOSS_MAX_RUNS,
  FLUSH_INTERVAL_MS,
  IMMEDIATE_FLUSH_MS,
  type AnalyticsTransport,
} from './logger.js';

let sent: AnalyticsBatch[];
let beaconed: AnalyticsBatch[];
let failNext: boolean;
let deviceIdCalls: number;
let logger: AnalyticsLogger;

const transport: AnalyticsTransport = {
  send: (batch) => {
    sent.push(batch);
    return failNext ? Promise.reject(new Error('offline')) : Promise.resolve();
  },
  beacon: (batch) => {
    beaconed.push(batch);
    return true;
  },
};

function input(event = 'page_view', extra: Partial<TimedAnalyticsInput> = {}): TimedAnalyticsInput {
  return { event, category: 'navigation', time: 1, ...extra };
}

const sentNames = () => sent.flatMap((batch) => batch.events.map((event) => event.event));

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  beaconed = [];
  failNext = false;
  deviceIdCalls = 0;
  logger = new AnalyticsLogger({
    transport,
    deviceId: () => {
      deviceIdCalls += 1;
      return 'device-test-01';
    },
    sessionIds: () => ({ waterfallId: 'waterfall-01', eventRequestId: 'request-01' }),
    accessFlowVersion: () => 'F2_FLOW',
  });
});
afterEach(() => {
  logger.stopTimers();
  vi.useRealTimers();
});

describe('AnalyticsLogger before consent', () => {
  it('sends nothing and writes no device id while the visitor has not chosen', () => {
    logger.log(input());
    logger.log(input('like', { immediate: true }));
    vi.advanceTimersByTime(10 * FLUSH_INTERVAL_MS);
    logger.flushWithBeacon();
    expect(sent).toEqual([]);
    expect(beaconed).toEqual([]);
    expect(deviceIdCalls).toBe(0);
  });

  it('sends the waiting events once analytics is allowed, with the session ids', () => {
    logger.log(input('page_view'));
    logger.log(input('like', { immediate: true }));
    logger.setAllowed(true);
    vi.advanceTimersByTime(IMMEDIATE_FLUSH_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ device_id: 'device-test-01' });
    expect(sent[0]!.events.map((e) => [e.event, e.waterfall_id, e.event_request_id, e.access_flow_version])).toEqual([
      ['page_view', 'waterfall-01', 'request-01', 'F2_FLOW'],
      ['like', 'waterfall-01', 'request-01', 'F2_FLOW'],
    ]);
  });

  it('drops everything after a refusal, and every later event', () => {
    logger.log(input());
    logger.setAllowed(false);
    logger.log(input('like', { immediate: true }));
    vi.advanceTimersByTime(10 * FLUSH_INTERVAL_MS);
    logger.flushWithBeacon();
    expect(sent).toEqual([]);
    expect(beaconed).toEqual([]);
    expect(deviceIdCalls).toBe(0);
  });

  it('stops sending when consent is withdrawn later', () => {
    logger.setAllowed(true);
    logger.log(input());
    logger.setAllowed(false);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sent).toEqual([]);
  });
});

describe('AnalyticsLogger batching', () => {
  beforeEach(() => logger.setAllowed(true));

  it('flushes an ordinary event after 60 s, not before', () => {
    logger.log(input());
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sentNames()).toEqual(['page_view']);
  });

  it('flushes within 1 s of an immediate event, taking the ordinary ones along', () => {
    logger.log(input('page_view'));
    vi.advanceTimersByTime(5_000);
    logger.log(input('wall_impression', { immediate: true }));
    vi.advanceTimersByTime(IMMEDIATE_FLUSH_MS);
    expect(sent).toHaveLength(1);
    expect(sentNames()).toEqual(['page_view', 'wall_impression']);
  });

  it('flushes at once when the batch reaches about 5 KB', () => {
    const data = { text: 'x'.repeat(290) };
    let count = 0;
    while (sent.length === 0 && count < 100) {
      logger.log(input('search', { data }));
      count += 1;
    }
    expect(sent).toHaveLength(1);
    const bytes = JSON.stringify(sent[0]!.events).length;
    expect(bytes).toBeGreaterThanOrEqual(5_000);
    expect(bytes).toBeLessThan(5_500);
  });

  it('uses sendBeacon for what is batched when the page is hidden', () => {
    logger.log(input());
    logger.flushWithBeacon();
    expect(beaconed.flatMap((b) => b.events.map((e) => e.event))).toEqual(['page_view']);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sent).toEqual([]);
  });
});

describe('AnalyticsLogger data-loss timer', () => {
  it('counts events that could not be sent in an event of their own, every 60 s, at most 40 times', async () => {
    logger.setAllowed(true);
    failNext = true;
    logger.log(input('like', { immediate: true }));
    await vi.advanceTimersByTimeAsync(IMMEDIATE_FLUSH_MS);
    failNext = false;
    await vi.advanceTimersByTimeAsync(DATA_LOSS_INTERVAL_MS - IMMEDIATE_FLUSH_MS);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    const loss = sent.flatMap((b) => b.events).find((e) => e.event === 'analytics_data_loss');
    expect(loss?.extra_client_data).toEqual({ lost_events: 1 });

    // After its 40th run the timer is gone: a later loss is not reported.
    await vi.advanceTimersByTimeAsync(DATA_LOSS_INTERVAL_MS * (DATA_LOSS_MAX_RUNS - 2));
    failNext = true;
    logger.log(input('like', { immediate: true }));
    await vi.advanceTimersByTimeAsync(IMMEDIATE_FLUSH_MS);
    failNext = false;
    const before = sent.length;
    await vi.advanceTimersByTimeAsync(DATA_LOSS_INTERVAL_MS * 3);
    expect(sent.length).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
  });
});
