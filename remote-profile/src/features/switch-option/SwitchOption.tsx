import { useId, type ReactNode } from 'react';
import * as styles from './SwitchOption.module.css';

/** A column of switch options, each on its own line under a separator. */
export function SwitchList({ children }: { children: ReactNode }) {
  return <div className={styles.list}>{children}</div>;
}

/**
 * One on/off option: its label (bold over a hint when there is one) and a native checkbox drawn as
 * a switch, so keyboards and assistive technology still meet a checkbox. The whole line toggles it.
 */
export function SwitchOption({
  label,
  hint,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <label className={styles.option} htmlFor={id}>
      {hint ? (
        <span>
          <span className="lm-option-name">{label}</span>
          <span className="lm-option-hint">{hint}</span>
        </span>
      ) : (
        <span>{label}</span>
      )}
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
    </label>
  );
}
