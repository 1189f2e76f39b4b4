import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { directThreadPath, type DirectThread } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import {
  ActionButton,
  AlertDialog,
  BackIcon,
  Button,
  buttonClassName,
  EmptyState,
  MenuItem,
  RetryPanel,
} from 'shared-ui';
import { usePendingInboxQuery } from '../../queries';
import { useDirectTranslation } from '../../i18n/messages';
import { InboxEmptyPanel } from '../inbox/InboxEmptyPanel';
import { InboxSkeleton } from '../inbox/InboxSkeleton';
import { ThreadAvatar } from '../inbox/ThreadAvatar';
import { summarizeThread } from '../inbox/thread-summary';
import { DirectLayout } from '../layout/DirectLayout';
import { shownMembers, shownTitle } from '../thread/thread-facts';
import { AcceptButtons } from './AcceptButtons';
import { useRequestDecision, type RequestDecision } from './request-decision';
import * as styles from './RequestsScreen.module.css';

/** One message request: who sent it (name and @username), their message, and the decisions. */
function RequestRow({ thread, decide }: { thread: DirectThread; decide: (d: RequestDecision) => void }) {
  const t = useDirectTranslation();
  const summary = summarizeThread(thread);
  const sender = thread.inviter ?? thread.users[0];
  const preview = summary.lastMessage.kind === 'text' ? summary.lastMessage.text : t('thread.attachment');
  return (
    <li className={styles.row} data-testid="request-row">
      <Link className={styles.link} to={directThreadPath(thread.thread_id)}>
        <ThreadAvatar users={shownMembers(thread)} isGroup={thread.is_group} />
        <span className={styles.text}>
          <span className={styles.title}>{shownTitle(thread)}</span>
          {sender && <span className={styles.sub}>{t('requests.from', { username: sender.username })}</span>}
          <span className={styles.sub}>{preview}</span>
        </span>
      </Link>
      <div className={styles.buttons}>
        <AcceptButtons
          decide={decide}
          more={
            <MenuItem tone="danger" onSelect={() => decide('decline')}>
              {t('requests.decline')}
            </MenuItem>
          }
        />
      </div>
    </li>
  );
}

/** `/direct/requests/`: message requests, each accepted into Primary or General or declined; Decline all. */
export default function RequestsScreen() {
  const t = useDirectTranslation();
  const pending = usePendingInboxQuery();
  const { decide, decision } = useRequestDecision();
  const [confirmAll, setConfirmAll] = useState(false);
  const threads = pending.data?.pages.flatMap((p) => p.inbox.threads);

  useEffect(() => {
    document.title = t('requests.documentTitle');
  }, [t]);

  let body;
  if (!threads && (!pending.isError || pending.isFetching)) body = <InboxSkeleton label={t('inbox.loading')} />;
  else if (!threads) body = <RetryPanel message={t('requests.error')} onRetry={() => void pending.refetch()} />;
  else if (threads.length === 0)
    body = (
      <EmptyState title={t('requests.empty.title')} body={t('requests.empty.body')} compact testId="requests-empty" />
    );
  else
    body = (
      <>
        <ul className={styles.list} aria-label={t('requests.list')}>
          {threads.map((thread) => (
            <RequestRow key={thread.thread_id} thread={thread} decide={(d) => decide(thread, d)} />
          ))}
        </ul>
        {pending.hasNextPage && (
          <Button variant="text" busy={pending.isFetchingNextPage} onClick={() => void pending.fetchNextPage()}>
            {t('inbox.loadMore')}
          </Button>
        )}
        <div className={styles.footer}>
          <Button variant="danger" onClick={() => setConfirmAll(true)}>
            {t('requests.declineAll')}
          </Button>
        </div>
      </>
    );

  const list = (
    <section className={styles.pane} aria-labelledby="direct-requests-heading" data-testid="direct-requests">
      <header className={styles.header}>
        <Link to="/direct/inbox/" className={buttonClassName({ variant: 'icon' })} aria-label={t('thread.back')}>
          <BackIcon />
        </Link>
        <h1 id="direct-requests-heading" className={styles.heading}>
          {t('requests.heading')}
        </h1>
      </header>
      <p className={styles.intro}>{t('requests.body')}</p>
      {body}
      {confirmAll && (
        <AlertDialog
          title={t('requests.declineAllConfirm')}
          description={t('requests.declineAllBody')}
          onCancel={() => setConfirmAll(false)}
        >
          <ActionButton
            tone="danger"
            onClick={() => {
              setConfirmAll(false);
              decision.mutate(
                { decision: 'decline-all' },
                { onError: () => requestToast({ message: t('thread.genericError') }) },
              );
            }}
          >
            {t('requests.declineAll')}
          </ActionButton>
          <ActionButton autoFocusOnOpen onClick={() => setConfirmAll(false)}>
            {t('message.cancel')}
          </ActionButton>
        </AlertDialog>
      )}
    </section>
  );
  return <DirectLayout focus="list" list={list} main={<InboxEmptyPanel />} />;
}
