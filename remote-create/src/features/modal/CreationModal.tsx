import { useId, useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useFocusTrap } from './use-focus-trap';
import * as styles from './CreationModal.module.css';

/** The frame of the "Create new post" modal; each step fills its header and body. */
export interface CreationModalProps {
  title: string;
  /** 'select': a square drop area; 'details': the photo beside (on phones above) the details panel. */
  step: 'select' | 'details';
  /** Header controls before and after the title (back, close, share). */
  start?: ReactNode;
  end?: ReactNode;
  /** Laid over the header's bottom edge without moving anything (the share progress bar). */
  banner?: ReactNode;
  /** Escape or a click on the backdrop. */
  onDismiss: () => void;
  /** False while a nested dialog (discard confirmation) is on top: it answers the keys instead. */
  interactive?: boolean;
  /** Rendered above the dialog (a nested dialog). */
  overlay?: ReactNode;
  children: ReactNode;
}

/** role="dialog", labelled by its title, focus moved in and trapped; full screen on phones. */
export function CreationModal({
  title,
  step,
  start,
  end,
  banner,
  onDismiss,
  interactive = true,
  overlay,
  children,
}: CreationModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // A click counts only if it also started on the backdrop (not a text selection dragged out).
  const pressedOnBackdrop = useRef(false);
  useFocusTrap(dialogRef, { active: interactive, onEscape: onDismiss });
  useBodyScrollLock();

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>): void => {
    if (interactive && pressedOnBackdrop.current && event.target === event.currentTarget) onDismiss();
    pressedOnBackdrop.current = false;
  };

  return (
    <div
      className={styles.backdrop}
      onPointerDown={handlePointerDown}
      onClick={handleBackdropClick}
      data-testid="create-backdrop"
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${step === 'details' ? styles.details : styles.select}`}
        data-testid="create-modal"
        data-step={step}
      >
        <header className={styles.header}>
          <div className={styles.headerStart}>{start}</div>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <div className={styles.headerEnd}>{end}</div>
          {banner}
        </header>
        <div className={styles.body}>{children}</div>
      </div>
      {overlay}
    </div>
  );
}
