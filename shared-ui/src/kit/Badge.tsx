import { formatBadge } from 'shared-contracts';
import * as styles from './Badge.module.css';

/**
 * A count on the corner of an icon: nothing at 0, the number up to 9, then "9+" (formatBadge).
 * Hidden from assistive technology: the control it sits on must say the count in its name.
 */
export function Badge({ count, testId }: { count: number; testId?: string }) {
  const text = formatBadge(count);
  if (!text) return null;
  return (
    <span className={styles.badge} aria-hidden="true" data-testid={testId}>
      {text}
    </span>
  );
}
