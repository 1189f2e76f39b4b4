import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { optimisticSave, type Media, type SaveState } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { likeMedia, saveMedia, unlikeMedia, unsaveMedia } from 'shared-client';
import { findCachedMedia, updateMediaEverywhere } from './media-cache.js';

// Likes and saves of posts, optimistic through the cache: every cached copy of the post changes at
// once, the server's answer confirms it, and a failure puts back what was there. Answers to an
// action overtaken by a newer one on the same post are ignored.

type EngagementFields = Pick<Media, 'pk' | 'has_liked' | 'like_count' | 'has_viewer_saved' | 'saved_collection_ids'>;

/** The viewer's like state of a post. */
export interface LikeState {
  hasLiked: boolean;
  likeCount: number;
}

const turns = new Map<string, number>();

/** Starts an action on a key; the returned check says whether it is still the latest one. */
function takeTurn(key: string): () => boolean {
  const turn = (turns.get(key) ?? 0) + 1;
  turns.set(key, turn);
  return () => turns.get(key) === turn;
}

/** The freshest copy of a post: the cache's when it has one, else the one given. */
function freshest(client: QueryClient, media: EngagementFields): EngagementFields {
  return findCachedMedia(client, (cached) => cached.pk === media.pk)?.media ?? media;
}

/** Writes a like state into every cached copy of a post. */
export function applyLikeState(client: QueryClient, pk: string, state: LikeState): void {
  updateMediaEverywhere(client, pk, (media) =>
    media.has_liked === state.hasLiked && media.like_count === state.likeCount
      ? media
      : { ...media, has_liked: state.hasLiked, like_count: state.likeCount },
  );
}

/** Writes a save state into every cached copy of a post. */
export function applySaveState(client: QueryClient, pk: string, state: SaveState): void {
  updateMediaEverywhere(client, pk, (media) => ({
    ...media,
    has_viewer_saved: state.saved,
    saved_collection_ids: state.collectionIds,
  }));
}

/** Writes a comment count into every cached copy of a post. */
export function applyCommentCount(client: QueryClient, pk: string, commentCount: number): void {
  updateMediaEverywhere(client, pk, (media) =>
    media.comment_count === commentCount ? media : { ...media, comment_count: commentCount },
  );
}

function announceLike(client: QueryClient, pk: string, state: LikeState): void {
  applyLikeState(client, pk, state);
  eventBus.emit('media-like-changed', { mediaId: pk, ...state });
}

function announceSave(client: QueryClient, pk: string, state: SaveState): void {
  applySaveState(client, pk, state);
  eventBus.emit('media-save-changed', { mediaId: pk, ...state });
}

/** Likes or unlikes a post (`mutate({ media, liked })`); rejects when the server refused. */
export function useLikeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ media, liked }: { media: EngagementFields; liked: boolean }) =>
      liked ? likeMedia(media.pk) : unlikeMedia(media.pk),
    onMutate: ({ media, liked }) => {
      const current = freshest(client, media);
      const before: LikeState = { hasLiked: current.has_liked, likeCount: current.like_count };
      const isLatest = takeTurn(`like:${media.pk}`);
      if (before.hasLiked !== liked) {
        announceLike(client, media.pk, {
          hasLiked: liked,
          likeCount: Math.max(0, before.likeCount + (liked ? 1 : -1)),
        });
      }
      return { before, isLatest };
    },
    onSuccess: (result, { media, liked }, context) => {
      if (context?.isLatest() && result.like_count !== undefined) {
        announceLike(client, media.pk, { hasLiked: result.has_liked ?? liked, likeCount: result.like_count });
      }
    },
    onError: (_error, { media }, context) => {
      if (context?.isLatest()) announceLike(client, media.pk, context.before);
    },
  });
}

/**
 * Saves a post (into the given collections, or just to "All posts") or unsaves it (from the given
 * collections, or entirely): `mutate({ media, saved, collectionIds })`.
 */
export function useSaveMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      media,
      saved,
      collectionIds = [],
    }: {
      media: EngagementFields;
      saved: boolean;
      collectionIds?: readonly string[];
    }) => (saved ? saveMedia(media.pk, collectionIds) : unsaveMedia(media.pk, collectionIds)),
    onMutate: ({ media, saved, collectionIds = [] }) => {
      const current = freshest(client, media);
      const before: SaveState = { saved: current.has_viewer_saved, collectionIds: current.saved_collection_ids };
      const optimistic = optimisticSave(before, saved, collectionIds);
      const isLatest = takeTurn(`save:${media.pk}`);
      announceSave(client, media.pk, optimistic);
      return { before, optimistic, isLatest };
    },
    onSuccess: (result, { media }, context) => {
      if (!context?.isLatest()) return;
      if (result.has_viewer_saved === undefined && result.saved_collection_ids === undefined) return;
      announceSave(client, media.pk, {
        saved: result.has_viewer_saved ?? context.optimistic.saved,
        collectionIds: result.saved_collection_ids ?? context.optimistic.collectionIds,
      });
    },
    onError: (_error, { media }, context) => {
      if (context?.isLatest()) announceSave(client, media.pk, context.before);
    },
  });
}
