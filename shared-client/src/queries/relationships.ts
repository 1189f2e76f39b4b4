import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveFollowRequest,
  blockUser,
  declineFollowRequest,
  muteUser,
  removeFollower,
  setBestie,
  setFeedFavorite,
  setRestricted,
  unblockUser,
  unmuteUser,
  type FriendshipChangeResult,
  type MuteTargets,
} from 'shared-client';
import { eventBus } from 'shared-contracts/bus';
import { removeFromFollowRequests } from './follow-lists.js';
import { announceFriendshipStatus, friendshipKeys } from './friendships.js';

// Relationship changes other than follow: each answers the full new status, which is announced;
// the "updating" flag is the mutation's pending state (same key as follow; see
// docs/behaviour/relationships.md#the-updating-flag).

/** A relationship switch of the options menu: restrict, close friends, favourites. */
export type RelationshipToggle = 'restrict' | 'bestie' | 'favorite';

const TOGGLE_CALLS: Record<RelationshipToggle, (userId: string, on: boolean) => Promise<FriendshipChangeResult>> = {
  restrict: setRestricted,
  bestie: setBestie,
  favorite: setFeedFavorite,
};

/** Turns restrict, close friends or favourite on or off for a user. */
export function useRelationshipToggle(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: friendshipKeys.mutation(userId),
    mutationFn: ({ toggle, on }: { toggle: RelationshipToggle; on: boolean }) => TOGGLE_CALLS[toggle](userId, on),
    onSuccess: (result) => announceFriendshipStatus(client, userId, result.friendship_status),
  });
}

/**
 * Mutes (the options set true) or unmutes (the options set true are unmuted) a user's posts and
 * story (only the options asked for are sent: docs/behaviour/relationships.md#mute).
 */
export function useMuteMutation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: friendshipKeys.mutation(userId),
    mutationFn: ({ mute, targets }: { mute: boolean; targets: MuteTargets }) =>
      (mute ? muteUser : unmuteUser)(userId, targets),
    onSuccess: (result) => {
      announceFriendshipStatus(client, userId, result.friendship_status);
      if (result.mute_options) eventBus.emit('mute-changed', { userId, ...result.mute_options });
    },
  });
}

/** Blocks or unblocks a user; a block refused across supervision rejects with a forbidden ApiError. */
export function useBlockMutation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: friendshipKeys.mutation(userId),
    mutationFn: ({ block }: { block: boolean }) => (block ? blockUser : unblockUser)(userId),
    onSuccess: (result, { block }) => {
      announceFriendshipStatus(client, userId, result.friendship_status);
      eventBus.emit('block-changed', { userId, blocking: block });
    },
  });
}

/** Removes a user from the viewer's followers. */
export function useRemoveFollowerMutation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: friendshipKeys.mutation(userId),
    mutationFn: () => removeFollower(userId),
    onSuccess: (result) => {
      announceFriendshipStatus(client, userId, result.friendship_status);
      eventBus.emit('follower-removed', { userId });
    },
  });
}

/**
 * Approves or declines a user's request to follow the viewer (a private account); the request
 * leaves the cached requests list.
 */
export function useFollowRequestMutation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: friendshipKeys.mutation(userId),
    mutationFn: ({ approve }: { approve: boolean }) => (approve ? approveFollowRequest : declineFollowRequest)(userId),
    onSuccess: (result, { approve }) => {
      removeFromFollowRequests(client, userId);
      announceFriendshipStatus(client, userId, result.friendship_status);
      eventBus.emit('follow-request-resolved', { userId, approved: approve });
    },
  });
}
