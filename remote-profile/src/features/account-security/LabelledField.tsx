import type { InputHTMLAttributes, Ref } from 'react';
import * as styles from '../edit-profile/EditProfileDialog.module.css';
import * as formStyles from './PasswordScreen.module.css';

/** Props of a labelled field whose message, when there is one, is tied to it. */
export interface LabelledFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error: string | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A label over its input, and the field's message under it: the fields of the password, email
 * and two-factor settings.
 */
export function LabelledField({ id, label, error, ref, ...input }: LabelledFieldProps) {
  return (
    <div className={formStyles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
