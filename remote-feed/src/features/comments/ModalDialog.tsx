import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import * as styles from './ModalDialog.module.css';

/**
 * A modal dialog over the page (portalled to the body): title, body, then full-width buttons.
 * Escape and a click on the backdrop close it; the focus is trapped inside and given back on close.
 */
export function ModalDialog({
  title,
  description,
  children,
  onClose,
  returnFocus,
  alert = false,
  testId,
}: {
  title: string;
  description: ReactNode;
  /** The buttons (and links), stacked; mark the one to focus first with `data-autofocus`. */
  children: ReactNode;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
  /** An alertdialog asks to confirm something; a plain dialog informs. */
  alert?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useFocusTrap(ref, { onEscape: onClose, returnFocus });
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>): void => {
    if (event.target === event.currentTarget) onClose();
  };
  return createPortal(
    <div className={styles.backdrop} onClick={handleBackdropClick}>
      <div
        ref={ref}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={styles.dialog}
        data-testid={testId}
      >
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div id={bodyId} className={styles.body}>
            {description}
          </div>
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** Class names for the dialog's stacked buttons and links. */
export const dialogButtonClass = styles.button;
/** Class name of a destructive (red, bold) dialog button. */
export const dialogDangerClass = `${styles.button} ${styles.danger}`;
/** Class name of the primary (blue, bold) dialog button. */
export const dialogPrimaryClass = `${styles.button} ${styles.primary}`;
