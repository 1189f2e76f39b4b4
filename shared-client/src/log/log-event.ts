import type { AnalyticsCategory } from 'shared-contracts';

/** One event as a screen reports it (docs/behaviour/analytics.md#events). */
export interface AnalyticsInput {
  event: string;
  category: AnalyticsCategory;
  flow?: string;
  step?: string;
  data?: Record<string, string | number | boolean | null>;
  /** Sent within a second instead of with the next batch. */
  immediate?: boolean;
}

/** An event with the time it happened. */
export type TimedAnalyticsInput = AnalyticsInput & { time: number };

/** What the lazily loaded logger installs to receive events. */
export type AnalyticsSink = (input: TimedAnalyticsInput) => void;

/** Events reported before the logger loaded; bounded, so a page that never loads it stays small. */
const early: TimedAnalyticsInput[] = [];
const EARLY_LIMIT = 200;
let sink: AnalyticsSink | null = null;

/**
 * Reports an analytics event. Cheap and safe anywhere: it only hands the event to the logger
 * (`shared-client/analytics`, loaded after start-up), which keeps it until the visitor allowed
 * analytics cookies and drops it if they did not (docs/behaviour/analytics.md#consent-first).
 */
export function logEvent(input: AnalyticsInput): void {
  const timed = { ...input, time: Date.now() };
  if (sink) sink(timed);
  else if (early.length < EARLY_LIMIT) early.push(timed);
}

/** What a logged-out visitor was shown (docs/behaviour/analytics.md#events). */
export type ImpressionSurface = 'video_upsell' | 'login_wall' | 'feature_wall' | 'content_wall' | 'half_sheet';

/** Reports that an upsell or wall was shown, once per showing (the caller decides when). */
export function logImpression(surface: ImpressionSurface, data?: AnalyticsInput['data']): void {
  logEvent({ event: `${surface}_impression`, category: 'impression', data, immediate: true });
}

/** The logger takes over: it receives what was reported early, then every later event. */
export function connectAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
  if (next) for (const input of early.splice(0)) next(input);
}
