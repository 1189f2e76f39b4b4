import { useState, type FormEvent } from 'react';
import { type StoryItem, type UserSummary } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useStoryLikeMutation } from 'shared-client/stories';
import { HeartIcon } from 'shared-ui';
import { sendStoryReply } from 'shared-client/direct';
import { useStoriesTranslation } from './messages';
import * as styles from './Stories.module.css';

/** A fresh idempotency key for one reply. */
function clientContext(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Under someone else's story: a reply, sent as a direct message to the owner, and a like kept on
 * the story. The story pauses while the reply has focus.
 */
export function StoryReply({
  item,
  owner,
  onFocusChange,
}: {
  item: StoryItem;
  owner: UserSummary;
  onFocusChange: (focused: boolean) => void;
}) {
  const t = useStoriesTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const like = useStoryLikeMutation();

  const send = (event: FormEvent): void => {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    sendStoryReply({ recipientUsers: [owner.pk], clientContext: clientContext() }, item.id, message)
      .then(() => {
        setText('');
        requestToast({ message: t('stories.replySent') });
      })
      .catch(() => requestToast({ message: t('stories.replyFailed') }))
      .finally(() => setSending(false));
  };

  return (
    <div className={styles.replyRow}>
      <form className={styles.replyForm} onSubmit={send}>
        <input
          className={styles.replyInput}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
          placeholder={t('stories.reply', { username: owner.username })}
          aria-label={t('stories.replyLabel')}
          maxLength={1000}
          data-testid="story-reply"
        />
        {text.trim() && (
          <button type="submit" className={styles.textButton} disabled={sending}>
            {t('stories.send')}
          </button>
        )}
      </form>
      <button
        type="button"
        className={item.has_liked ? `${styles.iconButton} ${styles.liked}` : styles.iconButton}
        aria-label={t('stories.like')}
        aria-pressed={item.has_liked}
        onClick={() =>
          like.mutate(
            { mediaId: item.id, like: !item.has_liked },
            { onError: () => requestToast({ message: t('stories.likeFailed') }) },
          )
        }
        data-testid="story-like"
      >
        <HeartIcon filled={item.has_liked} size={22} />
      </button>
    </div>
  );
}
