import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './ActionList.module.css';

/** How an action reads: plain, destructive (red, bold) or the main one (bold link colour). */
export type ActionTone = 'default' | 'danger' | 'primary';

function actionClass(tone: ActionTone): string {
  return tone === 'default' ? (styles.action ?? '') : `${styles.action} ${styles[tone] ?? ''}`;
}

/**
 * A stack of full-width actions (an options menu, the buttons of a confirmation). `flush` drops the
 * line above the first row, for a list that opens the dialog.
 */
export function ActionList({
  children,
  label,
  flush = false,
}: {
  children: ReactNode;
  label?: string;
  flush?: boolean;
}) {
  return (
    <ul className={styles.list} aria-label={label} data-flush={flush || undefined}>
      {children}
    </ul>
  );
}

/** Props of `ActionButton`. */
export interface ActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  tone?: ActionTone;
  /** Gets focus when the dialog opens (e.g. Cancel in a destructive confirmation). */
  autoFocusOnOpen?: boolean;
  testId?: string;
}

/** One row of an ActionList that does something. */
export function ActionButton({
  tone = 'default',
  autoFocusOnOpen = false,
  testId,
  className,
  ...props
}: ActionButtonProps) {
  return (
    <li>
      <button
        type="button"
        className={className ? `${actionClass(tone)} ${className}` : actionClass(tone)}
        data-autofocus={autoFocusOnOpen || undefined}
        data-testid={testId}
        {...props}
      />
    </li>
  );
}

/** One row of an ActionList that goes somewhere; `external` opens it in a new tab. */
export function ActionLink({
  href,
  children,
  tone = 'default',
  external = false,
  testId,
  onClick,
}: {
  href: string;
  children: ReactNode;
  tone?: ActionTone;
  external?: boolean;
  testId?: string;
  onClick?: () => void;
}) {
  return (
    <li>
      <a
        className={actionClass(tone)}
        href={href}
        data-testid={testId}
        onClick={onClick}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    </li>
  );
}
