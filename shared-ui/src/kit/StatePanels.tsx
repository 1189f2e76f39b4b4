import type { ReactNode } from 'react';
import { isVisitorLimitError } from 'shared-contracts';
import { Button } from './Button.js';
import { useKitTranslation } from './messages.js';
import * as styles from './StatePanels.module.css';

/** Nothing to show yet: an icon, a title, an explanation and an optional action. */
export function EmptyState({
  icon,
  title,
  body,
  action,
  headingLevel = 2,
  compact = false,
  testId,
}: {
  icon?: ReactNode;
  title: string;
  body?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  compact?: boolean;
  testId?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={compact ? `${styles.panel} ${styles.compact}` : styles.panel} data-testid={testId}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {body ? <p className={styles.body}>{body}</p> : null}
      {action}
    </div>
  );
}

/** Props of `RetryPanel`. */
export interface RetryPanelProps {
  /** What failed. */
  message: string;
  onRetry: () => void;
  testId?: string;
  /** The failure itself, when known. */
  error?: unknown;
}

/**
 * A load that failed: what failed (announced) and a Retry button. Given the failure, a refusal of
 * a logged-out browser past its limits is no failure to retry: the content wall covers the page,
 * so a quiet empty box holds the place instead (docs/behaviour/logged-out.md#what-the-server-withholds).
 */
export function RetryPanel({ message, onRetry, testId, error }: RetryPanelProps) {
  const t = useKitTranslation();
  if (isVisitorLimitError(error)) {
    return <div className={styles.withheld} aria-hidden="true" data-testid="content-withheld" />;
  }
  return (
    <div className={styles.panel} role="alert" data-testid={testId}>
      <p className={styles.body}>{message}</p>
      <Button onClick={onRetry}>{t('kit.retry')}</Button>
    </div>
  );
}
