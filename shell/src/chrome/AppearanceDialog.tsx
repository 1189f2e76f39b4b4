import { useState } from 'react';
import { APPEARANCES, requestToast, useTranslator, type Appearance } from 'shared-contracts';
import { applyAppearance, currentAppearance, saveAppearance } from 'shared-contracts/settings';
import { Dialog } from 'shared-contracts/ui';
import { chromeCatalogs } from './chrome-messages';
import * as styles from './Chrome.module.css';

/**
 * Light, dark or automatic (docs/behaviour/shell-chrome.md#appearance): the page changes at once
 * and the account keeps the choice; if the server refuses, the page goes back and says so.
 */
export function AppearanceDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslator(chromeCatalogs);
  const [chosen, setChosen] = useState<Appearance>(currentAppearance);
  const choose = (appearance: Appearance): void => {
    const before = chosen;
    setChosen(appearance);
    applyAppearance(appearance);
    saveAppearance(appearance).catch(() => {
      setChosen(before);
      applyAppearance(before);
      requestToast({ message: t('appearance.failed') });
    });
  };
  return (
    <Dialog title={t('appearance.title')} onClose={onClose} closeButton size="small" testId="appearance-dialog">
      <fieldset className={styles.choices}>
        <legend className="lm-visually-hidden">{t('appearance.legend')}</legend>
        {APPEARANCES.map((appearance) => (
          <label key={appearance} className={styles.choice}>
            <span>
              <span className={styles.choiceName}>{t(`appearance.${appearance}`)}</span>
              {appearance === 'auto' && <span className={styles.hint}>{t('appearance.autoHint')}</span>}
            </span>
            <input
              type="radio"
              name="appearance"
              value={appearance}
              checked={chosen === appearance}
              onChange={() => choose(appearance)}
              data-testid={`appearance-${appearance}`}
            />
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
