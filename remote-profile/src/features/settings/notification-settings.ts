import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityKind } from 'shared-contracts';
import { apiClient } from 'shared-client';

/** The viewer's notification settings (docs/behaviour/activity.md#settings). */
export interface NotificationSettings {
  /** Every kind the server knows, on or off, in its order: the screen shows a switch for each. */
  kinds: Partial<Record<ActivityKind, boolean>>;
  /** Epoch milliseconds; null: not paused. */
  paused_until: number | null;
}

/** How long notifications may be paused, in minutes (the server's ACTIVITY_PAUSE_MINUTES, 0 aside). */
export const PAUSE_MINUTES = [15, 60, 120, 480] as const;

/** A change: one kind on or off, or a pause in minutes (0 resumes). */
export type NotificationSettingsChange = { kind: ActivityKind; enabled: boolean } | { pause: number };

const KEY = ['settings', 'notifications'] as const;
const PATH = '/api/v1/activity/settings/';

/** GET the viewer's notification settings. */
export function useNotificationSettingsQuery() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiClient.request<NotificationSettings>('GET', PATH, { signal }),
  });
}

/** POST one change; the answer replaces the cached settings. */
export function useChangeNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationSettingsChange) =>
      apiClient.request<NotificationSettings>('POST', PATH, {
        form:
          'pause' in change ? { pause: String(change.pause) } : { kind: change.kind, enabled: String(change.enabled) },
      }),
    onSuccess: (settings) => client.setQueryData(KEY, settings),
  });
}
