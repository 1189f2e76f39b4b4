import { useState } from 'react';
import { apiClient } from 'shared-client';
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
  const [loaded, setLoaded] = useState(false);
  const resolved = candidates.map((c) => ({ ...c, url: apiClient.resolveUrl(c.url) }));
  const fallback = pickCandidate(resolved, 640);
  return (
    <>
      {!loaded && <PreviewCanvas data={preview} />}
      {fallback && (
        <img
          // A cached photo can be complete before React attaches onLoad.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setLoaded(true);
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
