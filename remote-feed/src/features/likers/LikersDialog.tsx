import { useLikersQuery } from 'shared-client/queries';
import { Button, Dialog, EmptyState, LoadingState, RetryPanel } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { LikerRow } from './LikerRow';
import * as styles from './LikersDialog.module.css';

/**
 * The people who liked a post (docs/behaviour/feed.md#the-likers-list): newest like first, 12 at a
 * time with "Load more", each with a follow button. A failed page keeps the rows it has and
 * offers Retry.
 */
export function LikersDialog({ mediaId, onClose }: { mediaId: string; onClose: () => void }) {
  const t = useFeedTranslation();
  const list = useLikersQuery(mediaId);
  const users = list.data ?? [];
  const failed = list.isError && !list.isFetching;

  return (
    <Dialog title={t('likers.title')} onClose={onClose} closeButton bodyClassName={styles.body} testId="likers-dialog">
      <ul className={styles.list} aria-busy={list.isFetching}>
        {users.map((user) => (
          <LikerRow key={user.pk} user={user} onNavigate={onClose} />
        ))}
      </ul>
      {list.isPending && <LoadingState />}
      {list.isSuccess && users.length === 0 && <EmptyState title={t('likers.empty')} compact headingLevel={3} />}
      {failed && (
        <RetryPanel
          message={t('likers.error')}
          onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
        />
      )}
      {list.isSuccess && list.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="text"
            onClick={() => void list.fetchNextPage()}
            busy={list.isFetchingNextPage}
            data-testid="likers-more"
          >
            {t('likers.more')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
