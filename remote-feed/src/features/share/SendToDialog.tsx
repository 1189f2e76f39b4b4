import { useId, useState } from 'react';
import { DIRECT_SEND_MAX_TARGETS, MAX_SEARCH_QUERY_LENGTH, type Media } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { logEvent } from 'shared-client';
import { Button, Dialog, EmptyState, LoadingState, RetryPanel } from 'shared-ui';
import { useRankedRecipientsQuery } from 'shared-client/direct';
import type { Recipient } from './recipient';
import { RecipientRow } from './RecipientRow';
import { sendPostTo } from './send-post';
import { useShareTranslation } from './share-messages';
import { toRecipients } from './to-recipients';
import * as styles from './SendToDialog.module.css';

/**
 * "Send to" from a post's Share button (docs/behaviour/direct.md#sending-a-post): the ranked
 * people and conversations, narrowed by what is typed (an older search is aborted), several can be
 * picked (up to DIRECT_SEND_MAX_TARGETS, kept while the search changes), an optional message, and
 * Send, which shares the post with the message to all of them in one call. "Sent" when done; on failure the dialog stays, with the generic
 * error toast.
 */
export function SendToDialog({ media, onClose }: { media: Pick<Media, 'pk' | 'id'>; onClose: () => void }) {
  const t = useShareTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Map<string, Recipient>>(() => new Map());
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  // The shared ranked-recipients query (mode reshare): a new search aborts the one before.
  const search = useRankedRecipientsQuery(query, { showThreads: true });
  const shown = search.data ? toRecipients(search.data) : [];

  const toggle = (recipient: Recipient): void => {
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(recipient.key)) next.delete(recipient.key);
      else next.set(recipient.key, recipient);
      return next;
    });
  };

  const send = (): void => {
    setSending(true);
    sendPostTo([...picked.values()], media.id, message.trim()).then(
      () => {
        logEvent({ event: 'share', category: 'interaction', data: { media_id: media.id, method: 'direct' } });
        requestToast({ message: t('share.sent') });
        onClose();
      },
      (error: unknown) => {
        console.error('[feed] sending a post failed', error);
        setSending(false);
        requestToast({ message: t('share.failed') });
      },
    );
  };

  // Picked recipients stay listed first, so a search never hides what will be sent.
  const rows = [...picked.values(), ...shown.filter((recipient) => !picked.has(recipient.key))];

  return (
    <Dialog
      title={t('share.title')}
      onClose={sending ? undefined : onClose}
      closeButton={!sending}
      placement="sheet"
      size="medium"
      busy={sending}
      bodyClassName={styles.body}
      testId="send-to-dialog"
    >
      <div className={styles.search}>
        <label htmlFor={searchId} className="lm-visually-hidden">
          {t('share.searchLabel')}
        </label>
        <input
          id={searchId}
          className={styles.searchInput}
          type="search"
          maxLength={MAX_SEARCH_QUERY_LENGTH}
          placeholder={t('share.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          data-autofocus
        />
      </div>
      <div className={styles.results} aria-busy={search.isFetching}>
        {!query.trim() && shown.length > 0 && <h3 className={styles.heading}>{t('share.suggested')}</h3>}
        {rows.length > 0 && (
          <ul className={styles.list}>
            {rows.map((recipient) => (
              <RecipientRow
                key={recipient.key}
                recipient={recipient}
                checked={picked.has(recipient.key)}
                // One send goes to at most DIRECT_SEND_MAX_TARGETS; past that only un-picking is offered.
                disabled={sending || (!picked.has(recipient.key) && picked.size >= DIRECT_SEND_MAX_TARGETS)}
                onToggle={() => toggle(recipient)}
              />
            ))}
          </ul>
        )}
        {search.isPending && <LoadingState />}
        {search.isError && !search.isFetching && (
          <RetryPanel message={t('share.error')} onRetry={() => void search.refetch()} />
        )}
        {search.isSuccess && rows.length === 0 && <EmptyState title={t('share.empty')} compact headingLevel={3} />}
      </div>
      <div className={styles.footer}>
        {picked.size > 0 && (
          <textarea
            className={styles.message}
            aria-label={t('share.message')}
            placeholder={t('share.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={1}
            disabled={sending}
            data-testid="send-to-message"
          />
        )}
        <Button fullWidth disabled={picked.size === 0} busy={sending} onClick={send} data-testid="send-to-send">
          {t('share.send')}
        </Button>
      </div>
    </Dialog>
  );
}
