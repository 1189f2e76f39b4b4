import { useDirectTranslation } from '../../i18n/messages';
import { useTyping } from '../realtime/typing-store';
import * as styles from './ThreadView.module.css';

/** "typing…" under the messages while others type; "+N" more than one (docs/behaviour/direct.md#typing). */
export function TypingLine({
  threadId,
  viewerId,
  nameOf,
}: {
  threadId: string;
  viewerId: string;
  nameOf: (id: string) => string;
}) {
  const t = useDirectTranslation();
  const typing = useTyping(threadId).filter((id) => id !== viewerId);
  return (
    <div className={styles.typing} aria-live="polite">
      {typing.length > 0 && (
        <span>
          {nameOf(typing[0] ?? '')}{' '}
          {typing.length > 1 ? t('thread.typingMore', { count: typing.length - 1 }) : t('thread.typing')}
        </span>
      )}
    </div>
  );
}
