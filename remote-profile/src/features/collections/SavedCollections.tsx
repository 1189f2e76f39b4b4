import { useState } from 'react';
import { Link } from 'react-router';
import { apiClient } from 'shared-client';
import { pickCandidate, profilePath, type Collection } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useCollectionsQuery, useCreateCollectionMutation } from 'shared-client/queries';
import { Button, RetryPanel } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { LoadMoreSentinel } from '../profile-posts/LoadMoreSentinel';
import { CollectionNameDialog } from './CollectionNameDialog';
import { collectionListState } from './list-state';
import * as styles from './Collections.module.css';

/** The link of a collection's page (the saved tab with the collection in the query). */
export function collectionPath(username: string, collectionId: string): string {
  return `${profilePath(username)}saved/?collection=${encodeURIComponent(collectionId)}`;
}

/**
 * The owner's saved tab: "All posts" and the named collections (paged by max_id), each with up to
 * four covers; a new collection is created from here and shows at once. States: loading, updated,
 * errored (docs/behaviour/collections.md#the-saved-tab).
 */
export function SavedCollections({ username, labelledBy }: { username: string; labelledBy: string }) {
  const t = useProfileTranslation();
  const list = useCollectionsQuery();
  const create = useCreateCollectionMutation();
  const [creating, setCreating] = useState(false);
  const state = collectionListState(list);
  const collections = list.data ?? [];

  const handleCreate = async (name: string): Promise<void> => {
    await create.mutateAsync({ name });
    requestToast({ message: t('profile.collections.created', { name }) });
    setCreating(false);
  };

  return (
    <section className={styles.panel} aria-labelledby={labelledBy} data-testid="saved-collections" data-state={state}>
      <div className={styles.toolbar}>
        <p className="lm-note">{t('profile.collections.onlyYou')}</p>
        <Button variant="secondary" size="small" onClick={() => setCreating(true)} data-testid="new-collection">
          {t('profile.collections.new')}
        </Button>
      </div>
      {state === 'errored' && (
        <RetryPanel
          message={t('profile.collections.error')}
          onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
        />
      )}
      <ul className={styles.grid} aria-busy={state === 'loading'}>
        {collections.map((collection) => (
          <li key={collection.collection_id}>
            <CollectionCard collection={collection} username={username} />
          </li>
        ))}
        {list.isPending &&
          [0, 1, 2].map((index) => (
            <li key={`placeholder-${index}`} className={styles.placeholder} aria-hidden="true" />
          ))}
      </ul>
      {state === 'loading' && (
        <span className="lm-visually-hidden" role="status">
          {t('profile.collections.loading')}
        </span>
      )}
      {state === 'updated' && list.hasNextPage && <LoadMoreSentinel onVisible={() => void list.fetchNextPage()} />}
      {creating && (
        <CollectionNameDialog
          title={t('profile.collections.new')}
          initialName=""
          onSubmit={handleCreate}
          onClose={() => setCreating(false)}
        />
      )}
    </section>
  );
}

/** A collection's name as shown: "All posts" is translated. */
export function useCollectionName(collection: Pick<Collection, 'collection_type' | 'collection_name'>): string {
  const t = useProfileTranslation();
  return collection.collection_type === 'ALL_MEDIA_AUTO_COLLECTION'
    ? t('profile.collections.all')
    : collection.collection_name;
}

function CollectionCard({ collection, username }: { collection: Collection; username: string }) {
  const t = useProfileTranslation();
  const name = useCollectionName(collection);
  const covers = (
    collection.cover_media_list.length > 0
      ? collection.cover_media_list
      : collection.cover_media
        ? [collection.cover_media]
        : []
  ).slice(0, 4);
  return (
    <Link
      to={collectionPath(username, collection.collection_id)}
      className={styles.card}
      data-testid="collection-card"
      data-collection-id={collection.collection_id}
    >
      <span className={covers.length >= 4 ? `${styles.covers} ${styles.four}` : styles.covers} aria-hidden="true">
        {covers.map((cover) => {
          const candidate = pickCandidate(cover.image_versions2.candidates, 300);
          return candidate ? (
            <img key={cover.id} src={apiClient.resolveUrl(candidate.url)} alt="" loading="lazy" />
          ) : null;
        })}
      </span>
      <span className={styles.cardName}>{name}</span>
      <span className={styles.cardCount}>
        {t('profile.collections.count', { count: collection.collection_media_count })}
      </span>
    </Link>
  );
}
