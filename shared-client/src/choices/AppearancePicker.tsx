import { useState } from 'react';
import { APPEARANCES, type Appearance } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { applyAppearance, currentAppearance, saveAppearance } from 'shared-client/settings';
import { useAppearanceTranslation } from './appearance-messages.js';
import { ChoiceList } from './ChoiceList.js';

/**
 * Light, dark or automatic (docs/behaviour/shell-chrome.md#appearance), in the More menu's dialog
 * and on the settings page: the page changes at once and the account keeps the choice; if the
 * server refuses, the page goes back and the toast says `failureMessage`.
 */
export function AppearancePicker({
  layout,
  testId,
  failureMessage,
}: {
  layout: 'page' | 'dialog';
  testId: string;
  failureMessage: string;
}) {
  const t = useAppearanceTranslation();
  const [chosen, setChosen] = useState<Appearance>(currentAppearance);
  const choose = (appearance: Appearance): void => {
    const before = chosen;
    setChosen(appearance);
    applyAppearance(appearance);
    saveAppearance(appearance).catch(() => {
      setChosen(before);
      applyAppearance(before);
      requestToast({ message: failureMessage });
    });
  };
  return (
    <ChoiceList
      legend={t('appearance.legend')}
      choices={APPEARANCES.map((value) => ({
        value,
        label: t(`appearance.${value}`),
        hint: value === 'auto' ? t('appearance.autoHint') : undefined,
      }))}
      value={chosen}
      onChange={choose}
      testId={testId}
      layout={layout}
    />
  );
}
