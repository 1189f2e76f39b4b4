import type { ReactNode } from 'react';
import { ActionList } from './ActionList.js';
import { Dialog } from './Dialog.js';
import * as styles from './Dialog.module.css';

/**
 * A confirmation that interrupts (role alertdialog): a title, what it means, and the choices as a
 * stack of ActionButtons. Escape and the backdrop cancel. Mark the safe choice `autoFocusOnOpen`.
 */
export function AlertDialog({
  title,
  description,
  onCancel,
  children,
  busy,
  testId,
}: {
  title: string;
  description?: ReactNode;
  /** Escape and a click on the backdrop; leave out when an answer is required. */
  onCancel?: () => void;
  /** The ActionButtons (and ActionLinks). */
  children: ReactNode;
  busy?: boolean;
  testId?: string;
}) {
  return (
    <Dialog
      role="alertdialog"
      heading="prominent"
      title={title}
      description={description}
      onClose={onCancel}
      busy={busy}
      testId={testId}
      className={styles.alert}
    >
      <ActionList>{children}</ActionList>
    </Dialog>
  );
}
