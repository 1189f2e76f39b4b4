import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ALL_POSTS_COLLECTION_ID,
  deleteCollection,
  editCollection,
  eventBus,
  fetchCollectionItems,
  isApiError,
  profilePath,
  requestToast,
  type Media,
} from 'shared-contracts';
import { useProfileTranslation } from '../../i18n/messages';
import { Dialog, DialogBody, Menu, MenuButton } from '../dialog/Dialog';
import type { ListPage } from '../paging/paged-list';
import { usePagedList } from '../paging/use-paged-list';
import { LoadMoreSentinel } from '../profile-posts/LoadMoreSentinel';
import { PostGrid } from '../profile-posts/ProfilePosts';
import { CloseIcon, MoreIcon } from '../profile-posts/icons';
import { RetryPanel } from '../profile-page/RetryPanel';
import { CollectionNameDialog } from './CollectionNameDialog';
import * as styles from './Collections.module.css';
import * as buttons from '../relationship/Buttons.module.css';

const keyOfMedia = (media: Media): string => media.pk;

/**
 * One collection's page: its name, its posts paged by max_id, and for a named collection a menu
 * to rename or delete it and a button per post to take it out (the post stays in "All posts").
 */
export function CollectionDetail({ username, collectionId }: { username: string; collectionId: string }) {
  const t = useProfileTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [dialog, setDialog] = useState<'menu' | 'rename' | 'delete' | null>(null);
  const isAll = collectionId === ALL_POSTS_COLLECTION_ID;
  const savedPath = `${profilePath(username)}saved/`;

  const fetchPage = useCallback(
    async (maxId: string | null, signal: AbortSignal): Promise<ListPage<Media>> => {
      try {
        const page = await fetchCollectionItems(collectionId, { maxId, signal });
        setName(page.collection_name);
        return {
          items: page.items.map((item) => item.media),
          nextMaxId: page.next_max_id,
          moreAvailable: page.more_available,
        };
      } catch (error) {
        if (isApiError(error, 'not_found')) setMissing(true);
        throw error;
      }
    },
    [collectionId],
  );
  const list = usePagedList(fetchPage, keyOfMedia);

  useEffect(() => {
    if (missing) navigate(savedPath, { replace: true });
  }, [missing, navigate, savedPath]);

  const shownName = isAll ? t('profile.collections.all') : (name ?? '');

  const handleRemove = (media: Media): void => {
    editCollection(collectionId, { removedMediaIds: [media.pk] }).then(
      () => {
        list.edit((items) => items.filter((item) => item.pk !== media.pk));
        eventBus.emit('collection-changed', { collectionId, change: 'items-removed', mediaIds: [media.pk] });
        requestToast({ message: t('profile.collections.removed') });
      },
      () => requestToast({ message: t('profile.genericError') }),
    );
  };

  const handleRename = async (next: string): Promise<void> => {
    await editCollection(collectionId, { name: next });
    setName(next);
    setDialog(null);
    eventBus.emit('collection-changed', { collectionId, change: 'renamed', name: next });
    requestToast({ message: t('profile.collections.renamed') });
  };

  const handleDelete = (): void => {
    deleteCollection(collectionId).then(
      () => {
        eventBus.emit('collection-changed', { collectionId, change: 'deleted' });
        requestToast({ message: t('profile.collections.deleted') });
        navigate(savedPath);
      },
      () => {
        setDialog(null);
        requestToast({ message: t('profile.genericError') });
      },
    );
  };

  return (
    <section
      className={styles.panel}
      aria-labelledby="collection-title"
      data-testid="collection-detail"
      data-state={list.status}
    >
      <div className={styles.detailHeader}>
        <Link to={savedPath} className={styles.back}>
          {t('profile.collections.back')}
        </Link>
        <h2 id="collection-title" className={styles.detailTitle} data-testid="collection-title">
          {shownName}
        </h2>
        {!isAll && (
          <button
            type="button"
            className={buttons.icon}
            onClick={() => setDialog('menu')}
            aria-label={t('profile.collections.options')}
            data-testid="collection-options"
          >
            <MoreIcon />
          </button>
        )}
      </div>
      {list.status === 'errored' && list.items.length === 0 && (
        <RetryPanel message={t('profile.collections.error')} onRetry={list.loadMore} />
      )}
      {list.status === 'updated' && list.items.length === 0 && (
        <p className={styles.emptyCollection}>{t('profile.collections.empty')}</p>
      )}
      <PostGrid
        items={list.items}
        placeholders={list.status === 'loading' && list.items.length === 0 ? 6 : 0}
        busy={list.status === 'loading'}
        renderExtra={
          isAll
            ? undefined
            : (media) => (
                <button
                  type="button"
                  className={styles.removeFromCollection}
                  onClick={() => handleRemove(media)}
                  aria-label={t('profile.collections.remove')}
                  data-testid="remove-from-collection"
                >
                  <CloseIcon width={16} height={16} />
                </button>
              )
        }
      />
      {list.status === 'loading' && (
        <span className="lm-visually-hidden" role="status">
          {t('profile.loadingPosts')}
        </span>
      )}
      {list.status === 'updated' && list.moreAvailable && <LoadMoreSentinel onVisible={list.loadMore} />}
      {dialog === 'menu' && (
        <Dialog
          title={t('profile.collections.options')}
          hideTitle
          onClose={() => setDialog(null)}
          testId="collection-menu"
        >
          <Menu>
            <MenuButton onClick={() => setDialog('rename')} testId="collection-rename">
              {t('profile.collections.rename')}
            </MenuButton>
            <MenuButton danger onClick={() => setDialog('delete')} testId="collection-delete">
              {t('profile.collections.delete')}
            </MenuButton>
            <MenuButton onClick={() => setDialog(null)}>{t('profile.cancel')}</MenuButton>
          </Menu>
        </Dialog>
      )}
      {dialog === 'rename' && (
        <CollectionNameDialog
          title={t('profile.collections.rename')}
          initialName={shownName}
          onSubmit={handleRename}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <Dialog
          title={t('profile.collections.deleteTitle')}
          onClose={() => setDialog(null)}
          testId="collection-delete-dialog"
        >
          <DialogBody>
            <p>{t('profile.collections.deleteBody', { name: shownName })}</p>
          </DialogBody>
          <Menu>
            <MenuButton danger onClick={handleDelete} testId="collection-delete-confirm">
              {t('profile.collections.delete')}
            </MenuButton>
            <MenuButton onClick={() => setDialog(null)}>{t('profile.cancel')}</MenuButton>
          </Menu>
        </Dialog>
      )}
    </section>
  );
}
