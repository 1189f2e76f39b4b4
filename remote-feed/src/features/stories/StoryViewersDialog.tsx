import { Link } from 'react-router';
import { profilePath } from 'shared-contracts';
import { useStoryViewersQuery } from 'shared-client/stories';
import { Avatar } from 'shared-client';
import { personRowClasses } from 'shared-client/people';
import { Dialog, EmptyState, HeartIcon, LoadingState, RetryPanel } from 'shared-ui';
import { useStoriesTranslation } from './messages';
import * as styles from './Stories.module.css';

/** The owner's list of who saw a story, newest first, with a heart for those who liked it. */
export function StoryViewersDialog({ mediaId, onClose }: { mediaId: string; onClose: () => void }) {
  const t = useStoriesTranslation();
  const viewers = useStoryViewersQuery(mediaId);
  const users = viewers.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <Dialog title={t('stories.viewers')} onClose={onClose} closeButton size="small" testId="story-viewers">
      {viewers.isPending && <LoadingState />}
      {viewers.isError && <RetryPanel message={t('stories.viewersError')} onRetry={() => void viewers.refetch()} />}
      {viewers.isSuccess && users.length === 0 && (
        <EmptyState title={t('stories.noViewers')} compact headingLevel={3} />
      )}
      {users.length > 0 && (
        <ul className={styles.viewerList}>
          {users.map((viewer) => (
            <li key={viewer.user.pk} className={personRowClasses.row}>
              <Link to={profilePath(viewer.user.username)} className={styles.viewerLink}>
                <Avatar src={viewer.user.profile_pic_url} size={44} />
                <span>{viewer.user.username}</span>
              </Link>
              {viewer.has_liked && <HeartIcon filled size={16} className={styles.viewerLiked} />}
            </li>
          ))}
        </ul>
      )}
      {viewers.hasNextPage && (
        <button type="button" className={styles.textButton} onClick={() => void viewers.fetchNextPage()}>
          …
        </button>
      )}
    </Dialog>
  );
}
