import type { ReactNode, Ref } from 'react';
import * as styles from './HeaderButtons.module.css';

/** An icon-only header control (back, close); `label` is its accessible name. */
export function HeaderIconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.icon}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}

/** A text header control in the accent colour (Share). */
export function HeaderTextButton({
  onClick,
  disabled,
  children,
  testId,
  ref,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  testId?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={ref} type="button" className={styles.text} onClick={onClick} disabled={disabled} data-testid={testId}>
      {children}
    </button>
  );
}
