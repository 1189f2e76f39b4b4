import { Link } from 'react-router';
import { directThreadPath, formatTimeAgo, type DirectThread, type Translate } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { VerifiedBadge } from 'shared-ui';
import { useDirectTranslation, type DirectMessageKey } from '../../i18n/messages';
import { actionLogLine } from '../thread/action-log';
import { ThreadAvatar } from './ThreadAvatar';
import { summarizeThread, type LastMessagePreview } from './thread-summary';
import * as styles from './ThreadRow.module.css';

function snippetOf(preview: LastMessagePreview, t: Translate<DirectMessageKey>, thread: DirectThread): string {
  if (preview.kind === 'none') return t('thread.noMessages');
  if (preview.kind === 'action') {
    const actor = thread.users.find((u) => u.pk === preview.actorId);
    const name = preview.fromViewer ? t('message.you') : actor?.full_name || actor?.username || '';
    return actionLogLine(t, preview.action, name);
  }
  const body = preview.kind === 'text' ? preview.text : t('thread.attachment');
  return preview.fromViewer ? t('thread.you', { text: body }) : body;
}

/**
 * One conversation in a list: picture, title, last message and how long ago, as a link to the
 * thread. Unseen threads are bold and carry a blue dot; the open one is marked current.
 */
export function ThreadRow({ thread, active = false }: { thread: DirectThread; active?: boolean }) {
  const t = useDirectTranslation();
  const locale = useLocale();
  const summary = summarizeThread(thread);
  const snippet = snippetOf(summary.lastMessage, t, thread);
  const onlyUser = !thread.is_group && thread.users.length === 1 ? thread.users[0] : undefined;
  const className = [styles.row, summary.seen ? '' : styles.unseen, active ? styles.active : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} data-testid="thread-row">
      <Link className={styles.link} to={directThreadPath(thread.thread_id)} aria-current={active ? 'page' : undefined}>
        <ThreadAvatar users={thread.users} isGroup={thread.is_group} />
        <span className={styles.text}>
          <span className={styles.title}>
            <span className={styles.titleText}>{summary.title}</span>
            {onlyUser?.is_verified && <VerifiedBadge label={t('thread.verified')} />}
          </span>
          <span className={styles.meta}>
            <span className={styles.snippet}>{snippet}</span>
            <span className={styles.separator} aria-hidden="true">
              ·
            </span>
            <time className={styles.time} dateTime={new Date(summary.lastActivityAt * 1000).toISOString()}>
              {formatTimeAgo(summary.lastActivityAt, locale)}
            </time>
          </span>
        </span>
        {!summary.seen && <span className={styles.dot} role="img" aria-label={t('thread.unseen')} />}
      </Link>
    </li>
  );
}
