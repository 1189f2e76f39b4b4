import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { apiClient, candidatesSrcSet, pickCandidate, postPath, type Media } from 'shared-contracts';
import { usePostPageTranslation } from './messages';
import * as styles from './PostPage.module.css';

function PostTile({ media }: { media: Media }) {
  const t = usePostPageTranslation();
  const candidates = media.image_versions2.candidates;
  const src = pickCandidate(candidates, 320)?.url ?? '';
  const alt = media.accessibility_caption
    ? t('page.postByWith', { username: media.user.username, description: media.accessibility_caption })
    : t('page.postBy', { username: media.user.username });
  const kind = media.media_type === 8 ? t('page.carousel') : media.media_type === 2 ? t('page.video') : null;
  return (
    <li className={styles.tile}>
      <Link to={postPath(media.code)} className={styles.tileLink} data-testid="related-post">
        <img
          className={styles.tileImage}
          src={apiClient.resolveUrl(src)}
          srcSet={candidatesSrcSet(candidates.map((c) => ({ ...c, url: apiClient.resolveUrl(c.url) })))}
          sizes="(max-width: 767px) 33vw, 309px"
          alt={kind ? `${alt} (${kind})` : alt}
          loading="lazy"
          decoding="async"
        />
        {kind && (
          <span className={styles.tileKind} aria-hidden="true">
            {media.media_type === 8 ? '❐' : '▶'}
          </span>
        )}
      </Link>
    </li>
  );
}

/** A titled grid of post thumbnails linking to their pages; nothing when there are none. */
export function PostGrid({ heading, items, testId }: { heading: ReactNode; items: Media[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.related} data-testid={testId}>
      <h2 className={styles.relatedHeading}>{heading}</h2>
      <ul className={styles.grid}>
        {items.map((media) => (
          <PostTile key={media.pk} media={media} />
        ))}
      </ul>
    </section>
  );
}
