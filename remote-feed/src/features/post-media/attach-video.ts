import { apiClient, type CarouselItem, type Media } from 'shared-contracts';
import { browserVideoCapabilities, chooseVideoSource, hlsSendsCookies } from './video-source';

/**
 * Starts loading a video item into a video element and returns how to stop. hls.js (its light
 * build) is fetched only now, when a video is about to be seen, so posts without video never pay
 * for it. Rejects when nothing can play.
 */
export async function attachVideo(
  video: HTMLVideoElement,
  item: Pick<Media | CarouselItem, 'video_hls_url' | 'video_versions'>,
  onFatalError: () => void,
): Promise<() => void> {
  const source = chooseVideoSource(item, browserVideoCapabilities(video));
  if (!source) throw new Error('Cannot play video: No progressive URL is available');
  const url = apiClient.resolveUrl(source.url);
  if (source.kind === 'hls.js') {
    const { default: Hls } = await import(/* webpackChunkName: "hls" */ 'hls.js/light');
    if (Hls.isSupported()) {
      const withCookies = hlsSendsCookies(url, apiClient.resolveUrl('/'), window.location.href);
      const hls = new Hls({
        capLevelToPlayerSize: true,
        maxBufferLength: 10,
        // A video element sends cookies by itself; hls.js's requests across origins do not.
        xhrSetup: withCookies
          ? (xhr) => {
              xhr.withCredentials = true;
            }
          : undefined,
      });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onFatalError();
      });
      hls.loadSource(url);
      hls.attachMedia(video);
      return () => hls.destroy();
    }
    if (!browserVideoCapabilities(video).nativeHls) {
      const progressive = item.video_versions?.[0];
      if (!progressive) throw new Error('Cannot play video: No progressive URL is available');
      video.src = apiClient.resolveUrl(progressive.url);
      return () => video.removeAttribute('src');
    }
  }
  video.src = url;
  return () => {
    video.removeAttribute('src');
    video.load();
  };
}
