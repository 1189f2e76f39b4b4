import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ALL_POSTS_COLLECTION_ID } from 'shared-client';
import { isApiError, profilePath, type Media } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useCollectionItemsQuery, useRemoveFromCollectionMutation } from 'shared-client/queries';
import { CloseIcon, EmptyState, IconButton, RetryPanel } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { LoadMoreSentinel } from '../profile-posts/LoadMoreSentinel';
import { PostGrid } from '../profile-posts/ProfilePosts';
import { CollectionOptions } from './CollectionOptions';
import { collectionListState } from './list-state';
import * as styles from './Collections.module.css';

/**
 * One collection's page: its name, its posts paged by max_id, and for a named collection a menu
 * to rename or delete it and a button per post to take it out (the post stays in "All posts"). A
 * collection that no longer exists sends the viewer back to the saved tab.
 */
export function CollectionDetail({ username, collectionId }: { username: string; collectionId: string }) {
  const t = useProfileTranslation();
  const navigate = useNavigate();
  const collection = useCollectionItemsQuery(collectionId);
  const removal = useRemoveFromCollectionMutation(collectionId);
  const isAll = collectionId === ALL_POSTS_COLLECTION_ID;
  const savedPath = `${profilePath(username)}saved/`;
  const state = collectionListState(collection);
  const items = collection.data?.items ?? [];
  const shownName = isAll ? t('profile.collections.all') : (collection.data?.name ?? '');
  const missing = isApiError(collection.error, 'not_found');

  useEffect(() => {
    if (missing) navigate(savedPath, { replace: true });
  }, [missing, navigate, savedPath]);

  const handleRemove = (media: Media): void => {
    // One promise per removal: each gets its toast, even when several are under way.
    removal.mutateAsync([media.pk]).then(
      () => requestToast({ message: t('profile.collections.removed') }),
      () => requestToast({ message: t('profile.genericError') }),
    );
  };

  return (
    <section
      className={styles.panel}
      aria-labelledby="collection-title"
      data-testid="collection-detail"
      data-state={state}
    >
      <div className={styles.detailHeader}>
        <Link to={savedPath} className={styles.back}>
          {t('profile.collections.back')}
        </Link>
        <h2 id="collection-title" className={styles.detailTitle} data-testid="collection-title">
          {shownName}
        </h2>
        {!isAll && <CollectionOptions collectionId={collectionId} name={shownName} savedPath={savedPath} />}
      </div>
      {state === 'errored' && items.length === 0 && !missing && (
        <RetryPanel message={t('profile.collections.error')} onRetry={() => void collection.refetch()} />
      )}
      {state === 'updated' && items.length === 0 && (
        <EmptyState title={t('profile.collections.empty')} compact headingLevel={3} />
      )}
      <PostGrid
        items={items}
        placeholders={collection.isPending ? 6 : 0}
        busy={state === 'loading'}
        renderExtra={
          isAll
            ? undefined
            : (media) => (
                <IconButton
                  label={t('profile.collections.remove')}
                  className={styles.removeFromCollection}
                  onClick={() => handleRemove(media)}
                  data-testid="remove-from-collection"
                >
                  <CloseIcon size={16} />
                </IconButton>
              )
        }
      />
      {state === 'loading' && (
        <span className="lm-visually-hidden" role="status">
          {t('profile.loadingPosts')}
        </span>
      )}
      {state === 'updated' && collection.hasNextPage && (
        <LoadMoreSentinel onVisible={() => void collection.fetchNextPage()} />
      )}
      {state === 'errored' && items.length > 0 && (
        <RetryPanel message={t('profile.collections.error')} onRetry={() => void collection.fetchNextPage()} />
      )}
    </section>
  );
}
