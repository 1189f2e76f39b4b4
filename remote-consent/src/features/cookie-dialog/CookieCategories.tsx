import { useState } from 'react';
import type { CookieControl } from 'shared-contracts';
import { Button } from 'shared-ui';
import { useConsentTranslation } from '../../i18n/messages';
import { COOKIE_CONTROLS } from './consent-choice';
import * as styles from './CookieCategories.module.css';

/** The optional categories as checkboxes, with Select all / Unselect all and the save button. */
export function CookieCategories({
  id,
  disabled,
  initial,
  saveLabel,
  onAllowSelected,
}: {
  id: string;
  disabled: boolean;
  /** Ticked at first: none for a first choice (opt-in), the recorded ones when changing it. */
  initial: readonly CookieControl[];
  /** "Allow selected" for a first choice, "Confirm" when changing it. */
  saveLabel: string;
  onAllowSelected: (controls: readonly CookieControl[]) => void;
}) {
  const t = useConsentTranslation();
  const [selected, setSelected] = useState<readonly CookieControl[]>(initial);
  const allSelected = selected.length === COOKIE_CONTROLS.length;

  const toggle = (control: CookieControl, checked: boolean): void =>
    setSelected((current) => (checked ? [...current, control] : current.filter((c) => c !== control)));

  return (
    <div id={id} className={styles.categories} data-testid="cookie-categories">
      <div className={styles.essential}>
        <span className={styles.label}>{t('categories.essential.label')}</span>
        <span className={styles.alwaysOn}>{t('categories.essential.state')}</span>
      </div>
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>{t('categories.legend')}</legend>
        {COOKIE_CONTROLS.map((control) => (
          <label key={control} className={styles.control}>
            <span className={styles.text}>
              <span className={styles.label}>{t(`control.${control}.label`)}</span>
              <span className={styles.description}>{t(`control.${control}.description`)}</span>
            </span>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={selected.includes(control)}
              onChange={(event) => toggle(control, event.target.checked)}
            />
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="text" disabled={disabled} onClick={() => setSelected(allSelected ? [] : [...COOKIE_CONTROLS])}>
          {allSelected ? t('categories.unselectAll') : t('categories.selectAll')}
        </Button>
        <Button variant="secondary" disabled={disabled} onClick={() => onAllowSelected(selected)}>
          {saveLabel}
        </Button>
      </div>
    </div>
  );
}
