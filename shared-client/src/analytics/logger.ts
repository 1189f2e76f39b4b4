import type { AccessFlowVersion, AnalyticsBatch, AnalyticsEvent } from 'shared-contracts';
import type { TimedAnalyticsInput } from 'shared-client';

/** Flush once the batch holds about this many bytes of JSON (docs/constants.md#analytics). */
export const FLUSH_BYTES = 5_000;
/** Otherwise flush this long after the first event of a batch. */
export const FLUSH_INTERVAL_MS = 60_000;
/** An immediate event is sent within this time. */
export const IMMEDIATE_FLUSH_MS = 1_000;
/** The data-loss timer's period and how many times it runs at most. */
export const DATA_LOSS_INTERVAL_MS = 60_000;
export const DATA_LOSS_MAX_RUNS = 40;
/** Events kept while the visitor has not chosen yet; later ones are dropped. */
export const WAITING_LIMIT = 500;
/** Events per request: the server's cap (ANALYTICS_BATCH_MAX_EVENTS). */
const MAX_EVENTS_PER_REQUEST = 100;

/** How batches leave the browser. */
export interface AnalyticsTransport {
  /** A normal request; rejects when the server did not take the batch. */
  send(batch: AnalyticsBatch): Promise<void>;
  /** navigator.sendBeacon while the page goes away; false when the browser refused to queue it. */
  beacon(batch: AnalyticsBatch): boolean;
}

export interface AnalyticsLoggerOptions {
  transport: AnalyticsTransport;
  /** The analytics device id (writes the optional cookie): called only once analytics is allowed. */
  deviceId: () => string;
  /** This session's waterfall id and event request id: called only once analytics is allowed. */
  sessionIds: () => { waterfallId: string; eventRequestId: string };
  accessFlowVersion: () => AccessFlowVersion;
  /** A batch that could not be sent: reported, then ignored (docs/behaviour/analytics.md#failures). */
  onSendFailure?: (error: unknown) => void;
}

type Consent = 'unknown' | 'allowed' | 'refused';

/**
 * Batches analytics events (docs/behaviour/analytics.md#batching). Nothing is built, stored or
 * sent before `setAllowed(true)`: events wait in memory; `setAllowed(false)` drops them and every
 * later one.
 */
export class AnalyticsLogger {
  private consent: Consent = 'unknown';
  private waiting: TimedAnalyticsInput[] = [];
  private batch: AnalyticsEvent[] = [];
  private batchBytes = 0;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private flushDueAt = Infinity;
  private dataLossTimer: ReturnType<typeof setInterval> | null = null;
  private dataLossRuns = 0;
  private lostEvents = 0;
  private ids: { deviceId: string; waterfallId: string; eventRequestId: string } | null = null;

  constructor(private readonly options: AnalyticsLoggerOptions) {}

  /** Takes one event: kept until consent, dropped after a refusal, batched once allowed. */
  log(input: TimedAnalyticsInput): void {
    if (this.consent === 'refused') return;
    if (this.consent === 'unknown') {
      if (this.waiting.length < WAITING_LIMIT) this.waiting.push(input);
      return;
    }
    this.add(input);
  }

  /** The visitor's choice about analytics cookies (it may change later, from the cookie settings). */
  setAllowed(allowed: boolean): void {
    if (!allowed) {
      this.consent = 'refused';
      this.waiting = [];
      this.batch = [];
      this.batchBytes = 0;
      this.lostEvents = 0;
      this.ids = null;
      this.stopTimers();
      return;
    }
    if (this.consent === 'allowed') return;
    this.consent = 'allowed';
    const { waterfallId, eventRequestId } = this.options.sessionIds();
    this.ids = { deviceId: this.options.deviceId(), waterfallId, eventRequestId };
    this.dataLossRuns = 0;
    this.dataLossTimer = setInterval(() => this.checkDataLoss(), DATA_LOSS_INTERVAL_MS);
    for (const input of this.waiting.splice(0)) this.add(input);
  }

  /** Sends what is batched now, as normal requests. */
  flush(): void {
    this.clearFlushTimer();
    for (const batch of this.takeBatches()) {
      this.options.transport.send(batch).catch((error: unknown) => {
        this.lostEvents += batch.events.length;
        this.options.onSendFailure?.(error);
      });
    }
  }

  /** Sends what is batched with sendBeacon: the page is being hidden and may never come back. */
  flushWithBeacon(): void {
    this.clearFlushTimer();
    for (const batch of this.takeBatches()) {
      if (!this.options.transport.beacon(batch)) this.lostEvents += batch.events.length;
    }
  }

  /** Stops the timers (tests, and a refusal). */
  stopTimers(): void {
    this.clearFlushTimer();
    if (this.dataLossTimer !== null) clearInterval(this.dataLossTimer);
    this.dataLossTimer = null;
  }

  private add(input: TimedAnalyticsInput): void {
    const ids = this.ids;
    if (!ids) return;
    const event: AnalyticsEvent = {
      event: input.event,
      event_category: input.category,
      ...(input.flow ? { event_flow: input.flow } : {}),
      ...(input.step ? { event_step: input.step } : {}),
      ...(input.data ? { extra_client_data: input.data } : {}),
      access_flow_version: this.options.accessFlowVersion(),
      waterfall_id: ids.waterfallId,
      event_request_id: ids.eventRequestId,
      client_time: input.time,
    };
    this.batch.push(event);
    this.batchBytes += JSON.stringify(event).length;
    if (this.batchBytes >= FLUSH_BYTES || this.batch.length >= MAX_EVENTS_PER_REQUEST) this.flush();
    else this.scheduleFlush(input.immediate ? IMMEDIATE_FLUSH_MS : FLUSH_INTERVAL_MS);
  }

  /** Flushes after `delayMs` unless a flush is already due sooner. */
  private scheduleFlush(delayMs: number): void {
    const dueAt = Date.now() + delayMs;
    if (this.flushTimer !== null && this.flushDueAt <= dueAt) return;
    this.clearFlushTimer();
    this.flushDueAt = dueAt;
    this.flushTimer = setTimeout(() => this.flush(), delayMs);
  }

  private clearFlushTimer(): void {
    if (this.flushTimer !== null) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    this.flushDueAt = Infinity;
  }

  /** Empties the batch into requests of at most the server's event cap. */
  private takeBatches(): AnalyticsBatch[] {
    const ids = this.ids;
    const events = this.batch.splice(0);
    this.batchBytes = 0;
    if (!ids || events.length === 0) return [];
    const batches: AnalyticsBatch[] = [];
    for (let i = 0; i < events.length; i += MAX_EVENTS_PER_REQUEST)
      batches.push({ device_id: ids.deviceId, events: events.slice(i, i + MAX_EVENTS_PER_REQUEST) });
    return batches;
  }

  /**
   * The data-loss timer (docs/behaviour/analytics.md#data-loss): every minute, at most 40 times,
   * events that could not be sent since the last run are counted in one event of their own.
   */
  private checkDataLoss(): void {
    this.dataLossRuns += 1;
    if (this.lostEvents > 0) {
      const lost = this.lostEvents;
      this.lostEvents = 0;
      this.add({ event: 'analytics_data_loss', category: 'error', data: { lost_events: lost }, time: Date.now() });
    }
    if (this.dataLossRuns >= DATA_LOSS_MAX_RUNS && this.dataLossTimer !== null) {
      clearInterval(this.dataLossTimer);
      this.dataLossTimer = null;
    }
  }
}
