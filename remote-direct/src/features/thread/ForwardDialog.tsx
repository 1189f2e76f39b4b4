import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type RankedRecipient } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { Button, Dialog } from 'shared-ui';
import { forwardDirectItem, applySendResult, invalidateInboxes } from '../../queries';
import { useDirectTranslation } from '../../i18n/messages';
import { RecipientSearch, recipientKey } from '../recipients/RecipientSearch';
import type { MessageView } from './item-view';
import * as styles from './ForwardDialog.module.css';

/** Forward: pick people or groups (ranked recipients) and send them a copy of the message. */
export function ForwardDialog({
  threadId,
  message,
  onClose,
}: {
  threadId: string;
  message: MessageView;
  onClose: () => void;
}) {
  const t = useDirectTranslation();
  const client = useQueryClient();
  const [picked, setPicked] = useState<Map<string, RankedRecipient>>(new Map());
  const [busy, setBusy] = useState(false);
  const toggle = (recipient: RankedRecipient) =>
    setPicked((old) => {
      const next = new Map(old);
      const key = recipientKey(recipient);
      if (next.has(key)) next.delete(key);
      else next.set(key, recipient);
      return next;
    });
  const send = async () => {
    const values = [...picked.values()];
    setBusy(true);
    try {
      const result = await forwardDirectItem(
        {
          threadIds: values.flatMap((r) => ('thread' in r ? [r.thread.thread_id] : [])),
          recipientUsers: values.flatMap((r) => ('user' in r ? [r.user.pk] : [])),
          clientContext: crypto.randomUUID(),
        },
        { threadId, itemId: message.id },
      );
      applySendResult(client, result);
      void invalidateInboxes(client);
      requestToast({ message: t('message.forwarded') });
      onClose();
    } catch {
      requestToast({ message: t('thread.genericError') });
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('message.forwardTitle')} size="medium" onClose={onClose} busy={busy} bodyClassName={styles.body}>
      <RecipientSearch selected={new Set(picked.keys())} onToggle={toggle} showThreads autoFocus />
      <div className={styles.footer}>
        <Button fullWidth disabled={picked.size === 0} busy={busy} onClick={() => void send()}>
          {t('message.forwardSend')}
        </Button>
      </div>
    </Dialog>
  );
}
