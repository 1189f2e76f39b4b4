import type { Viewer } from 'shared-contracts';
import type { PendingComment } from './composer-state';
import { CommentRow } from './CommentRow';

/** The viewer's comment while it is being sent: their name and text, marked as posting. */
export function PendingCommentRow({ pending, viewer }: { pending: PendingComment; viewer: Viewer }) {
  return <CommentRow pk="pending" user={viewer} text={pending.text} createdAt={0} pending />;
}
