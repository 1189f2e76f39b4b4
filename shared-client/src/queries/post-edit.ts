import type { QueryClient } from '@tanstack/react-query';
import { type Media } from 'shared-contracts';
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
