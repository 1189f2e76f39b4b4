import type { CarouselItem, Media } from 'shared-contracts';

/** How a video is played: hls.js over Media Source, the browser's own HLS, or a progressive file. */
export type VideoSource = { kind: 'hls.js' | 'native-hls' | 'progressive'; url: string };

/** What the browser can do, asked once per video. */
export interface VideoCapabilities {
  /** Media Source Extensions exist, so hls.js can play. */
  mediaSource: boolean;
  /** The video element plays HLS itself (Safari, iOS). */
  nativeHls: boolean;
}

/**
 * Picks how to play a video item: the HLS playlist through hls.js where Media Source exists, else
 * natively where the browser plays HLS, else the first progressive rendition; null when nothing can
 * play (the player then shows its failure: docs/behaviour/feed.md#how-a-post-is-displayed).
 */
export function chooseVideoSource(
  item: Pick<Media | CarouselItem, 'video_hls_url' | 'video_versions'>,
  capabilities: VideoCapabilities,
): VideoSource | null {
  if (item.video_hls_url && capabilities.mediaSource) return { kind: 'hls.js', url: item.video_hls_url };
  if (item.video_hls_url && capabilities.nativeHls) return { kind: 'native-hls', url: item.video_hls_url };
  const progressive = item.video_versions?.[0];
  return progressive ? { kind: 'progressive', url: progressive.url } : null;
}

/**
 * Whether hls.js must send the session cookie with its requests: when the playlist is on the API's
 * own origin, which serves a private account's video only to those who may see it
 * (docs/behaviour/media.md#who-may-fetch-a-file) and allows credentials from the shell's origin.
 * A media origin of its own (a CDN) gets no cookie, so it needs no credentialed CORS.
 */
export function hlsSendsCookies(playlistUrl: string, apiBaseUrl: string, pageUrl: string): boolean {
  return new URL(playlistUrl, pageUrl).origin === new URL(apiBaseUrl, pageUrl).origin;
}

/** The current browser's capabilities for a video element. */
export function browserVideoCapabilities(video: HTMLVideoElement): VideoCapabilities {
  return {
    mediaSource: typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window),
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
  };
}
