import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { directThreadPath, DIRECT_GROUP_MAX_MEMBERS, type RankedRecipient } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { BackIcon, Button, buttonClassName, CloseIcon } from 'shared-ui';
import { createGroupThread } from 'shared-client/direct';
import { invalidateInboxes } from '../../queries';
import { useDirectTranslation } from '../../i18n/messages';
import { InboxPane } from '../inbox/InboxPane';
import { DirectLayout } from '../layout/DirectLayout';
import { RecipientSearch, recipientKey, recipientName } from '../recipients/RecipientSearch';
import * as styles from './NewMessageScreen.module.css';

/**
 * `/direct/new/`: pick one person (their one-to-one thread opens, made if new) or several (a new
 * group), then Chat (docs/behaviour/direct.md#new-message). A failure shows the generic error.
 */
export default function NewMessageScreen() {
  const t = useDirectTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [picked, setPicked] = useState<Map<string, RankedRecipient>>(new Map());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('new.documentTitle');
  }, [t]);

  const toggle = (recipient: RankedRecipient) =>
    setPicked((old) => {
      const next = new Map(old);
      const key = recipientKey(recipient);
      if (next.has(key)) next.delete(key);
      else if (next.size < DIRECT_GROUP_MAX_MEMBERS - 1) next.set(key, recipient);
      return next;
    });

  const start = async () => {
    const userIds = [...picked.values()].flatMap((r) => ('user' in r ? [r.user.pk] : []));
    setBusy(true);
    try {
      const thread = await createGroupThread(userIds);
      void invalidateInboxes(client);
      void navigate(directThreadPath(thread.thread_id));
    } catch {
      requestToast({ message: t('thread.genericError') });
      setBusy(false);
    }
  };

  const main = (
    <section className={styles.screen} aria-labelledby="direct-new-heading" data-testid="direct-new">
      <header className={styles.header}>
        <Link
          to="/direct/inbox/"
          className={`${buttonClassName({ variant: 'icon' })} ${styles.back}`}
          aria-label={t('thread.back')}
        >
          <BackIcon />
        </Link>
        <h1 id="direct-new-heading" className={styles.heading}>
          {t('new.heading')}
        </h1>
        <Button size="small" disabled={picked.size === 0} busy={busy} onClick={() => void start()}>
          {t('new.chat')}
        </Button>
      </header>
      {picked.size > 0 && (
        <ul className={styles.chips} aria-label={t('new.selected')}>
          {[...picked.entries()].map(([key, recipient]) => (
            <li key={key}>
              <button
                type="button"
                className={styles.chip}
                onClick={() => toggle(recipient)}
                aria-label={t('new.remove', { name: recipientName(recipient) })}
              >
                {recipientName(recipient)}
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <RecipientSearch selected={new Set(picked.keys())} onToggle={toggle} autoFocus />
    </section>
  );
  return <DirectLayout focus="main" list={<InboxPane headingLevel={2} />} main={main} />;
}
