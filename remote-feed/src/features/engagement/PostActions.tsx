import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { postPath, type Media } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { BookmarkIcon, CommentIcon, HeartIcon, MessagesIcon } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { closeCollectionSheet, openCollectionSheet, useCollectionSheetOpen } from '../save/collection-sheet';
import { useLongPress } from '../save/use-long-press';
import { usePostEngagement } from './use-post-engagement';
import * as styles from './Engagement.module.css';

const SaveToCollectionDialog = lazy(() =>
  import('../save/SaveToCollectionDialog').then((m) => ({ default: m.SaveToCollectionDialog })),
);
// "Send to" loads when Share is first pressed, so the feed's first load does not carry it.
const SendToDialog = lazy(() => import('../share/SendToDialog').then((m) => ({ default: m.SendToDialog })));

/**
 * The action row: like (instant, rolled back on failure), comment (the post page, or
 * `onCommentClick`), share ("Send to", docs/behaviour/direct.md#sending-a-post), and save. A long
 * press (or right click) on save, or the toast's action after saving, opens "save to collection".
 * `media` is the post as its query holds it. Reels show it as a column (`layout="rail"`).
 */
export function PostActions({
  media,
  onCommentClick,
  layout = 'row',
}: {
  media: Media;
  onCommentClick?: () => void;
  /** A row under a post, or a column beside a reel. */
  layout?: 'row' | 'rail';
}) {
  const t = useFeedTranslation();
  const engagement = usePostEngagement(media);
  const collectionsOpen = useCollectionSheetOpen(media.pk);
  const longPress = useLongPress(() => openCollectionSheet(media.pk));
  const liked = media.has_liked;
  const saved = media.has_viewer_saved;
  const [sharing, setSharing] = useState(false);

  const handleSave = async (): Promise<void> => {
    if (longPress.wasLongPress()) return;
    const saving = !saved;
    const ok = await engagement.toggleSave();
    if (ok && saving) {
      requestToast({
        message: t('post.saved'),
        action: { label: t('post.saveToCollection'), onAction: () => openCollectionSheet(media.pk) },
      });
    }
  };

  return (
    <div className={layout === 'rail' ? styles.rail : styles.actions}>
      <button
        type="button"
        className={liked ? `${styles.action} ${styles.liked}` : styles.action}
        aria-label={t('post.like')}
        aria-pressed={liked}
        onClick={engagement.toggleLike}
        data-testid="like-button"
      >
        <HeartIcon filled={liked} />
      </button>
      {onCommentClick ? (
        <button
          type="button"
          className={styles.action}
          aria-label={t('post.comment')}
          onClick={onCommentClick}
          data-testid="comment-button"
        >
          <CommentIcon />
        </button>
      ) : (
        <Link
          to={postPath(media.code)}
          className={styles.action}
          aria-label={t('post.comment')}
          data-testid="comment-button"
        >
          <CommentIcon />
        </Link>
      )}
      <button
        type="button"
        className={styles.action}
        aria-label={t('post.share')}
        aria-haspopup="dialog"
        onClick={() => setSharing(true)}
        data-testid="share-button"
      >
        <MessagesIcon />
      </button>
      <button
        type="button"
        className={`${styles.action} ${styles.save}`}
        aria-label={t('post.save')}
        aria-pressed={saved}
        onClick={() => void handleSave()}
        data-testid="save-button"
        {...longPress.handlers}
      >
        <BookmarkIcon filled={saved} />
      </button>
      {sharing && (
        <Suspense fallback={null}>
          <SendToDialog media={media} onClose={() => setSharing(false)} />
        </Suspense>
      )}
      {collectionsOpen && (
        <Suspense fallback={null}>
          <SaveToCollectionDialog media={media} onClose={closeCollectionSheet} />
        </Suspense>
      )}
    </div>
  );
}
