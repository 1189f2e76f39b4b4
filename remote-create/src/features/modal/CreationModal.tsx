import type { ReactNode } from 'react';
import { Dialog } from 'shared-ui';
import * as styles from './CreationModal.module.css';

/** The frame of the "Create new post" modal; each step fills its header and body. */
export interface CreationModalProps {
  title: string;
  /** 'select': a square drop area; 'details': the photo beside (on phones above) the details panel. */
  step: 'select' | 'details';
  /** Header controls before and after the title (back; next, share). */
  start?: ReactNode;
  end?: ReactNode;
  /** A close (×) button at the end of the header, for steps where closing loses nothing. */
  closeButton?: boolean;
  /** Laid over the top edge of the body without moving anything (the share progress bar). */
  banner?: ReactNode;
  /** Escape, a click on the backdrop, and the close button. */
  onDismiss: () => void;
  children: ReactNode;
}

/**
 * The creation modal on the UI kit's Dialog (modal, focus, Tab, scroll lock, focus return): a card
 * of the step's size on desktop, the whole screen below 768 px. A confirmation opened from a step
 * simply opens on top of it: native dialogs stack.
 */
export function CreationModal({
  title,
  step,
  start,
  end,
  closeButton,
  banner,
  onDismiss,
  children,
}: CreationModalProps) {
  return (
    <Dialog
      title={title}
      onClose={onDismiss}
      placement="fill"
      size="auto"
      headerStart={start}
      headerEnd={end ? <span className={styles.end}>{end}</span> : undefined}
      closeButton={closeButton}
      className={`${styles.modal} ${step === 'details' ? styles.details : styles.select}`}
      bodyClassName={styles.body}
      testId="create-modal"
    >
      {banner ? <div className={styles.banner}>{banner}</div> : null}
      <div className={styles.content}>{children}</div>
    </Dialog>
  );
}
