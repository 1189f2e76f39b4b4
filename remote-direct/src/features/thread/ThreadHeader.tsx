import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { profilePath, type DirectThread } from 'shared-contracts';
import { buttonClassName, BackIcon, IconButton, InfoIcon } from 'shared-ui';
import { usePresenceQuery } from '../../queries';
import { useDirectTranslation } from '../../i18n/messages';
import { ThreadAvatar } from '../inbox/ThreadAvatar';
import { presenceLabel } from './presence';
import { shownMembers, shownTitle } from './thread-facts';
import * as styles from './ThreadView.module.css';

/** The current time, moving on each minute (so "Active 5 m ago" counts up). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The other person's activity under the title ("Active now", "Active 5 m ago"); nothing if hidden. */
function PresenceLine({ thread }: { thread: DirectThread }) {
  const t = useDirectTranslation();
  const presence = usePresenceQuery();
  const now = useMinuteClock();
  const other = !thread.is_group ? thread.users[0] : undefined;
  if (!other || thread.awaiting_approval || thread.presence_hidden_user_ids?.includes(other.pk)) return null;
  const label = presenceLabel(presence.data?.user_presence[other.pk], now);
  if (label.kind === 'hidden') return null;
  const text =
    label.kind === 'now'
      ? t('thread.activeNow')
      : t('thread.activeAgo', { time: t(`presence.${label.unit}`, { count: label.count }) });
  return <span className={styles.presence}>{text}</span>;
}

/** The thread's header: back (below 768 px), picture, title, presence, and the details button. */
export function ThreadHeader({
  thread,
  detailsOpen,
  onToggleDetails,
}: {
  thread: DirectThread;
  detailsOpen: boolean;
  onToggleDetails: () => void;
}) {
  const t = useDirectTranslation();
  const other = !thread.is_group ? thread.users[0] : undefined;
  const title = (
    <div className={styles.titleBlock}>
      <h1 className={styles.title}>{shownTitle(thread)}</h1>
      <PresenceLine thread={thread} />
    </div>
  );
  return (
    <header className={styles.header}>
      <Link
        to="/direct/inbox/"
        className={`${buttonClassName({ variant: 'icon' })} ${styles.back}`}
        aria-label={t('thread.back')}
      >
        <BackIcon />
      </Link>
      <ThreadAvatar users={shownMembers(thread)} isGroup={thread.is_group} size="small" />
      {other ? (
        <Link to={profilePath(other.username)} className={styles.titleLink}>
          {title}
        </Link>
      ) : (
        title
      )}
      <IconButton label={t('thread.details')} aria-expanded={detailsOpen} onClick={onToggleDetails}>
        <InfoIcon />
      </IconButton>
    </header>
  );
}
