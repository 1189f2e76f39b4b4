import type { ReactNode } from 'react';
import * as styles from './ThumbnailGrid.module.css';

/** A grid of post tiles, three across with 4 px gaps; its children are the list items. */
export function ThumbnailGrid({
  label,
  busy,
  testId,
  children,
}: {
  label?: string;
  busy?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy} data-testid={testId}>
      {children}
    </ul>
  );
}
