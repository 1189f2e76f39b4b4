import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-client';
import { type Media, type RealtimeServerEvent } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { MEDIA_ROOT } from './media-cache.js';

/** Fastest and slowest re-asking while a video processes, ms. */
export const PROCESSING_POLL_MIN_MS = 2000;
export const PROCESSING_POLL_MAX_MS = 15_000;

/** Whether a post is the viewer's own video still being transcoded. */
export function isProcessing(media: Pick<Media, 'video_processing'> | null | undefined): boolean {
  return media?.video_processing?.status === 'processing';
}

/**
 * How soon to ask again about posts of which some are still processing
 * (docs/behaviour/media.md#video-processing), or false when none is: a third of the oldest one's
 * age, between 2 and 15 seconds, so a fresh clip is checked often and a long one less and less.
 */
export function processingRefetchInterval(items: readonly Media[] | undefined, now = Date.now()): number | false {
  const waiting = (items ?? []).filter(isProcessing);
  if (waiting.length === 0) return false;
  const oldest = Math.min(...waiting.map((m) => m.taken_at * 1000));
  const age = Math.max(0, now - oldest);
  return Math.round(Math.min(PROCESSING_POLL_MAX_MS, Math.max(PROCESSING_POLL_MIN_MS, age / 3)));
}

/**
 * While a processing post is on screen: when the server says over the realtime socket that one of
 * the viewer's videos is ready or failed, the profile grids and post pages are asked again at
 * once instead of at their next poll.
 */
export function useRefreshWhenProcessed(): void {
  const client = useQueryClient();
  useEffect(() => {
    const handler = (event: RealtimeServerEvent) => {
      if (event.type !== 'media-processing' || event.target !== 'media' || event.status === 'processing') return;
      void client.invalidateQueries({ queryKey: [MEDIA_ROOT, 'user'] });
      void client.invalidateQueries({ queryKey: [MEDIA_ROOT, 'post'] });
    };
    eventBus.on('realtime-event', handler);
    return () => eventBus.off('realtime-event', handler);
  }, [client]);
}

/** GET /api/v1/media/{id}/info/: one post as the feed presents it (404 when the viewer may not see it). */
export async function fetchMediaInfo(mediaId: string, signal?: AbortSignal): Promise<Media | null> {
  const answer = await apiClient.request<{ items: Media[] }>(
    'GET',
    `/api/v1/media/${encodeURIComponent(mediaId)}/info/`,
    {
      signal,
    },
  );
  return answer.items[0] ?? null;
}

/**
 * A video post without any video yet is its author's, still processing or failed: the post page's
 * GraphQL document does not carry that state, so the post is asked for once more by id.
 */
export function lacksItsVideo(media: Media): boolean {
  return media.media_type === 2 && !media.video_hls_url && !media.video_versions?.length;
}
