import { useState } from 'react';
import { apiClient } from 'shared-client';
import { useHydrated } from 'shared-ui';
import { candidatesSrcSet, pickCandidate, type ImageCandidate } from 'shared-contracts';
import { PreviewCanvas } from './PreviewCanvas';
import * as styles from './PostMedia.module.css';

/**
 * A photo filling its box: the browser picks the smallest candidate covering the rendered width
 * from srcset/sizes (candidates over 1080 are never listed), and the blurred placeholder shows
 * until the photo has loaded.
 */
export function MediaImage({
  candidates,
  preview,
  alt,
  sizes,
  eager,
}: {
  candidates: readonly ImageCandidate[];
  preview: string | null;
  alt: string;
  sizes: string;
  eager?: boolean;
}) {
  const [loadedHere, setLoaded] = useState(false);
  // Drawn by the server, the photo shows at once, before any script: it stays shown when the
  // browser takes the markup over, never hidden and faded in again
  // (docs/performance.md#the-first-screen-is-rendered-on-the-server).
  const serverDrawn = !useHydrated();
  const loaded = loadedHere || serverDrawn;
  const resolved = candidates.map((c) => ({ ...c, url: apiClient.resolveUrl(c.url) }));
  const fallback = pickCandidate(resolved, 640);
  return (
    <>
      {!loaded && <PreviewCanvas data={preview} />}
      {fallback && (
        <img
          // A cached photo can be complete before React attaches onLoad.
          ref={(img) => {
            if (img && (serverDrawn || (img.complete && img.naturalWidth > 0))) setLoaded(true);
          }}
          className={loaded ? styles.image : styles.imageLoading}
          src={fallback.url}
          srcSet={candidatesSrcSet(resolved)}
          sizes={sizes}
          alt={alt}
          width={fallback.width}
          height={fallback.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
          onLoad={() => setLoaded(true)}
        />
      )}
    </>
  );
}
