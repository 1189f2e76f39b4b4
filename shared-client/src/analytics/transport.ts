import { apiClient, sessionStore } from 'shared-client';
import type { AnalyticsBatch } from 'shared-contracts';
import type { AnalyticsTransport } from './logger.js';

/** Where batches go (docs/calls.md#analytics). */
export const ANALYTICS_PATH = '/api/v1/web/logging/events/';

/**
 * Batches over HTTP: a normal JSON call, or on page hide a beacon. A beacon cannot carry headers,
 * so it sends the CSRF token as `csrf_token` in the query, and its body as text/plain (a type it
 * may send to the API's origin without a preflight).
 */
export const httpTransport: AnalyticsTransport = {
  async send(batch: AnalyticsBatch): Promise<void> {
    await apiClient.request('POST', ANALYTICS_PATH, { json: batch });
  },
  beacon(batch: AnalyticsBatch): boolean {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
    const token = sessionStore.getState().csrfToken ?? '';
    const url = apiClient.resolveUrl(`${ANALYTICS_PATH}?csrf_token=${encodeURIComponent(token)}`);
    return navigator.sendBeacon(url, new Blob([JSON.stringify(batch)], { type: 'text/plain;charset=UTF-8' }));
  },
};
