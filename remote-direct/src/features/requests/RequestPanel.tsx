import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type DirectThread } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useBlockMutation } from 'shared-client/queries';
import { ActionButton, AlertDialog, Button } from 'shared-ui';
import { useDirectTranslation } from '../../i18n/messages';
import { ThreadAvatar } from '../inbox/ThreadAvatar';
import { displayName, shownMembers, shownTitle } from '../thread/thread-facts';
import { AcceptButtons } from './AcceptButtons';
import { useRequestDecision } from './request-decision';
import * as styles from './RequestPanel.module.css';

const REQUESTS_PATH = '/direct/requests/';

/**
 * A message request opened by itself (docs/behaviour/direct.md#a-request-opened-by-itself): who
 * it is from (a group: its members' pictures, name and size), the notice said to the receiver, and
 * the decision: Block (one-to-one), Delete, Accept into Primary or General. Accepting leaves the
 * viewer in the thread, now with its composer; Delete and Block go back to the requests.
 */
export function RequestPanel({ thread }: { thread: DirectThread }) {
  const t = useDirectTranslation();
  const navigate = useNavigate();
  const { decide, decision } = useRequestDecision();
  const members = shownMembers(thread);
  const sender = thread.is_group ? undefined : members[0];
  const block = useBlockMutation(sender?.pk ?? '');
  // The choice waiting for its confirmation: Delete and Block each ask first.
  const [confirm, setConfirm] = useState<{ title: string; body: string; action: string; run: () => void } | null>(null);
  const busy = decision.isPending || block.isPending;
  const backToRequests = () => void navigate(REQUESTS_PATH, { replace: true });

  const remove = () => {
    setConfirm(null);
    decide(thread, 'decline', { declined: t('request.deleted'), onSuccess: backToRequests });
  };
  const blockSender = () => {
    setConfirm(null);
    if (!sender) return;
    // The block keeps the conversation (docs/behaviour/direct.md#blocks); declining it as well
    // takes it out of the requests, as blocking from a request does.
    void block.mutateAsync({ block: true }).then(
      () =>
        decide(thread, 'decline', {
          declined: t('request.blocked', { username: sender.username }),
          onSuccess: backToRequests,
        }),
      () => requestToast({ message: t('thread.genericError') }),
    );
  };

  return (
    <section className={styles.panel} aria-label={t('requests.heading')} data-testid="request-panel">
      <div className={styles.who}>
        <ThreadAvatar users={members} isGroup={thread.is_group} />
        <p className={styles.names}>
          <span className={styles.title}>{shownTitle(thread)}</span>
          <span className={styles.sub}>
            {sender
              ? `@${sender.username}`
              : t('request.members', { count: members.length + 1, names: members.map(displayName).join(', ') })}
          </span>
        </p>
      </div>
      <p className="lm-note">{t('thread.requestNotice')}</p>
      <div className={styles.buttons}>
        {sender && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              setConfirm({
                title: t('request.blockConfirm', { username: sender.username }),
                body: t('request.blockBody'),
                action: t('request.block'),
                run: blockSender,
              })
            }
          >
            {t('request.block')}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            setConfirm({
              title: t('request.deleteConfirm'),
              body: t('request.deleteBody'),
              action: t('request.delete'),
              run: remove,
            })
          }
        >
          {t('request.delete')}
        </Button>
        <AcceptButtons size="medium" busy={busy} decide={(d) => decide(thread, d)} />
      </div>
      {confirm && (
        <AlertDialog title={confirm.title} description={confirm.body} onCancel={() => setConfirm(null)}>
          <ActionButton tone="danger" onClick={confirm.run}>
            {confirm.action}
          </ActionButton>
          <ActionButton autoFocusOnOpen onClick={() => setConfirm(null)}>
            {t('message.cancel')}
          </ActionButton>
        </AlertDialog>
      )}
    </section>
  );
}
