import { eventBus } from 'shared-contracts/bus';
import { logEvent } from 'shared-client';

/**
 * Logs what the bus already announces (docs/behaviour/analytics.md#events): likes, comments,
 * follows and the creation steps the shell sees. Answers a function that stops listening.
 */
export function logBusEvents(): () => void {
  const onLike = ({ mediaId, hasLiked }: { mediaId: string; hasLiked: boolean }) =>
    logEvent({ event: hasLiked ? 'like' : 'unlike', category: 'interaction', data: { media_id: mediaId } });
  const onComment = ({ mediaId }: { mediaId: string }) =>
    logEvent({ event: 'comment', category: 'interaction', data: { media_id: mediaId } });
  const onFriendship = ({
    userId,
    friendshipStatus,
  }: {
    userId: string;
    friendshipStatus: { following: boolean; outgoing_request: boolean };
  }) =>
    logEvent({
      event: friendshipStatus.following ? 'follow' : friendshipStatus.outgoing_request ? 'follow_request' : 'unfollow',
      category: 'interaction',
      data: { user_id: userId },
    });
  const onCreateOpened = ({ mode }: { mode: string }) =>
    logEvent({ event: 'creation_step', category: 'creation', flow: 'create_post', step: 'opened', data: { mode } });
  const onPostCreated = () =>
    logEvent({ event: 'creation_step', category: 'creation', flow: 'create_post', step: 'published' });
  eventBus.on('media-like-changed', onLike);
  eventBus.on('comment-added', onComment);
  eventBus.on('friendship-changed', onFriendship);
  eventBus.on('create-requested', onCreateOpened);
  eventBus.on('post-created', onPostCreated);
  return () => {
    eventBus.off('media-like-changed', onLike);
    eventBus.off('comment-added', onComment);
    eventBus.off('friendship-changed', onFriendship);
    eventBus.off('create-requested', onCreateOpened);
    eventBus.off('post-created', onPostCreated);
  };
}
