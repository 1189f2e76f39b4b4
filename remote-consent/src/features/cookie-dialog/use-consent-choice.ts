import { useCallback, useState } from 'react';
import { eventBus, requestToast, saveCookieConsent } from 'shared-contracts';
import { useConsentTranslation } from '../../i18n/messages';
import { consentPayload, type ConsentChoice } from './consent-choice';

/**
 * Records a cookie choice. On success: "Changes saved." toast, `consent-changed` on the bus, and
 * the dialog hands back to the shell. On failure: an error toast and the dialog stays for a retry.
 * The dialog disables its controls while `saving`: that is what stops a second post.
 */
export function useConsentChoice(onClose: () => void): { saving: boolean; choose: (choice: ConsentChoice) => void } {
  const t = useConsentTranslation();
  const [saving, setSaving] = useState(false);

  const choose = useCallback(
    (choice: ConsentChoice) => {
      setSaving(true);
      const payload = consentPayload(choice);
      saveCookieConsent(payload).then(
        () => {
          requestToast({ message: t('toast.saved') });
          eventBus.emit('consent-changed', { acceptOnlyEssential: payload.accept_only_essential });
          onClose();
        },
        (error: unknown) => {
          setSaving(false);
          console.error('[consent] saving the cookie choice failed', error);
          requestToast({ message: t('toast.failed') });
        },
      );
    },
    [onClose, t],
  );

  return { saving, choose };
}
