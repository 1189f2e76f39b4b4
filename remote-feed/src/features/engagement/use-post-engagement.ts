import { useCallback, useSyncExternalStore } from 'react';
import { requestToast, type Media } from 'shared-contracts';
import { useFeedTranslation } from '../../i18n/messages';
import { engagementStore, type LikeState, type SaveState } from './engagement-store';

/** A post's live engagement and the actions that change it. */
export interface PostEngagement extends LikeState, SaveState {
  /** Comments on the post, counting ones the viewer just added. */
  commentCount: number;
  /** Likes or unlikes (the like button). */
  toggleLike: () => void;
  /** Likes, never unlikes (double-tap on the media). */
  like: () => void;
  /** Saves to "All posts" or unsaves entirely (the bookmark). */
  toggleSave: () => Promise<boolean>;
  /** Adds the post to a collection (saving it) or removes it from one. */
  setInCollection: (collectionId: string, inCollection: boolean) => Promise<boolean>;
}

/**
 * The live like and save state of a post, the same in every view of it (feed card, post page,
 * another remote): changes travel as `media-like-changed` / `media-save-changed` bus events.
 * Actions are instant and roll back with a toast (and Retry) when the server refuses.
 */
export function usePostEngagement(media: Media): PostEngagement {
  const t = useFeedTranslation();
  useSyncExternalStore(engagementStore.subscribe, engagementStore.getVersion, engagementStore.getVersion);
  const likeState = engagementStore.likeState(media);
  const saveState = engagementStore.saveState(media);

  const setLiked = useCallback(
    function setLiked(liked: boolean): void {
      void engagementStore.setLiked(media, liked).then((ok) => {
        if (!ok) {
          requestToast({
            message: t('post.likeFailed'),
            action: { label: t('feed.retry'), onAction: () => setLiked(liked) },
          });
        }
      });
    },
    [media, t],
  );

  const toggleSave = useCallback(async (): Promise<boolean> => {
    const saved = !engagementStore.saveState(media).saved;
    const ok = await engagementStore.setSaved(media, saved);
    if (!ok) requestToast({ message: t('post.saveFailed') });
    return ok;
  }, [media, t]);

  const setInCollection = useCallback(
    (collectionId: string, inCollection: boolean) => engagementStore.setSaved(media, inCollection, [collectionId]),
    [media],
  );

  return {
    ...likeState,
    ...saveState,
    commentCount: engagementStore.commentCount(media),
    toggleLike: () => setLiked(!engagementStore.likeState(media).hasLiked),
    like: () => setLiked(true),
    toggleSave,
    setInCollection,
  };
}
