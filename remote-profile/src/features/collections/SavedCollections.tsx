import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import {
  apiClient,
  createCollection,
  eventBus,
  fetchCollections,
  pickCandidate,
  profilePath,
  requestToast,
  useBusEvent,
  type Collection,
} from 'shared-contracts';
import { useProfileTranslation } from '../../i18n/messages';
import type { ListPage } from '../paging/paged-list';
import { usePagedList } from '../paging/use-paged-list';
import { LoadMoreSentinel } from '../profile-posts/LoadMoreSentinel';
import { RetryPanel } from '../profile-page/RetryPanel';
import { CollectionNameDialog } from './CollectionNameDialog';
import * as styles from './Collections.module.css';
import * as buttons from '../relationship/Buttons.module.css';

const keyOfCollection = (collection: Collection): string => collection.collection_id;

/** The link of a collection's page (the saved tab with the collection in the query). */
export function collectionPath(username: string, collectionId: string): string {
  return `${profilePath(username)}saved/?collection=${encodeURIComponent(collectionId)}`;
}

/**
 * The owner's saved tab: "All posts" and the named collections (GET collections/list, paged by
 * max_id), each with up to four covers; a new collection is created from here. States follow
 * spec 4: loading, updated, errored.
 */
export function SavedCollections({ username, labelledBy }: { username: string; labelledBy: string }) {
  const t = useProfileTranslation();
  const fetchPage = useCallback(async (maxId: string | null, signal: AbortSignal): Promise<ListPage<Collection>> => {
    const page = await fetchCollections({ maxId, signal });
    return { items: page.items, nextMaxId: page.next_max_id, moreAvailable: page.more_available };
  }, []);
  const list = usePagedList(fetchPage, keyOfCollection);
  const [creating, setCreating] = useState(false);

  useBusEvent('collection-changed', ({ collectionId, change, name }) => {
    if (change === 'deleted') list.edit((items) => items.filter((c) => c.collection_id !== collectionId));
    if (change === 'renamed' && name !== undefined)
      list.edit((items) => items.map((c) => (c.collection_id === collectionId ? { ...c, collection_name: name } : c)));
  });

  const handleCreate = async (name: string): Promise<void> => {
    const created = await createCollection(name);
    const { status: _status, ...collection } = created;
    // After "All posts", newest first, as the server lists them.
    list.edit((items) => {
      const auto = items.filter((c) => c.collection_type !== 'MEDIA');
      const named = items.filter((c) => c.collection_type === 'MEDIA');
      return [...auto, collection, ...named];
    });
    eventBus.emit('collection-changed', { collectionId: collection.collection_id, change: 'created', name });
    requestToast({ message: t('profile.collections.created', { name }) });
    setCreating(false);
  };

  return (
    <section
      className={styles.panel}
      aria-labelledby={labelledBy}
      data-testid="saved-collections"
      data-state={list.status}
    >
      <div className={styles.toolbar}>
        <p className={styles.onlyYou}>{t('profile.collections.onlyYou')}</p>
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.compact}`}
          onClick={() => setCreating(true)}
          data-testid="new-collection"
        >
          {t('profile.collections.new')}
        </button>
      </div>
      {list.status === 'errored' && <RetryPanel message={t('profile.collections.error')} onRetry={list.loadMore} />}
      <ul className={styles.grid} aria-busy={list.status === 'loading'}>
        {list.items.map((collection) => (
          <li key={collection.collection_id}>
            <CollectionCard collection={collection} username={username} />
          </li>
        ))}
        {list.status === 'loading' &&
          list.items.length === 0 &&
          [0, 1, 2].map((index) => (
            <li key={`placeholder-${index}`} className={styles.placeholder} aria-hidden="true" />
          ))}
      </ul>
      {list.status === 'loading' && (
        <span className="lm-visually-hidden" role="status">
          {t('profile.loading')}
        </span>
      )}
      {list.status === 'updated' && list.moreAvailable && <LoadMoreSentinel onVisible={list.loadMore} />}
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
