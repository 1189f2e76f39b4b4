import type { VisitorImpressionResult, VisitorSurface } from 'shared-contracts';
import { apiClient } from '../client.js';

/** POST one logged-out impression; the answer says whether the wall covers it (docs/calls.md#visitor-impressions). */
export function recordVisitorImpression(surface: VisitorSurface): Promise<VisitorImpressionResult> {
  return apiClient.request('POST', '/api/v1/web/visitor/impressions/', { form: { surface } });
}
