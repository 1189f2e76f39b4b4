import { type Media } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useLikeMutation, useSaveMutation } from 'shared-client/queries';
import { useFeedTranslation } from '../../i18n/messages';

/** The actions that change a post's likes and saves. */
export interface PostEngagementActions {
  /** Likes or unlikes (the like button). */
  toggleLike: () => void;
  /** Likes, never unlikes (double-tap on the media). */
  like: () => void;
  /** Saves to "All posts" or unsaves entirely (the bookmark); resolves whether it worked. */
  toggleSave: () => Promise<boolean>;
  /** Adds the post to a collection (saving it) or takes it out of one; resolves whether it worked. */
  setInCollection: (collectionId: string, inCollection: boolean) => Promise<boolean>;
}

/**
 * Likes and saves of a post through the query cache: every cached copy of the post (feed card,
 * post page, another remote's grid) changes at once, and goes back when the server refuses, with
 * a toast (and Retry for a like). `media` is the post as its query holds it, so its own fields are
 * the live state: read `has_liked`, `like_count`, `has_viewer_saved` from it.
 */
export function usePostEngagement(media: Media): PostEngagementActions {
  const t = useFeedTranslation();
  const { mutateAsync: likeAsync } = useLikeMutation();
  const { mutateAsync: saveAsync } = useSaveMutation();

  // A failure rolls back (in the cache) and offers Retry, which sends the same change again.
  function sendLike(liked: boolean): void {
    likeAsync({ media, liked }).catch(() =>
      requestToast({
        message: t('post.likeFailed'),
        action: { label: t('feed.retry'), onAction: () => sendLike(liked) },
      }),
    );
  }

  function setLiked(liked: boolean): void {
    if (media.has_liked !== liked) sendLike(liked);
  }

  return {
    toggleLike: () => setLiked(!media.has_liked),
    like: () => setLiked(true),
    toggleSave: () =>
      saveAsync({ media, saved: !media.has_viewer_saved }).then(
        () => true,
        () => {
          requestToast({ message: t('post.saveFailed') });
          return false;
        },
      ),
    setInCollection: (collectionId, inCollection) =>
      saveAsync({ media, saved: inCollection, collectionIds: [collectionId] }).then(
        () => true,
        () => false,
      ),
  };
}
