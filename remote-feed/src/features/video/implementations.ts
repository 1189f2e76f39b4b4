import type { CarouselItem, Media } from 'shared-contracts';

/**
 * The three ways the one player plays a video (docs/behaviour/video-player.md#sources): the HLS playlist
 * through hls.js over Media Source Extensions, the HLS playlist handed to a browser that plays it
 * itself, or a progressive MP4 file.
 */
export const IMPLEMENTATION_KINDS = ['hls.js', 'native-hls', 'progressive'] as const;

/** One of {@link IMPLEMENTATION_KINDS}. */
export type ImplementationKind = (typeof IMPLEMENTATION_KINDS)[number];

/** One way to play one video: how, and from which URL (server-relative or absolute). */
export interface VideoImplementation {
  kind: ImplementationKind;
  url: string;
}

/** The video fields the player reads. */
export type VideoSourceFields = Pick<Media | CarouselItem, 'video_hls_url' | 'video_versions'>;

/** What the browser can do, asked once per video. */
export interface VideoCapabilities {
  /** Media Source Extensions exist, so hls.js can play. */
  mediaSource: boolean;
  /** The video element plays HLS itself (Safari, iOS). */
  nativeHls: boolean;
}

/** The catalogue's words for a video nothing here can play (docs/errors.md). */
export const NO_IMPLEMENTATIONS_MESSAGE = 'Cannot play video: No progressive URL is available';

/** Why the player cannot start; its message is the one the catalogue gives (docs/errors.md). */
export class VideoPlayerError extends Error {
  constructor(
    readonly reason: 'no_implementations' | 'unknown_implementation',
    message: string,
  ) {
    super(message);
    this.name = 'VideoPlayerError';
  }
}

/**
 * Every way this browser can play a video item, best first: hls.js where Media Source exists,
 * native HLS where the element plays it, then the progressive file (first instead when asked:
 * `progressiveFirst`). The player tries them in order, so a browser whose hls.js cannot start
 * still gets the file.
 */
export function listImplementations(
  item: VideoSourceFields,
  capabilities: VideoCapabilities,
  { progressiveFirst = false }: { progressiveFirst?: boolean } = {},
): VideoImplementation[] {
  const list: VideoImplementation[] = [];
  if (item.video_hls_url && capabilities.mediaSource) list.push({ kind: 'hls.js', url: item.video_hls_url });
  if (item.video_hls_url && capabilities.nativeHls) list.push({ kind: 'native-hls', url: item.video_hls_url });
  // Widest first is the server's order; the starting rendition is chosen later by connection quality.
  const progressive = item.video_versions?.[0];
  // A video that must show its first frame soonest (the reel on screen as the reels page opens)
  // starts from its file: one request, where the playlist needs hls.js and two playlists first
  // (docs/behaviour/video-player.md#sources).
  if (progressive) list[progressiveFirst ? 'unshift' : 'push']({ kind: 'progressive', url: progressive.url });
  return list;
}

/**
 * The implementation to start with. A player given none (a video with neither an adaptive way this
 * browser can use nor a progressive URL) fails with no_implementations, in the catalogue's words; a
 * kind this player does not know is fatal too (docs/behaviour/video-player.md#sources).
 */
export function firstImplementation(list: readonly VideoImplementation[]): VideoImplementation {
  const first = list[0];
  if (!first) {
    throw new VideoPlayerError('no_implementations', NO_IMPLEMENTATIONS_MESSAGE);
  }
  if (!(IMPLEMENTATION_KINDS as readonly string[]).includes(first.kind)) {
    throw new VideoPlayerError('unknown_implementation', `Unknown video implementation: ${String(first.kind)}`);
  }
  return first;
}

/** The first implementation or null (for callers that only want to know whether a video can play). */
export function chooseVideoSource(
  item: VideoSourceFields,
  capabilities: VideoCapabilities,
): VideoImplementation | null {
  return listImplementations(item, capabilities)[0] ?? null;
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
