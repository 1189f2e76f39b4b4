import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './Button.js';
import { activeElement, focusableIn } from './focus.js';
import { CloseIcon } from './icons/icons.js';
import { useKitTranslation } from './messages.js';
import { focusReturnTarget, pushModal, recordOpener, topModalOpener } from './modal-stack.js';
import { lockBodyScroll } from './scroll-lock.js';
import * as styles from './Dialog.module.css';

/**
 * Where a dialog sits: 'center' a card in the middle; 'sheet' a card that becomes a bottom sheet
 * at phone widths (up to 564 px); 'fill' a card that fills the screen below 768 px.
 */
export type DialogPlacement = 'center' | 'sheet' | 'fill';

/** Card widths: 400, 548 and 800 px (never wider than the window), or as wide as the content. */
export type DialogSize = 'small' | 'medium' | 'large' | 'auto';

/**
 * How the title shows: 'bar' a header bar (with optional controls either side); 'prominent' a
 * large centred title over the description (confirmations); 'hidden' read by screen readers only.
 */
export type DialogHeading = 'bar' | 'prominent' | 'hidden';

/** Props of `Dialog`. */
export interface DialogProps {
  /** The dialog's accessible name, shown according to `heading`. */
  title: string;
  heading?: DialogHeading;
  /** Explanation under the title; it becomes the dialog's accessible description. */
  description?: ReactNode;
  /**
   * Escape, a click on the backdrop and the close button call it. Leave it out for a dialog that
   * needs an answer: then none of those dismiss it.
   */
  onClose?: () => void;
  placement?: DialogPlacement;
  size?: DialogSize;
  /** Controls at the start and end of the header bar (back, next, share). */
  headerStart?: ReactNode;
  headerEnd?: ReactNode;
  /** A close (×) button at the end of the header bar. */
  closeButton?: boolean;
  /** 'alertdialog' for a confirmation that interrupts (see AlertDialog). */
  role?: 'dialog' | 'alertdialog';
  /**
   * What gets focus on open: an element, or 'dialog' for the dialog itself (a screen reader then
   * starts at the title). By default: the `[data-autofocus]` element, else the first control.
   */
  initialFocus?: RefObject<HTMLElement | null> | 'dialog';
  /** Where focus goes on close; by default back to what had it when the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Marks the dialog busy (a save under way). */
  busy?: boolean;
  /** Extra class names of the card and of its body. */
  className?: string;
  bodyClassName?: string;
  testId?: string;
  children?: ReactNode;
}

function initialFocusTarget(
  dialog: HTMLDialogElement,
  body: HTMLElement | null,
  initialFocus: DialogProps['initialFocus'],
): HTMLElement {
  if (initialFocus === 'dialog') return dialog;
  return (
    initialFocus?.current ??
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    (body ? focusableIn(body)[0] : undefined) ??
    focusableIn(dialog)[0] ??
    dialog
  );
}

/**
 * A modal dialog on the native <dialog> element: the page behind is inert and cannot scroll (one
 * counted lock for all dialogs), focus moves in on open, Tab wraps inside, and focus returns to the
 * opener on close. Escape and a click on the backdrop call `onClose`. Rendered into the body.
 */
export function Dialog({
  title,
  heading = 'bar',
  description,
  onClose,
  placement = 'center',
  size = 'small',
  headerStart,
  headerEnd,
  closeButton = false,
  role = 'dialog',
  initialFocus,
  returnFocus,
  busy,
  className,
  bodyClassName,
  testId,
  children,
}: DialogProps) {
  const t = useKitTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // True while this component closes its own dialog, so its `close` event is not mistaken for a
  // dismissal by the browser.
  const closingRef = useRef(false);
  // A click closes only when it also started on the backdrop (not a text selection dragged out).
  const pressedOnBackdrop = useRef(false);
  const focusOnOpen = useEffectEvent((dialog: HTMLDialogElement) =>
    initialFocusTarget(dialog, bodyRef.current, initialFocus).focus(),
  );
  const focusTargetOnClose = useEffectEvent(() => returnFocus?.current ?? null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const focused = activeElement();
    const opener = focused && focused !== document.body ? focused : topModalOpener();
    recordOpener(dialog, opener);
    const unlock = lockBodyScroll();
    closingRef.current = false;
    if (!dialog.open) dialog.showModal();
    const unstack = pushModal(dialog);
    focusOnOpen(dialog);
    return () => {
      unstack();
      closingRef.current = true;
      if (dialog.open) dialog.close();
      unlock();
      // Only when focus went down with this dialog: not when a dialog opened since has taken it.
      const focused = activeElement();
      const lost = !focused || focused === document.body || dialog.contains(focused);
      const target = focusReturnTarget(focusTargetOnClose() ?? opener);
      if (lost) target?.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    // A nested dialog is a React child of this one: its keys must not reach this one too.
    if (event.target instanceof Node && !event.currentTarget.contains(event.target)) return;
    if (event.key === 'Escape') {
      // preventDefault also keeps the browser from closing the dialog on its own.
      if (event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = event.currentTarget;
    const items = focusableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const current = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
    } else if (event.shiftKey && (current === first || current === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The browser's own close request (e.g. Android's back gesture).
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    onClose?.();
  };

  // The browser closed the dialog without us (a close request it would not let us cancel): a
  // dismissible dialog reports it; one that needs an answer opens again.
  const handleNativeClose = (event: SyntheticEvent<HTMLDialogElement>): void => {
    if (closingRef.current || event.target !== event.currentTarget) return;
    if (onClose) onClose();
    else event.currentTarget.showModal();
  };

  const handlePointerDown = (event: MouseEvent<HTMLDialogElement>): void => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleClick = (event: MouseEvent<HTMLDialogElement>): void => {
    const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (onBackdrop) onClose?.();
  };

  const hasBar = heading === 'bar' || headerStart !== undefined || headerEnd !== undefined || closeButton;
  const titleClass =
    heading === 'hidden' ? 'lm-visually-hidden' : heading === 'prominent' ? styles.prominentTitle : styles.title;
  const titleElement = (
    <h2 id={titleId} className={titleClass}>
      {title}
    </h2>
  );
  const end =
    headerEnd ??
    (closeButton && onClose ? (
      <IconButton label={t('kit.close')} onClick={onClose} data-testid="dialog-close">
        <CloseIcon size={18} />
      </IconButton>
    ) : null);

  return createPortal(
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      aria-busy={busy || undefined}
      tabIndex={-1}
      className={[styles.dialog, styles[placement], styles[size], className].filter(Boolean).join(' ')}
      data-testid={testId}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
    >
      <div className={styles.surface}>
        {hasBar ? (
          <header className={styles.bar}>
            <div className={styles.barStart}>{headerStart}</div>
            {heading === 'prominent' ? <span /> : titleElement}
            <div className={styles.barEnd}>{end}</div>
          </header>
        ) : null}
        {heading === 'prominent' ? (
          <div className={styles.intro}>
            {titleElement}
            {description !== undefined ? (
              <div id={descriptionId} className={styles.description}>
                {description}
              </div>
            ) : null}
          </div>
        ) : null}
        {!hasBar && heading === 'hidden' ? titleElement : null}
        <div ref={bodyRef} className={bodyClassName ? `${styles.body} ${bodyClassName}` : styles.body}>
          {heading !== 'prominent' && description !== undefined ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
