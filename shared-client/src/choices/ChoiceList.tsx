import { useId } from 'react';
import * as styles from './ChoiceList.module.css';

/** One choice: its value, name (in a language of its own when `lang` says so) and an optional hint. */
export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
  lang?: string;
}

/**
 * A group of radio buttons, one line each, the whole line choosing it. On a settings page
 * (`layout` "page") a line is drawn above each choice; in a dialog, between them.
 */
export function ChoiceList<T extends string>({
  legend,
  choices,
  value,
  onChange,
  testId,
  layout = 'page',
}: {
  legend: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
  /** The list's test id; each radio's is `{testId}-{value}`. */
  testId: string;
  layout?: 'page' | 'dialog';
}) {
  const name = useId();
  return (
    <fieldset className={layout === 'page' ? styles.pageList : styles.dialogList} data-testid={testId}>
      <legend className="lm-visually-hidden">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <span lang={choice.lang}>
            <span className="lm-option-name">{choice.label}</span>
            {choice.hint && <span className="lm-option-hint">{choice.hint}</span>}
          </span>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            data-testid={`${testId}-${choice.value}`}
          />
        </label>
      ))}
    </fieldset>
  );
}
