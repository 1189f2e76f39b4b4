import type { ModerationLog, ModerationQueue, ReportKind } from 'shared-contracts';
import { apiClient } from 'shared-client';

// The moderation area's calls (docs/calls.md#moderation): for moderators; 404 for anyone else.

const M = '/api/v1/moderation';

/** GET the open reports grouped by item. */
export function fetchModerationQueue(signal?: AbortSignal): Promise<ModerationQueue> {
  return apiClient.request<ModerationQueue>('GET', `${M}/queue/`, { signal });
}

/** GET the audit log's newest page. */
export function fetchModerationLog(signal?: AbortSignal): Promise<ModerationLog> {
  return apiClient.request<ModerationLog>('GET', `${M}/log/`, { signal });
}

/** An action on a reported item, or on its owner's account, with its note. */
export type ModerationAction =
  | { on: 'item'; action: 'dismiss' | 'remove'; kind: ReportKind; id: string }
  | { on: 'account'; action: 'limit' | 'suspend'; id: string; days?: string };

/** POST one action; every action takes a note. */
export function moderate(action: ModerationAction, note: string): Promise<{ status: 'ok' }> {
  const path =
    action.on === 'item'
      ? `${M}/items/${action.kind}/${action.id}/${action.action}/`
      : `${M}/accounts/${action.id}/${action.action}/`;
  const form: Record<string, string> = { note };
  if (action.on === 'account' && action.action === 'suspend') form.days = action.days ?? '';
  return apiClient.request<{ status: 'ok' }>('POST', path, { form });
}
