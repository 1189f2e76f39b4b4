import * as styles from './InboxSkeleton.module.css';

const ROWS = 8;

/** Placeholder rows while the inbox loads; `label` is announced once for the whole list. */
export function InboxSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label} data-testid="inbox-loading">
      {Array.from({ length: ROWS }, (_, index) => (
        <div key={index} className={styles.row} aria-hidden="true">
          <span className={styles.avatar} />
          <span className={styles.lines}>
            <span className={styles.title} />
            <span className={styles.snippet} />
          </span>
        </div>
      ))}
    </div>
  );
}
