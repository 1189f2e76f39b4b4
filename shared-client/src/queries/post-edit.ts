import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { editMedia, type MediaEditInput } from 'shared-client';
import { type Media } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { MEDIA_ROOT, updateMediaEverywhere } from './media-cache.js';

/**
 * Shows an edited post everywhere it is cached (docs/behaviour/media.md#editing-a-post): every copy
 * (feeds, the post's page, grids) takes the post as saved, keeping what only the viewer's copy
 * knows; tag and place pages, whose lists the edit may change, are asked again when next shown.
 * Safe to run twice (the bus and the mutation both do).
 */
export function applyEditedPost(client: QueryClient, media: Media): void {
  updateMediaEverywhere(client, media.pk, (old) => ({
    ...old,
    caption: media.caption,
    caption_is_edited: media.caption_is_edited,
    accessibility_caption: media.accessibility_caption,
    usertags: media.usertags,
    location: media.location,
    carousel_media: media.carousel_media,
  }));
  for (const root of [[MEDIA_ROOT, 'tag'], ['tag-info'], [MEDIA_ROOT, 'location'], ['location-info']])
    void client.invalidateQueries({ queryKey: root });
}

/**
 * Edits one of the viewer's own posts (`mutate({ media, input })`); on success every cached view
 * shows the post as saved and the bus hears `post-edited`. Rejects with the server's error (the
 * caller says so and keeps what was typed).
 */
export function useEditPostMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ media, input }: { media: Pick<Media, 'pk'>; input: MediaEditInput }) => editMedia(media.pk, input),
    onSuccess: ({ media }) => {
      applyEditedPost(client, media);
      eventBus.emit('post-edited', { media });
    },
  });
}
