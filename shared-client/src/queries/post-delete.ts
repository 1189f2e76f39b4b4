import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deleteMedia } from 'shared-client';
import { type AppEvents, type Media } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { invalidateCollections } from './collections.js';
import { removePostFromFeeds } from './feed.js';
import { holdsMedia, MEDIA_ROOT } from './media-cache.js';
import { postKeys } from './post.js';
import { invalidateProfilesOf } from './profile.js';
import { profilePostsKeys, type ProfilePostsPages } from './profile-posts.js';

/** What the bus says about a deleted post. */
export type DeletedPost = AppEvents['post-deleted'];

/**
 * Takes a deleted post out of every cached view (docs/behaviour/media.md#deleting-a-post): the
 * feeds and the author's grids lose it at once, its page knows it is gone, any other list still
 * holding it (a tag page, more from the author) asks again when shown, and the author's counts and
 * the saved collections are read again. Safe to run twice (the bus and the mutation both do).
 */
export function removeDeletedPost(client: QueryClient, { mediaId, code, userId }: DeletedPost): void {
  removePostFromFeeds(client, mediaId);
  client.setQueriesData<ProfilePostsPages>({ queryKey: profilePostsKeys.user(userId) }, (data) => {
    if (!data || !data.pages.some((page) => page.items.some((media) => media.pk === mediaId))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.filter((m) => m.pk !== mediaId) })),
    };
  });
  if (client.getQueryData(postKeys.page(code)) !== undefined) client.setQueryData(postKeys.page(code), null);
  void client.invalidateQueries({
    queryKey: [MEDIA_ROOT],
    predicate: (query) => holdsMedia(query.state.data, mediaId),
  });
  void invalidateProfilesOf(client, userId);
  invalidateCollections(client);
}

/**
 * Deletes one of the viewer's own posts (`mutate(media)`); on success the post leaves every cached
 * view and the bus hears `post-deleted`. Rejects with the server's error (the caller says so).
 */
export function useDeletePostMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (media: Pick<Media, 'pk' | 'code' | 'user'>) => deleteMedia(media.pk),
    onSuccess: (_answer, media) => {
      const deleted: DeletedPost = { mediaId: media.pk, code: media.code, userId: media.user.pk };
      removeDeletedPost(client, deleted);
      eventBus.emit('post-deleted', deleted);
    },
  });
}
