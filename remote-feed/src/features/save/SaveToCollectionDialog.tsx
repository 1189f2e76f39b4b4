import { useState, type FormEvent } from 'react';
import { apiClient } from 'shared-client';
import { pickCandidate, type Collection, type Media } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useCollectionsQuery, useCreateCollectionMutation } from 'shared-client/queries';
import { BookmarkIcon, Button, EmptyState, LoadingState, PlusIcon, RetryPanel, Sheet } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { usePostEngagement } from '../engagement/use-post-engagement';
import * as styles from './SaveToCollectionDialog.module.css';

function CollectionCover({ collection }: { collection: Collection }) {
  const cover = collection.cover_media ?? collection.cover_media_list[0] ?? null;
  const candidate = cover ? pickCandidate(cover.image_versions2.candidates, 88) : null;
  return candidate ? (
    <img className={styles.cover} src={apiClient.resolveUrl(candidate.url)} alt="" width={44} height={44} />
  ) : (
    <span className={styles.cover} aria-hidden="true">
      <BookmarkIcon size={18} />
    </span>
  );
}

/**
 * "Save to collection": the viewer's named collections, each toggling whether this post is in
 * it, and a new collection (created, then the post saved into it by its id). `media` is the post
 * as its query holds it: its saved_collection_ids are the live state.
 */
export function SaveToCollectionDialog({ media, onClose }: { media: Media; onClose: () => void }) {
  const t = useFeedTranslation();
  const engagement = usePostEngagement(media);
  const collections = useCollectionsQuery(['MEDIA']);
  const { mutateAsync: createCollection } = useCreateCollectionMutation();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  // Creating and then saving are two calls: the form stays busy across both.
  const [submitting, setSubmitting] = useState(false);
  const list = collections.data;

  const handleToggle = async (collection: Collection): Promise<void> => {
    const inCollection = media.saved_collection_ids.includes(collection.collection_id);
    const ok = await engagement.setInCollection(collection.collection_id, !inCollection);
    const key = inCollection ? 'collections.removedFrom' : 'collections.savedTo';
    requestToast({ message: ok ? t(key, { name: collection.collection_name }) : t('collections.failed') });
  };

  const handleCreate = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || submitting) return;
    setSubmitting(true);
    try {
      const created = await createCollection({ name: trimmed });
      if (!(await engagement.setInCollection(created.collection_id, true))) throw new Error('save failed');
      requestToast({ message: t('collections.savedTo', { name: created.collection_name }) });
      onClose();
    } catch {
      setSubmitting(false);
      requestToast({ message: t('collections.failed') });
    }
  };

  return (
    <Sheet title={t('collections.title')} onClose={onClose} closeButton testId="collections-dialog">
      {!list && collections.isFetching && <LoadingState label={t('collections.loading')} />}
      {!list && collections.isError && !collections.isFetching && (
        <RetryPanel message={t('collections.error')} onRetry={() => void collections.refetch()} />
      )}
      {list && list.length === 0 && !creating && <EmptyState compact headingLevel={3} title={t('collections.empty')} />}
      {list && list.length > 0 && (
        <ul className={styles.list}>
          {list.map((collection) => (
            <li key={collection.collection_id}>
              <button
                type="button"
                className={styles.row}
                aria-pressed={media.saved_collection_ids.includes(collection.collection_id)}
                onClick={() => void handleToggle(collection)}
              >
                <CollectionCover collection={collection} />
                <span className={styles.name}>{collection.collection_name}</span>
                <span className={styles.check} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {creating ? (
        <form className={styles.form} onSubmit={(event) => void handleCreate(event)}>
          <label className={styles.label}>
            <span>{t('collections.name')}</span>
            <input
              className={styles.input}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={100}
              autoFocus
              required
            />
          </label>
          <Button type="submit" fullWidth busy={submitting} disabled={name.trim() === ''}>
            {t('collections.create')}
          </Button>
        </form>
      ) : (
        <button type="button" className={styles.row} onClick={() => setCreating(true)}>
          <span className={styles.cover} aria-hidden="true">
            <PlusIcon size={18} />
          </span>
          <span className={styles.name}>{t('collections.new')}</span>
        </button>
      )}
    </Sheet>
  );
}
