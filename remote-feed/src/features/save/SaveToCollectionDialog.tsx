import { useEffect, useState, type FormEvent } from 'react';
import {
  apiClient,
  createCollection,
  fetchCollections,
  pickCandidate,
  requestToast,
  type Collection,
  type Media,
} from 'shared-contracts';
import { useFeedTranslation } from '../../i18n/messages';
import { Dialog } from '../dialog/Dialog';
import { BookmarkIcon, PlusIcon } from '../icons/icons';
import { usePostEngagement } from '../engagement/use-post-engagement';
import * as styles from './SaveToCollectionDialog.module.css';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; collections: Collection[] };

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
 * it, and a new collection (created, then the post saved into it by its id).
 */
export function SaveToCollectionDialog({ media, onClose }: { media: Media; onClose: () => void }) {
  const t = useFeedTranslation();
  const engagement = usePostEngagement(media);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; load: Load } | null>(null);
  const load: Load = answer?.attempt === attempt ? answer.load : { status: 'loading' };
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchCollections({ collectionTypes: ['MEDIA'], signal: controller.signal })
      .then((page) => setAnswer({ attempt, load: { status: 'ready', collections: page.items } }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ attempt, load: { status: 'error' } });
      });
    return () => controller.abort();
  }, [attempt]);

  const handleToggle = async (collection: Collection): Promise<void> => {
    const inCollection = engagement.collectionIds.includes(collection.collection_id);
    const ok = await engagement.setInCollection(collection.collection_id, !inCollection);
    const key = inCollection ? 'collections.removedFrom' : 'collections.savedTo';
    requestToast({ message: ok ? t(key, { name: collection.collection_name }) : t('collections.failed') });
  };

  const handleCreate = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      const created = await createCollection(trimmed);
      const ok = await engagement.setInCollection(created.collection_id, true);
      if (!ok) throw new Error('save failed');
      requestToast({ message: t('collections.savedTo', { name: created.collection_name }) });
      onClose();
    } catch {
      setBusy(false);
      requestToast({ message: t('collections.failed') });
    }
  };

  return (
    <Dialog title={t('collections.title')} onClose={onClose} testId="collections-dialog">
      {load.status === 'loading' && (
        <p className={styles.status} role="status">
          {t('collections.loading')}
        </p>
      )}
      {load.status === 'error' && (
        <div className={styles.status} role="alert">
          <p>{t('collections.error')}</p>
          <button type="button" className={styles.primary} onClick={() => setAttempt((a) => a + 1)}>
            {t('feed.retry')}
          </button>
        </div>
      )}
      {load.status === 'ready' && load.collections.length === 0 && !creating && (
        <p className={styles.status}>{t('collections.empty')}</p>
      )}
      {load.status === 'ready' && load.collections.length > 0 && (
        <ul className={styles.list}>
          {load.collections.map((collection) => (
            <li key={collection.collection_id}>
              <button
                type="button"
                className={styles.row}
                aria-pressed={engagement.collectionIds.includes(collection.collection_id)}
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
          <button type="submit" className={styles.primary} disabled={busy || name.trim() === ''}>
            {t('collections.create')}
          </button>
        </form>
      ) : (
        <button type="button" className={styles.row} onClick={() => setCreating(true)}>
          <span className={styles.cover} aria-hidden="true">
            <PlusIcon size={18} />
          </span>
          <span className={styles.name}>{t('collections.new')}</span>
        </button>
      )}
      <button type="button" className={styles.close} onClick={onClose}>
        {t('collections.close')}
      </button>
    </Dialog>
  );
}
