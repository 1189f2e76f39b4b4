import { useState } from 'react';
import {
  apiClient,
  candidatesSrcSet,
  pickCandidate,
  previewBlurRadius,
  previewDataUrl,
  type Media,
} from 'shared-contracts';
import * as styles from './PostImage.module.css';

/**
 * A post's photo: the box has the photo's aspect ratio from the start (no layout shift), the
 * blurred preview fills it until the real image has decoded, and the browser picks the smallest
 * candidate covering the rendered width from srcset/sizes.
 */
export function PostImage({ media, alt, sizes, eager }: { media: Media; alt: string; sizes: string; eager?: boolean }) {
  const [loaded, setLoaded] = useState(false);
  const candidates = media.image_versions2.candidates.map((c) => ({ ...c, url: apiClient.resolveUrl(c.url) }));
  const fallback = pickCandidate(candidates, 640);
  const preview = previewDataUrl(media.media_preview);
  const blur = previewBlurRadius(media.original_width, media.original_height) / 8;
  return (
    <div className={styles.frame} style={{ aspectRatio: `${media.original_width} / ${media.original_height}` }}>
      {preview && !loaded && (
        <img className={styles.preview} src={preview} alt="" aria-hidden="true" style={{ filter: `blur(${blur}px)` }} />
      )}
      {fallback && (
        <img
          className={loaded ? styles.image : styles.imageLoading}
          src={fallback.url}
          srcSet={candidatesSrcSet(candidates)}
          sizes={sizes}
          alt={alt}
          width={media.original_width}
          height={media.original_height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setLoaded(true)}
        />
      )}
    </div>
  );
}
