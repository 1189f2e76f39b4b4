import { apiClient } from 'shared-client';
import type { CarouselItem, Media } from 'shared-contracts';
import { startingRendition, tierBandwidth, type ConnectionQuality } from './connection-quality';
import {
  browserVideoCapabilities,
  firstImplementation,
  hlsSendsCookies,
  listImplementations,
  NO_IMPLEMENTATIONS_MESSAGE,
  VideoPlayerError,
  type ImplementationKind,
} from './implementations';
import { fromHlsError, type NormalisedVideoError } from './video-errors';

/** A video element with a source attached: how it plays, and how to let it go. */
export interface AttachedVideo {
  kind: ImplementationKind;
  detach: () => void;
}

/** Options of {@link attachVideo}. */
export interface AttachOptions {
  /** The connection tier that picks the starting rendition. */
  quality: ConnectionQuality;
  /** A failure the source cannot recover from, normalised. */
  onFatalError: (error: NormalisedVideoError) => void;
  /** Start from the progressive file when there is one (docs/behaviour/video-player.md#sources). */
  progressiveFirst?: boolean;
}

/** The progressive rendition for a tier (the server lists them widest first). */
function progressiveUrl(item: Pick<Media | CarouselItem, 'video_versions'>, quality: ConnectionQuality): string | null {
  const versions = item.video_versions ?? [];
  const index = startingRendition(versions, quality);
  return versions[index]?.url ?? null;
}

/**
 * Loads a video item into a video element, trying each implementation this browser has in turn
 * (docs/behaviour/video-player.md#sources). hls.js (its light build) is fetched only here, when a video is
 * about to be seen, so pages without video never pay for it. Throws the catalogue's error when
 * nothing can play.
 */
export async function attachVideo(
  video: HTMLVideoElement,
  item: Pick<Media | CarouselItem, 'video_hls_url' | 'video_versions'>,
  { quality, onFatalError, progressiveFirst = false }: AttachOptions,
): Promise<AttachedVideo> {
  const implementations = listImplementations(item, browserVideoCapabilities(video), { progressiveFirst });
  firstImplementation(implementations);
  for (const implementation of implementations) {
    if (implementation.kind === 'hls.js') {
      const detach = await attachHlsJs(video, apiClient.resolveUrl(implementation.url), quality, onFatalError);
      if (detach) return { kind: 'hls.js', detach };
      continue;
    }
    const url =
      implementation.kind === 'progressive'
        ? (progressiveUrl(item, quality) ?? implementation.url)
        : implementation.url;
    video.src = apiClient.resolveUrl(url);
    return {
      kind: implementation.kind,
      detach: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  // hls.js was the only way and could not start here.
  throw new VideoPlayerError('no_implementations', NO_IMPLEMENTATIONS_MESSAGE);
}

/** hls.js over Media Source; null when it cannot run in this browser after all. */
async function attachHlsJs(
  video: HTMLVideoElement,
  url: string,
  quality: ConnectionQuality,
  onFatalError: (error: NormalisedVideoError) => void,
): Promise<(() => void) | null> {
  const { default: Hls } = await import(/* webpackChunkName: "hls" */ 'hls.js/light');
  if (!Hls.isSupported()) return null;
  const withCookies = hlsSendsCookies(url, apiClient.resolveUrl('/'), window.location.href);
  const hls = new Hls({
    // The starting rendition is ours to choose (below), from the connection tier.
    autoStartLoad: false,
    abrEwmaDefaultEstimate: tierBandwidth(quality),
    capLevelToPlayerSize: true,
    maxBufferLength: 10,
    // A video element sends cookies by itself; hls.js's requests across origins do not.
    xhrSetup: withCookies
      ? (xhr) => {
          xhr.withCredentials = true;
        }
      : undefined,
  });
  let recoveredMedia = false;
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    const start = startingRendition(hls.levels, quality);
    if (start >= 0) hls.startLevel = start;
    hls.startLoad();
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // One media recovery (a decoder hiccup) before giving up; hls.js already retried the network.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
      recoveredMedia = true;
      hls.recoverMediaError();
      return;
    }
    onFatalError(fromHlsError(data));
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}
