import { useId, useRef, type MouseEvent } from 'react';
import { useCreateTranslation } from '../../i18n/messages';
import { useFocusTrap } from './use-focus-trap';
import * as styles from './DiscardDialog.module.css';

/** "Discard post?" with Discard and Cancel; Escape and the backdrop cancel, Cancel has the focus. */
export function DiscardDialog({ onDiscard, onCancel }: { onDiscard: () => void; onCancel: () => void }) {
  const t = useCreateTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useFocusTrap(ref, { onEscape: onCancel });
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>): void => {
    if (event.target === event.currentTarget) onCancel();
  };
  return (
    <div className={styles.backdrop} onClick={handleBackdropClick}>
      <div
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={styles.dialog}
        data-testid="discard-dialog"
      >
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {t('discard.title')}
          </h2>
          <p id={bodyId} className={styles.body}>
            {t('discard.body')}
          </p>
        </div>
        <button type="button" className={`${styles.button} ${styles.discard}`} onClick={onDiscard}>
          {t('discard.confirm')}
        </button>
        <button type="button" className={styles.button} onClick={onCancel} data-autofocus>
          {t('discard.cancel')}
        </button>
      </div>
    </div>
  );
}
