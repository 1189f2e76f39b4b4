import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './Spinner.js';
import * as styles from './Button.module.css';

/** How a button looks: filled blue, grey, red text, text only, or a bare icon. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'text' | 'icon';
/** Button heights: 28, 32 (default) or 44 px. */
export type ButtonSize = 'small' | 'medium' | 'large';

/** Options of `buttonClassName`. */
export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class names of a button look, for a link or a label that must look like a button. */
export function buttonClassName({ variant = 'primary', size = 'medium', fullWidth = false }: ButtonLook = {}): string {
  return [styles.button, styles[variant], size === 'medium' ? '' : styles[size], fullWidth ? styles.fullWidth : '']
    .filter(Boolean)
    .join(' ');
}

/** Props of `Button`: a native button's, plus its look and a busy state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner instead of the label and disables the button (the label stays its name). */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** A button of the design system; `type` defaults to "button". */
export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  className,
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  const look = buttonClassName({ variant, size, fullWidth });
  return (
    <button
      type={type}
      className={className ? `${look} ${className}` : look}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <>
          <Spinner size="inline" />
          <span className="lm-visually-hidden">{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** Props of `IconButton`: `label` is the accessible name (and nothing is shown but the icon). */
export interface IconButtonProps extends Omit<ButtonProps, 'variant' | 'children' | 'aria-label'> {
  label: string;
  children: ReactNode;
}

/** A button that shows only an icon; its `label` is read by screen readers. */
export function IconButton({ label, children, ...props }: IconButtonProps) {
  return (
    <Button variant="icon" aria-label={label} {...props}>
      {children}
    </Button>
  );
}
