import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocale } from 'shared-ui';
import { Spinner } from 'shared-ui';
import { useDirectTranslation } from '../../i18n/messages';
import type { OutgoingMessage } from '../composer/send-queue';
import { outbox } from '../composer/outbox';
import type { MessageView } from './item-view';
import { actionLogLine } from './action-log';
import { groupMessages } from './message-groups';
import { MessageRow, type MessageHandlers } from './message/MessageRow';
import { OutgoingRow } from './message/OutgoingRow';
import * as styles from './MessageList.module.css';

/** Closer to the bottom than this counts as at the bottom (new messages then scroll into view). */
const BOTTOM_SLACK_PX = 80;

function formatStamp(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/**
 * The messages of a thread, oldest at the top, grouped by sender and time, the viewer's on the
 * right. Reaching the top loads older messages without moving what is on screen; a new message
 * scrolls into view when the viewer was at the bottom or sent it.
 */
export function MessageList({
  messages,
  outgoing,
  viewerId,
  isGroup,
  canSend,
  handlers,
  hasOlder,
  loadingOlder,
  loadOlder,
  footer,
}: {
  messages: MessageView[];
  outgoing: OutgoingMessage[];
  viewerId: string;
  isGroup: boolean;
  canSend: boolean;
  handlers: MessageHandlers;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  footer: React.ReactNode;
}) {
  const t = useDirectTranslation();
  const locale = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const fromBottom = useRef<number | null>(null);
  const groups = useMemo(() => groupMessages(messages, viewerId), [messages, viewerId]);
  const firstId = messages[0]?.id;
  const lastKey = `${messages[messages.length - 1]?.id}:${outgoing.length}`;
  const lastIsOwn = outgoing.length > 0 || messages[messages.length - 1]?.senderId === viewerId;

  // Older messages arrived above: keep the distance from the bottom, so nothing on screen moves.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && fromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    }
  }, [firstId]);

  // A newer message (or the first render): follow it down when the viewer was at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && (atBottom.current || lastIsOwn)) el.scrollTop = el.scrollHeight;
  }, [lastKey, lastIsOwn]);

  useEffect(() => {
    const el = scroller.current;
    const target = sentinel.current;
    if (!el || !target || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !loadingOlder) {
          fromBottom.current = el.scrollHeight - el.scrollTop;
          loadOlder();
        }
      },
      { root: el, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, loadOlder]);

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK_PX;
      }}
    >
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {loadingOlder && (
        <div className={styles.older} role="status" aria-label={t('thread.loadingOlder')}>
          <Spinner size="inline" />
        </div>
      )}
      <ol className={styles.list} aria-label={t('thread.messages')}>
        {groups.map((group) => (
          <Fragment key={group.messages[0]?.id}>
            {group.showTime && (
              <li className={styles.time}>
                <time dateTime={new Date(group.startsAt).toISOString()}>{formatStamp(group.startsAt, locale)}</time>
              </li>
            )}
            <li className={styles.group}>
              {isGroup && !group.fromViewer && group.messages[0]?.body.kind !== 'action' && (
                <span className={styles.sender}>{handlers.nameOf(group.senderId)}</span>
              )}
              {group.messages.map((message) =>
                message.body.kind === 'action' ? (
                  <p key={message.id} className={styles.log}>
                    {actionLogLine(
                      t,
                      message.body.action,
                      message.senderId === viewerId ? t('message.you') : handlers.nameOf(message.senderId),
                    )}
                  </p>
                ) : (
                  <MessageRow
                    key={message.id}
                    message={message}
                    viewerId={viewerId}
                    canSend={canSend}
                    handlers={handlers}
                  />
                ),
              )}
            </li>
          </Fragment>
        ))}
        {outgoing.map((message) => (
          <li key={message.clientContext} className={styles.group}>
            <OutgoingRow
              message={message}
              onRetry={() => outbox.retry(message.clientContext)}
              onDiscard={() => outbox.discard(message.clientContext)}
            />
          </li>
        ))}
      </ol>
      {footer}
    </div>
  );
}
