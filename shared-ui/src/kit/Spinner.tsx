import { useKitTranslation } from './messages.js';
import * as styles from './Spinner.module.css';

/** Loading animation sizes in px (36, 40 and 60: docs/constants.md#interface), or 'inline' (16, in a button). */
export type SpinnerSize = 36 | 40 | 60 | 'inline';

/** A spinning ring; decoration only (pair it with a status text, or use `LoadingState`). */
export function Spinner({ size = 36 }: { size?: SpinnerSize }) {
  const pixels = size === 'inline' ? undefined : { width: size, height: size };
  return (
    <span
      className={size === 'inline' ? `${styles.spinner} ${styles.inline}` : styles.spinner}
      style={pixels}
      aria-hidden="true"
      data-testid="spinner"
    />
  );
}

/** A centred spinner that announces "Loading…" (or `label`) politely. */
export function LoadingState({ label, size = 36 }: { label?: string; size?: SpinnerSize }) {
  const t = useKitTranslation();
  return (
    <div className={styles.block} role="status">
      <Spinner size={size} />
      <span className="lm-visually-hidden">{label ?? t('kit.loading')}</span>
    </div>
  );
}
