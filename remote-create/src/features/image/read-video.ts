/** What the browser can tell about a video without playing it. */
export interface VideoMetadata {
  width: number;
  height: number;
  durationSeconds: number;
}

/** Reads a video's size and duration from its metadata; null when the browser cannot read it. */
export function readVideoMetadata(file: Blob, timeoutMs = 15_000): Promise<VideoMetadata | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(value: VideoMetadata | null): void {
      clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(value);
    }
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      finish(
        video.videoWidth > 0 && video.videoHeight > 0
          ? { width: video.videoWidth, height: video.videoHeight, durationSeconds: video.duration }
          : null,
      );
    video.onerror = () => finish(null);
    video.src = url;
  });
}
