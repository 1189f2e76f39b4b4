/**
 * The analytics logger (docs/behaviour/analytics.md): an entry of its own, loaded by the shell after
 * start-up, so the first load carries only `logEvent` (in the main entry).
 */
export { startAnalytics, type RunningAnalytics, type StartAnalyticsOptions } from './start.js';
export { AnalyticsLogger, type AnalyticsTransport } from './logger.js';
export { nextAccessFlowVersion, type AccessFlowGates } from './access-flow.js';
