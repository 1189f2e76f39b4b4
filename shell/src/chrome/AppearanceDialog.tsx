import { useTranslator } from 'shared-ui';
import { AppearancePicker } from 'shared-client/choices';
import { Dialog } from 'shared-ui';
import { chromeCatalogs } from './chrome-messages';

/**
 * The More menu's "Switch appearance" (docs/behaviour/shell-chrome.md#appearance): the same picker
 * as the settings page, in a small dialog.
 */
export function AppearanceDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslator(chromeCatalogs);
  return (
    <Dialog title={t('appearance.title')} onClose={onClose} closeButton size="small" testId="appearance-dialog">
      <AppearancePicker layout="dialog" testId="appearance" failureMessage={t('appearance.failed')} />
    </Dialog>
  );
}
