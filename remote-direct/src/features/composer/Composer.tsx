import { useRef, useState } from 'react';
import { DIRECT_TEXT_MAX_LENGTH } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { IconButton, PhotoIcon, CloseIcon, SendIcon } from 'shared-ui';
import { useDirectTranslation } from '../../i18n/messages';
import { composerKeyAction } from './composer-keys';
import { outbox } from './outbox';
import { useTypingAnnouncer } from '../realtime/typing-sender';
import * as styles from './Composer.module.css';

/** The message being replied to, as the bar above the composer shows it. */
export interface ReplyTarget {
  itemId: string;
  name: string | null;
  text: string | null;
}

/**
 * The composer (docs/behaviour/direct.md#sending): a textbox named "Message…", Enter sends and
 * Shift+Enter starts a new line, a send button, a photo button, and the reply bar. A message
 * shows in the thread at once and is sent by the outbox, which holds it while offline.
 */
export function Composer({
  threadId,
  replyTo,
  onCancelReply,
}: {
  threadId: string;
  replyTo: ReplyTarget | null;
  onCancelReply: () => void;
}) {
  const t = useDirectTranslation();
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const textbox = useRef<HTMLTextAreaElement>(null);
  const announceTyping = useTypingAnnouncer(threadId);
  const tooLong = text.length > DIRECT_TEXT_MAX_LENGTH;

  const send = () => {
    const body = text.trim();
    if (!body || tooLong) return;
    outbox.enqueue(threadId, { kind: 'text', text: body, replyToItemId: replyTo?.itemId });
    setText('');
    announceTyping(false);
    onCancelReply();
  };

  const pickPhoto = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      requestToast({ message: t('composer.photoOnly') });
      return;
    }
    outbox.enqueue(threadId, { kind: 'photo', file, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <div className={styles.composer}>
      {replyTo && (
        <div className={styles.replyBar}>
          <span className={styles.replyText}>
            <span className={styles.replyName}>
              {replyTo.name ? t('composer.replyingTo', { name: replyTo.name }) : t('composer.replyingToSelf')}
            </span>
            <span className={styles.replyQuote}>{replyTo.text ?? t('thread.attachment')}</span>
          </span>
          <IconButton label={t('composer.cancelReply')} size="small" onClick={onCancelReply}>
            <CloseIcon size={16} />
          </IconButton>
        </div>
      )}
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <IconButton label={t('composer.photo')} onClick={() => fileInput.current?.click()}>
          <PhotoIcon />
        </IconButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          tabIndex={-1}
          onChange={(e) => {
            pickPhoto(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <textarea
          ref={textbox}
          className={styles.textbox}
          rows={1}
          aria-label={t('composer.label')}
          placeholder={t('composer.label')}
          aria-invalid={tooLong || undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            announceTyping(e.target.value.length > 0);
          }}
          onBlur={() => announceTyping(false)}
          onKeyDown={(e) => {
            const action = composerKeyAction({
              key: e.key,
              shiftKey: e.shiftKey,
              isComposing: e.nativeEvent.isComposing,
            });
            if (action === 'send') {
              e.preventDefault();
              send();
            }
          }}
        />
        {text.trim().length > 0 && (
          <IconButton type="submit" label={t('composer.send')} disabled={tooLong}>
            <SendIcon />
          </IconButton>
        )}
      </form>
      {tooLong && (
        <p className={styles.error} role="alert">
          {t('composer.tooLong')}
        </p>
      )}
    </div>
  );
}
