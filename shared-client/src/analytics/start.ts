import { connectAnalyticsSink, fetchCookieConsent, logEvent } from 'shared-client';
import { type AccessFlowVersion, type CookieControl } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { GATES_OFF, nextAccessFlowVersion, type AccessFlowGates } from './access-flow.js';
import { logBusEvents } from './bus-events.js';
import { ensureAnalyticsDeviceId, removeAnalyticsDeviceId, sessionIds } from './client-ids.js';
import { AnalyticsLogger, type AnalyticsTransport } from './logger.js';
import { httpTransport } from './transport.js';

export interface StartAnalyticsOptions {
  /** Shared data said this browser has not chosen yet: wait for the dialog's `consent-changed`. */
  consentRequired: boolean;
  /** The cookie choice, when the shell already learned it before loading the logger. */
  controls?: readonly CookieControl[];
  transport?: AnalyticsTransport;
  gates?: AccessFlowGates;
}

/** The running logger, and how to stop it (tests). */
export interface RunningAnalytics {
  logger: AnalyticsLogger;
  stop(): void;
}

let running: RunningAnalytics | null = null;

/**
 * Starts the page's analytics logger once (docs/behaviour/analytics.md): it takes over the events
 * reported so far, learns the cookie choice, logs the bus's events and the page's errors, and
 * sends what is batched with a beacon when the page is hidden.
 */
export function startAnalytics(options: StartAnalyticsOptions): RunningAnalytics {
  if (running) return running;
  let flow: AccessFlowVersion = 'LEGACY_FLOW';
  const gates = options.gates ?? GATES_OFF;
  const logger = new AnalyticsLogger({
    transport: options.transport ?? httpTransport,
    deviceId: () => ensureAnalyticsDeviceId(),
    sessionIds: () => sessionIds(),
    accessFlowVersion: () => (flow = nextAccessFlowVersion(flow, gates)),
    onSendFailure: (error) => console.warn('[analytics] a batch was not sent', error),
  });

  let decided = false;
  const apply = (controls: readonly CookieControl[]): void => {
    const allowed = controls.includes('analytics');
    if (!allowed) removeAnalyticsDeviceId();
    logger.setAllowed(allowed);
  };
  const onConsent = ({ optedInControls }: { optedInControls: readonly CookieControl[] }): void => {
    decided = true;
    apply(optedInControls);
  };
  eventBus.on('consent-changed', onConsent);
  if (options.controls) onConsent({ optedInControls: options.controls });
  else if (!options.consentRequired)
    fetchCookieConsent().then(
      ({ consent }) => {
        if (!decided && consent) apply(consent.opted_in_controls);
      },
      // Unknown: events keep waiting (in memory only) until a choice is announced.
      () => undefined,
    );

  connectAnalyticsSink((input) => logger.log(input));
  const stopBusEvents = logBusEvents();
  const onPageHide = (): void => logger.flushWithBeacon();
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') logger.flushWithBeacon();
  };
  const onError = (event: ErrorEvent): void => logClientError('error', event.message);
  const onRejection = (event: PromiseRejectionEvent): void =>
    logClientError('unhandled_rejection', event.reason instanceof Error ? event.reason.message : String(event.reason));
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  running = {
    logger,
    stop() {
      connectAnalyticsSink(null);
      stopBusEvents();
      eventBus.off('consent-changed', onConsent);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      logger.stopTimers();
      running = null;
    },
  };
  return running;
}

/** An uncaught error, without its stack (which may hold paths and ids): its kind and message. */
function logClientError(kind: string, message: string): void {
  logEvent({
    event: 'client_error',
    category: 'error',
    data: { kind, message: message.slice(0, 300) },
    immediate: true,
  });
}
