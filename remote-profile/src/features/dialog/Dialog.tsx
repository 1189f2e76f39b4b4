import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './Dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside a container, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/**
 * A modal dialog: labelled by its title, focus moves in on open, Tab and Shift+Tab stay inside,
 * Escape or a click on the backdrop closes, and focus returns to what had it before.
 * (remote-feed has its own copy: remotes never import each other.)
 */
export function Dialog({
  title,
  hideTitle = false,
  onClose,
  children,
  testId,
  wide = false,
}: {
  title: string;
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (focusableIn(panel)[0] ?? panel).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={wide ? `${styles.panel} ${styles.wide}` : styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        data-testid={testId}
      >
        <h2 id={titleId} className={hideTitle ? 'lm-visually-hidden' : styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A row of a dialog's action menu. */
export function MenuButton({
  children,
  onClick,
  danger = false,
  testId,
  disabled = false,
}: {
  children: ReactNode;
  onClick: () => void;
  danger?: boolean;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <li>
      <button
        type="button"
        className={danger ? `${styles.menuItem} ${styles.danger}` : styles.menuItem}
        onClick={onClick}
        data-testid={testId}
        disabled={disabled}
      >
        {children}
      </button>
    </li>
  );
}

/** A vertical list of MenuButtons. */
export function Menu({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.menu} aria-label={label}>
      {children}
    </ul>
  );
}

/** Body text of a dialog (a question, an explanation). */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

/** A row of a dialog's action menu that leaves for another page in a new tab. */
export function MenuExternalLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  return (
    <li>
      <a className={styles.menuItem} href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
        {children}
      </a>
    </li>
  );
}
