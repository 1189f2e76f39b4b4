import { useState } from 'react';
import { Link } from 'react-router';
import { highlightPath, pickCandidate, type StoryReel } from 'shared-contracts';
import { StoryRing, useHighlightsTrayQuery } from 'shared-client/stories';
import { MEDIA_QUERIES, PlusIcon, useMediaQuery } from 'shared-ui';
import { HighlightDialog } from './HighlightDialog';
import { HighlightOptions } from './HighlightOptions';
import { highlightNumber } from './highlight-number';
import { useHighlightsTranslation } from './messages';
import * as styles from './ProfileHighlights.module.css';

export { highlightNumber } from './highlight-number';

/** Cover size: 77 px, 56 px on narrow screens (docs/behaviour/stories.md#highlights). */
const COVER_SIZE = 77;
const COMPACT_COVER_SIZE = 56;

function coverUrl(reel: StoryReel): string {
  const cover =
    reel.cover_media?.cropped_image_version ??
    (reel.items?.[0] ? pickCandidate(reel.items[0].image_versions2.candidates, 150) : null);
  return cover?.url ?? reel.user.profile_pic_url;
}

/**
 * An account's highlights under its profile header (docs/behaviour/stories.md#highlights): a row
 * of round covers in the grey story ring with their titles, each opening the stories viewer at the
 * highlight. The owner also gets "New" (the highlight dialog) and a "…" on each to edit or delete
 * it. For others nothing shows while loading, on failure, or without highlights.
 */
export default function ProfileHighlights({ userId, isOwner = false }: { userId: string; isOwner?: boolean }) {
  const t = useHighlightsTranslation();
  const compact = useMediaQuery(MEDIA_QUERIES.phone);
  const highlights = useHighlightsTrayQuery(userId);
  const [creating, setCreating] = useState(false);
  const reels = highlights.data ?? [];
  const size = compact ? COMPACT_COVER_SIZE : COVER_SIZE;
  if (reels.length === 0 && !(isOwner && highlights.isSuccess)) return null;
  return (
    <section className={styles.row} aria-label={t('highlights.region')} data-testid="profile-highlights">
      <ul className={styles.list}>
        {reels.map((reel) => {
          const title = reel.title ?? '';
          return (
            <li key={reel.id} className={styles.entry}>
              <Link
                to={highlightPath(highlightNumber(reel.id))}
                className={styles.item}
                aria-label={t('highlights.open', { title })}
                data-testid="highlight-ring"
              >
                <StoryRing src={coverUrl(reel)} size={size} state="seen" />
                <span className={styles.title} aria-hidden="true">
                  {title}
                </span>
              </Link>
              {isOwner && <HighlightOptions reel={reel} />}
            </li>
          );
        })}
        {isOwner && (
          <li className={styles.entry}>
            <button
              type="button"
              className={styles.item}
              onClick={() => setCreating(true)}
              aria-label={t('highlights.newLabel')}
              aria-haspopup="dialog"
              data-testid="highlight-new"
            >
              <span className={styles.newRing} style={{ width: size + 10, height: size + 10 }}>
                <PlusIcon size={compact ? 24 : 32} />
              </span>
              <span className={styles.title} aria-hidden="true">
                {t('highlights.new')}
              </span>
            </button>
          </li>
        )}
      </ul>
      {creating && <HighlightDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
