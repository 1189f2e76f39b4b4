import { useCallback, useEffect, useRef } from 'react';
import type { Comment } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useLinkedCommentQuery } from 'shared-client/queries';
import { useCommentsTranslation } from './messages';

/** A comment opened by its permalink, as the list shows it (docs/behaviour/comments.md#permalinks). */
export interface LinkedComment {
  /** The comment to highlight, once the server has answered; null without one. */
  comment: Comment | null;
  /** The top-level comment the list shows first: the comment itself, or a linked reply's thread. */
  top: Comment | null;
  /** A linked reply, shown in its thread (null for a top-level comment). */
  reply: Comment | null;
  /** Ref of the highlighted row: scrolls it into view and focuses it, the first time only. */
  reveal: (node: HTMLElement | null) => void;
}

/**
 * The comment a permalink names (`commentPk`; null on the plain post page). One that is gone or
 * hidden from the viewer says so in a toast, once: the post shows as usual.
 */
export function useLinkedComment(mediaPk: string, commentPk: string | null): LinkedComment {
  const t = useCommentsTranslation();
  const { data } = useLinkedCommentQuery(mediaPk, commentPk);
  // The first answer only: a linked comment the viewer deletes here later needs no toast.
  const answered = useRef(false);
  useEffect(() => {
    if (data === undefined || answered.current) return;
    answered.current = true;
    if (data === null) requestToast({ message: t('comments.linkedGone') });
  }, [data, t]);
  const revealed = useRef(false);
  const reveal = useCallback((node: HTMLElement | null) => {
    if (!node || revealed.current) return;
    revealed.current = true;
    // Instant, not smooth: the page has just opened here (and reduced motion asks for no movement).
    node.scrollIntoView({ block: 'center' });
    // Focus, so a screen reader reads the comment the link was about.
    node.focus({ preventScroll: true });
  }, []);
  const comment = data?.comment ?? null;
  const parent = data?.parent ?? null;
  return { comment, top: parent ?? comment, reply: parent ? comment : null, reveal };
}
