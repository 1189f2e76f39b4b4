import { Link } from 'react-router';
import { apiClient, highlightPath, pickCandidate } from 'shared-contracts';
import { useHighlightsTrayQuery } from 'shared-contracts/stories';
import { useHighlightsTranslation } from './messages';
import * as styles from './ProfileHighlights.module.css';

/** The highlight number inside a reel id `highlight:{n}`. */
export function highlightNumber(reelId: string): string {
  return reelId.startsWith('highlight:') ? reelId.slice('highlight:'.length) : reelId;
}

/**
 * An account's highlights under its profile header (docs/behaviour/stories.md#highlights): a row
 * of round covers with their titles, each opening the stories viewer at the highlight. Nothing
 * shows while loading, on failure, or without highlights.
 */
export default function ProfileHighlights({ userId }: { userId: string }) {
  const t = useHighlightsTranslation();
  const highlights = useHighlightsTrayQuery(userId);
  const reels = highlights.data ?? [];
  if (reels.length === 0) return null;
  return (
    <section className={styles.row} aria-label={t('highlights.region')} data-testid="profile-highlights">
      <ul className={styles.list}>
        {reels.map((reel) => {
          const cover =
            reel.cover_media?.cropped_image_version ??
            (reel.items?.[0] ? pickCandidate(reel.items[0].image_versions2.candidates, 150) : null);
          const title = reel.title ?? '';
          return (
            <li key={reel.id}>
              <Link
                to={highlightPath(highlightNumber(reel.id))}
                className={styles.item}
                aria-label={t('highlights.open', { title })}
                data-testid="highlight-ring"
              >
                <span className={styles.ring}>
                  {cover ? (
                    <img className={styles.cover} src={apiClient.resolveUrl(cover.url)} alt="" loading="lazy" />
                  ) : (
                    <span className={styles.cover} />
                  )}
                </span>
                <span className={styles.title} aria-hidden="true">
                  {title}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
