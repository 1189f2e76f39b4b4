import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { ActivityPage } from 'shared-contracts';
import { apiClient, useSession } from 'shared-client';
import { openSeenChannel } from '../../nav/seen-channel';

/** The activity list's cache key, per viewer. */
export const activityKeys = {
  list: (viewerId: string | null) => ['activity', 'list', viewerId] as const,
};

/** GET a page of the viewer's activity, newest first, after the cursor (docs/calls.md#activity). */
export function fetchActivity(maxId: string | null, signal?: AbortSignal): Promise<ActivityPage> {
  return apiClient.request('GET', '/api/v1/activity/', { query: { max_id: maxId ?? undefined }, signal });
}

/**
 * The viewer's activity, older pages by cursor. Leaving the screen aborts the request; a failure
 * stays until `refetch` (Retry).
 */
export function useActivityList() {
  const viewerId = useSession().viewer?.pk ?? null;
  return useInfiniteQuery({
    queryKey: activityKeys.list(viewerId),
    queryFn: ({ pageParam, signal }) => fetchActivity(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ActivityPage) => last.next_max_id ?? undefined,
  });
}

/**
 * Marks the viewer's activity seen (POST seen), then tells the badges of every tab of this
 * browser on the seen channel (docs/behaviour/activity.md#the-badge).
 */
export function useMarkActivitySeen() {
  return useMutation({
    mutationFn: () => apiClient.request('POST', '/api/v1/activity/seen/'),
    onSuccess: () => {
      const channel = openSeenChannel();
      channel?.postMessage('seen');
      channel?.close();
    },
  });
}

/** How the viewer answers an invitation to collaborate on a post. */
export type CollabAnswer = 'accept' | 'decline';

/** Accepts or declines an invitation to collaborate on the post (docs/calls.md#posts-likes-and-saves). */
export function useCollabAnswer(mediaId: string) {
  return useMutation({
    mutationFn: (answer: CollabAnswer) => apiClient.request('POST', `/api/v1/media/${mediaId}/collab/${answer}/`),
  });
}
