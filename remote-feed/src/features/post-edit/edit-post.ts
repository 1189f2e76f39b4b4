import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationInput, Media, UsertagInput } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { apiClient } from 'shared-client';
import { applyEditedPost } from 'shared-client/queries';

// The edit call and its mutation are this remote's alone (the post editor); what every cached copy
// of the post does on an edit (applyEditedPost) is the shared cache's.

/**
 * What an edit changes (docs/calls.md#posts-likes-and-saves): a field left out stays as it is; one
 * sent replaces it (an empty list removes every tag, a null location the place).
 */
export interface MediaEditInput {
  caption_text?: string;
  custom_accessibility_caption?: string;
  usertags?: { in: UsertagInput[] };
  location?: LocationInput | null;
  children_metadata?: Array<{ pk: string; custom_accessibility_caption?: string; usertags?: { in: UsertagInput[] } }>;
  /** The collaborators as they should be, invited or accepted: a JSON list of user ids. */
  invite_coauthor_user_ids_string?: string;
}

/** POST edit one of the viewer's own posts (docs/behaviour/media.md#editing-a-post); answers the post as saved. */
export function editMedia(mediaId: string, input: MediaEditInput): Promise<{ status: 'ok'; media: Media }> {
  return apiClient.request('POST', `/api/v1/media/${encodeURIComponent(mediaId)}/edit/`, { json: input });
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
