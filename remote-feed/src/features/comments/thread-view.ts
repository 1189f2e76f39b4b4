import type { Comment } from 'shared-contracts';
import type { CommentReplies } from 'shared-client/queries';

/** How a reply thread's toggle reads: how many replies are still hidden and whether it can hide. */
export interface ThreadView {
  /** The replies shown, oldest first. */
  replies: Comment[];
  /** Replies not shown yet ("View replies (n)"); 0 when none. */
  hiddenCount: number;
  /** Whether "View replies" has to fetch (else it only unfolds what is loaded). */
  needsFetch: boolean;
  canHide: boolean;
  status: 'idle' | 'loading' | 'error';
}

/**
 * What the list shows under a top-level comment, from its replies (fetched and the viewer's own)
 * and whether the viewer unfolded the thread. Until a page is fetched, the parent's reply count
 * tells how many remain on the server.
 */
export function threadView(
  parent: Comment,
  thread: Pick<CommentReplies, 'replies' | 'fetched' | 'hasMore' | 'isFetching' | 'isError'>,
  expanded: boolean,
): ThreadView {
  const loaded = thread.replies;
  const status = thread.isFetching ? 'loading' : thread.isError ? 'error' : 'idle';
  const remaining = Math.max(0, parent.child_comment_count - loaded.length);
  const moreOnServer = thread.fetched ? thread.hasMore : remaining > 0;
  if (!expanded) {
    return {
      replies: [],
      hiddenCount: parent.child_comment_count > 0 ? Math.max(parent.child_comment_count, loaded.length) : 0,
      needsFetch: loaded.length === 0 || (moreOnServer && !thread.fetched),
      canHide: false,
      status,
    };
  }
  return {
    replies: loaded,
    hiddenCount: moreOnServer ? Math.max(remaining, 1) : 0,
    needsFetch: moreOnServer,
    canHide: loaded.length > 0,
    status,
  };
}
