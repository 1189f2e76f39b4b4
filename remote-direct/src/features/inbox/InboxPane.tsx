import { useId } from 'react';
import { Link } from 'react-router';
import { useSession } from 'shared-client';
import type { DirectFolder } from 'shared-contracts';
import { buttonClassName, CreateIcon } from 'shared-ui';
import { useInboxQuery } from '../../queries';
import { useDirectTranslation, type DirectMessageKey } from '../../i18n/messages';
import { DirectSearch } from '../search/DirectSearch';
import { setInboxFolder, useInboxFolder } from './folder-store';
import { InboxThreadList } from './InboxThreadList';
import * as styles from './InboxPane.module.css';

const FOLDERS: ReadonlyArray<{ folder: DirectFolder; label: DirectMessageKey }> = [
  { folder: 0, label: 'inbox.primary' },
  { folder: 1, label: 'inbox.general' },
  { folder: 2, label: 'inbox.partnerships' },
];

/**
 * The conversation list (docs/behaviour/direct.md#the-inbox): the viewer's name, New message,
 * search across threads, the folders (Partnerships for professional accounts), the requests link
 * and the threads of the picked folder.
 */
export function InboxPane({ activeThreadId, headingLevel = 1 }: { activeThreadId?: string; headingLevel?: 1 | 2 }) {
  const t = useDirectTranslation();
  const session = useSession();
  const folder = useInboxFolder();
  // The list's heading is the page's h1 unless a screen beside it has its own.
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const inbox = useInboxQuery(folder);
  const headingId = useId();
  const first = inbox.data?.pages[0];
  const username = session.viewer?.username ?? first?.viewer.username ?? '';
  const pendingTotal = first?.pending_requests_total ?? 0;
  const folders = FOLDERS.filter((f) => f.folder !== 2 || first?.has_partnership_folder || folder === 2);
  return (
    <section className="lm-stack" aria-labelledby={headingId} data-testid="direct-inbox">
      <header className={styles.header}>
        <span className={styles.username}>{username}</span>
        <Link to="/direct/new/" className={buttonClassName({ variant: 'icon' })} aria-label={t('inbox.newMessage')}>
          <CreateIcon />
        </Link>
      </header>
      <DirectSearch />
      <div className={styles.headingRow}>
        <Heading id={headingId} className={styles.heading}>
          {t('inbox.heading')}
        </Heading>
        <Link to="/direct/requests/" className={styles.requests}>
          {pendingTotal > 0 ? t('inbox.requestsCount', { count: pendingTotal }) : t('inbox.requests')}
        </Link>
      </div>
      <div className={styles.folders} role="group" aria-label={t('inbox.folders')}>
        {folders.map((f) => (
          <button
            key={f.folder}
            type="button"
            className={styles.folder}
            aria-pressed={folder === f.folder}
            onClick={() => setInboxFolder(f.folder)}
          >
            {t(f.label)}
          </button>
        ))}
      </div>
      <InboxThreadList
        state={{
          threads: inbox.data?.pages.flatMap((p) => p.inbox.threads),
          isError: inbox.isError,
          isFetching: inbox.isFetching,
          refetch: inbox.refetch,
          hasNextPage: inbox.hasNextPage,
          isFetchingNextPage: inbox.isFetchingNextPage,
          fetchNextPage: inbox.fetchNextPage,
        }}
        activeThreadId={activeThreadId}
        label={t('inbox.threads')}
        errorMessage={t('inbox.error')}
        empty={
          folder === 0
            ? { title: t('inbox.empty.title'), body: t('inbox.empty.body') }
            : { title: t('inbox.emptyFolder') }
        }
      />
    </section>
  );
}
