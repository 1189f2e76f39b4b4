import { useState } from 'react';
import type { Ad } from 'shared-contracts';
import { ChevronIcon } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { adCallToAction } from '../../i18n/server-labels';
import { usePostEngagement } from '../engagement/use-post-engagement';
import { FEED_MEDIA_SIZES, LazyPostOptions, PostBody, usePostAlt } from '../post-card/PostCard';
import { PostHeader } from '../post-card/PostHeader';
import { PostMedia } from '../post-media/PostMedia';
import * as cardStyles from '../post-card/PostCard.module.css';
import * as styles from './AdCard.module.css';

/**
 * An operator-configured sponsored post: the post card with "Sponsored" in place of the time,
 * a call to action (link_text to link_url, marked sponsored; a standard one in the reader's
 * language: docs/behaviour/feed.md#ads), the ad's title, and disclaimers.
 */
export function AdCard({ ad }: { ad: Ad }) {
  const t = useFeedTranslation();
  const media = ad.media;
  const alt = usePostAlt(media);
  const engagement = usePostEngagement(media);
  const [optionsOpen, setOptionsOpen] = useState(false);
  return (
    <article className={cardStyles.card} data-testid="ad-card" data-ad-id={ad.ad_id} aria-label={alt}>
      <PostHeader media={media} sponsored onOpenOptions={() => setOptionsOpen(true)} />
      <div className={`${cardStyles.media} ${styles.media}`}>
        <PostMedia media={media} sizes={FEED_MEDIA_SIZES} onDoubleTapLike={engagement.like} />
        <a className={styles.cta} href={ad.link_url} target="_blank" rel="noopener sponsored" data-testid="ad-cta">
          <span>{adCallToAction(t, ad.link_text)}</span>
          <ChevronIcon direction="right" size={16} />
        </a>
      </div>
      {ad.ad_title && <p className={styles.title}>{ad.ad_title}</p>}
      <PostBody media={media} />
      {ad.disclaimers.length > 0 && (
        <ul className={styles.disclaimers} aria-label={t('ad.disclaimers')}>
          {ad.disclaimers.map((disclaimer) => (
            <li key={disclaimer}>{disclaimer}</li>
          ))}
        </ul>
      )}
      {optionsOpen && <LazyPostOptions media={media} onClose={() => setOptionsOpen(false)} />}
    </article>
  );
}
