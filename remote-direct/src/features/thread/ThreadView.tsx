import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useSession } from 'shared-client';
import { ActionButton, AlertDialog, EmptyState, LoadingState, RetryPanel } from 'shared-ui';
import { useDirectTranslation } from '../../i18n/messages';
import { Composer, type ReplyTarget } from '../composer/Composer';
import { useOutgoing } from '../composer/outbox';
import { ThreadDetails } from '../details/ThreadDetails';
import { GroupWarning } from '../details/GroupWarning';
import { ttlLabel } from '../details/ttl-labels';
import { onThreadRemoved } from '../realtime/direct-realtime';
import { RequestPanel } from '../requests/RequestPanel';
import { ForwardDialog } from './ForwardDialog';
import { viewOfItem, type MessageView } from './item-view';
import { MessageList } from './MessageList';
import type { MessageHandlers } from './message/MessageRow';
import { canSendIn, displayName, membersById, seenMarker } from './thread-facts';
import { ThreadHeader } from './ThreadHeader';

// The report dialog loads only when someone opens it (docs/behaviour/moderation.md#reporting).
const ReportDialog = lazy(() => import('shared-client/report').then((m) => ({ default: m.ReportDialog })));
import { TypingLine } from './TypingLine';
import * as styles from './ThreadView.module.css';
import {
  itemsOldestFirst,
  useDirectReactionMutation,
  useMarkSeenMutation,
  useRemoveDirectItemMutation,
  useThreadQuery,
} from '../../queries';

/** Whether the page is shown (not a background tab), live. */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    () => document.visibilityState !== 'hidden',
  );
}

/** One open conversation: header, messages, seen and typing, composer, and the details panel. */
export function ThreadView({ threadId }: { threadId: string }) {
  const t = useDirectTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const query = useThreadQuery(threadId);
  const outgoing = useOutgoing(threadId);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [forwarding, setForwarding] = useState<MessageView | null>(null);
  const [unsending, setUnsending] = useState<MessageView | null>(null);
  const [reporting, setReporting] = useState<MessageView | null>(null);

  const thread = query.data?.pages[0]?.thread;
  const viewerId = thread?.viewer_id ?? session.viewer?.pk ?? '';
  const react = useDirectReactionMutation(threadId, viewerId);
  const removeItem = useRemoveDirectItemMutation(threadId);
  const markSeen = useMarkSeenMutation(threadId, viewerId);
  const items = useMemo(() => itemsOldestFirst(query.data), [query.data]);
  const messages = useMemo(() => items.map(viewOfItem), [items]);
  const members = useMemo(() => (thread ? membersById(thread, session.viewer) : new Map()), [thread, session.viewer]);
  const nameOf = useCallback((id: string) => displayName(members.get(id)), [members]);

  useEffect(() => {
    if (thread) document.title = t('thread.documentTitle', { title: thread.thread_title });
  }, [thread, t]);

  // The thread went away (left, removed, deleted elsewhere): back to the inbox, or to the
  // requests for a request (docs/behaviour/direct.md#a-request-opened-by-itself).
  const leaveTo = thread?.pending ? '/direct/requests/' : '/direct/inbox/';
  useEffect(
    () => onThreadRemoved((id) => id === threadId && void navigate(leaveTo, { replace: true })),
    [threadId, navigate, leaveTo],
  );

  // Seeing the newest message of someone else marks the thread seen; never while it is a request,
  // so its sender learns nothing before the viewer accepts (docs/behaviour/direct.md#seen-in-a-thread).
  const last = items[items.length - 1];
  const seenSent = useRef<string | null>(null);
  const lastSeenByViewer = thread?.last_seen_at[viewerId]?.timestamp ?? 0;
  // A message arriving in a tab in the background is seen only once the tab shows again.
  const visible = usePageVisible();
  useEffect(() => {
    if (!visible || !thread || !last || thread.pending || last.user_id === viewerId) return;
    if (lastSeenByViewer >= last.timestamp || seenSent.current === last.item_id) return;
    seenSent.current = last.item_id;
    markSeen.mutate(last.item_id);
  }, [visible, thread, last, viewerId, lastSeenByViewer, markSeen]);

  const failed = () => requestToast({ message: t('thread.genericError') });
  const handlers: MessageHandlers = {
    nameOf,
    reply: (m) =>
      setReplyTo({ itemId: m.id, name: m.senderId === viewerId ? null : nameOf(m.senderId), text: m.copyText }),
    react: (m, choice, present) => react.mutate({ itemId: m.id, choice, present }, { onError: failed }),
    forward: (m) => setForwarding(m),
    copy: (m) => {
      if (!m.copyText) return;
      void navigator.clipboard
        ?.writeText(m.copyText)
        .then(() => requestToast({ message: t('message.copied') }), failed);
    },
    unsend: (m) => setUnsending(m),
    report: (m) => setReporting(m),
    remove: (m) => removeItem.mutate({ itemId: m.id, mode: 'hide' }, { onError: failed }),
  };

  if (!query.data) {
    if (query.isError && !query.isFetching) {
      if (isApiError(query.error) && query.error.status === 404) {
        return <EmptyState title={t('thread.notFound')} testId="thread-not-found" />;
      }
      return <RetryPanel message={t('thread.error')} onRetry={() => void query.refetch()} />;
    }
    return <LoadingState label={t('thread.loading')} />;
  }
  if (!thread) return null;

  const canSend = canSendIn(thread);
  const seen = seenMarker(thread, last ?? null);
  return (
    <section className={styles.thread} aria-label={thread.thread_title} data-testid="direct-thread">
      <ThreadHeader thread={thread} detailsOpen={detailsOpen} onToggleDetails={() => setDetailsOpen((open) => !open)} />
      {detailsOpen ? (
        <ThreadDetails thread={thread} onClose={() => setDetailsOpen(false)} />
      ) : (
        <>
          <MessageList
            messages={messages}
            outgoing={outgoing}
            viewerId={viewerId}
            isGroup={thread.is_group}
            canSend={canSend}
            handlers={handlers}
            hasOlder={query.hasNextPage}
            loadingOlder={query.isFetchingNextPage}
            loadOlder={() => void query.fetchNextPage()}
            footer={
              <>
                {seen.kind !== 'none' && outgoing.length === 0 && (
                  <p className={styles.seen}>
                    {seen.kind === 'seen' ? t('thread.seen') : t('thread.seenBy', { count: seen.count })}
                  </p>
                )}
                <TypingLine threadId={threadId} viewerId={viewerId} nameOf={nameOf} />
              </>
            }
          />
          {thread.disappearing_messages?.mode === 'on' && ttlLabel(thread.disappearing_messages.ttl_sec) && (
            <p className={styles.notice}>
              {t('thread.disappearingOn', {
                time: t(ttlLabel(thread.disappearing_messages.ttl_sec) ?? 'details.disappearingOff'),
              })}
            </p>
          )}
          {thread.pending ? (
            <RequestPanel thread={thread} />
          ) : canSend ? (
            <Composer threadId={threadId} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} />
          ) : (
            thread.messaging_blocked && <p className={styles.notice}>{t('thread.messagingBlocked')}</p>
          )}
        </>
      )}
      {forwarding && <ForwardDialog threadId={threadId} message={forwarding} onClose={() => setForwarding(null)} />}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog kind="direct_message" targetId={reporting.id} onClose={() => setReporting(null)} />
        </Suspense>
      )}
      {unsending && (
        <AlertDialog
          title={t('message.unsendConfirm')}
          description={t('message.unsendBody')}
          onCancel={() => setUnsending(null)}
        >
          <ActionButton
            tone="danger"
            onClick={() => {
              removeItem.mutate({ itemId: unsending.id, mode: 'unsend' }, { onError: failed });
              setUnsending(null);
            }}
          >
            {t('message.unsend')}
          </ActionButton>
          <ActionButton autoFocusOnOpen onClick={() => setUnsending(null)}>
            {t('message.cancel')}
          </ActionButton>
        </AlertDialog>
      )}
      {thread.group_warning && <GroupWarning thread={thread} />}
    </section>
  );
}
