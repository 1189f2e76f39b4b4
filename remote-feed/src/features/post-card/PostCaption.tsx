import { useState } from 'react';
import { Link } from 'react-router';
import { profilePath, truncateUsername, type Media } from 'shared-contracts';
import { LinkedText } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { collapseCaption } from './caption-collapse';
import * as styles from './PostCard.module.css';

/**
 * The caption: author, text with #hashtag and @mention links, "more" when longer than 2 lines or
 * 125 characters (unless `defaultExpanded`), and "Edited" when the author changed it.
 */
export function PostCaption({ media, defaultExpanded = false }: { media: Media; defaultExpanded?: boolean }) {
  const t = useFeedTranslation();
  const [expanded, setExpanded] = useState(defaultExpanded);
  if (!media.caption) return null;
  const collapsed = collapseCaption(media.caption.text);
  const showAll = expanded || !collapsed.truncated;
  return (
    <p className={styles.caption} data-testid="post-caption">
      <Link to={profilePath(media.user.username)} className={styles.username}>
        {truncateUsername(media.user.username)}
      </Link>{' '}
      <LinkedText text={showAll ? media.caption.text : collapsed.text} link={Link} />
      {!showAll && (
        <>
          {'… '}
          <button type="button" className={styles.more} onClick={() => setExpanded(true)}>
            {t('post.caption.more')}
          </button>
        </>
      )}
      {media.caption_is_edited && (
        <>
          {' '}
          <span className={styles.edited}>• {t('post.edited')}</span>
        </>
      )}
    </p>
  );
}
