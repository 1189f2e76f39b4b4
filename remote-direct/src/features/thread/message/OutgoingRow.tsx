import { Button } from 'shared-ui';
import { useDirectTranslation } from '../../../i18n/messages';
import type { OutgoingMessage } from '../../composer/send-queue';
import { MessageBodyView } from './MessageBodyView';
import * as styles from './Message.module.css';

/**
 * A message the viewer wrote that the server has not confirmed: "Sending…" (also while it waits
 * for a connection), or "Didn't send." with Retry and Delete (docs/behaviour/direct.md#sending).
 */
export function OutgoingRow({
  message,
  onRetry,
  onDiscard,
}: {
  message: OutgoingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const t = useDirectTranslation();
  const { payload } = message;
  return (
    <div className={`${styles.row} ${styles.own}`} data-testid="outgoing-message" data-status={message.status}>
      <div className={styles.content}>
        <div className={message.status === 'failed' ? undefined : styles.pending}>
          {payload.kind === 'text' ? (
            <MessageBodyView body={{ kind: 'text', text: payload.text }} />
          ) : (
            <img className={styles.photo} src={payload.previewUrl} alt={t('thread.photo')} />
          )}
        </div>
        {message.status === 'failed' ? (
          <span className={styles.failed} role="alert">
            {t('thread.failed')}
            <Button variant="text" size="small" onClick={onRetry}>
              {t('thread.retry')}
            </Button>
            <Button variant="text" size="small" onClick={onDiscard}>
              {t('thread.discard')}
            </Button>
          </span>
        ) : (
          <span className="lm-note" role="status">
            {message.status === 'queued' ? t('thread.queued') : t('thread.sending')}
          </span>
        )}
      </div>
    </div>
  );
}
