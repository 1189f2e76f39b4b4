import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { requestToast } from 'shared-contracts';
import { isSavingCookieConsent, useSaveCookieConsentMutation } from 'shared-contracts/queries';
import { useConsentTranslation } from '../../i18n/messages';
import { consentPayload, type ConsentChoice } from './consent-choice';

/**
 * Records a cookie choice through the query cache. On success: `consent-changed` on the bus (the
 * mutation announces it), the "Changes saved." toast, and the dialog hands back to the shell. On
 * failure: an error toast, the dialog stays, and the focus goes back to the button used (disabling
 * it while saving dropped the focus) so the visitor can simply try again.
 */
export function useConsentChoice(onClose: () => void): { saving: boolean; choose: (choice: ConsentChoice) => void } {
  const t = useConsentTranslation();
  const client = useQueryClient();
  const { mutateAsync, isPending: saving } = useSaveCookieConsentMutation();
  const lastTrigger = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const trigger = lastTrigger.current;
    const dialog = trigger?.closest('dialog');
    if (saving || !trigger || !dialog || dialog.contains(document.activeElement)) return;
    trigger.focus();
  }, [saving]);

  const choose = useCallback(
    (choice: ConsentChoice) => {
      // The cache knows at once; the disabled buttons only after a render (a double click).
      if (isSavingCookieConsent(client)) return;
      lastTrigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      mutateAsync(consentPayload(choice)).then(
        () => {
          requestToast({ message: t('toast.saved') });
          onClose();
        },
        (error: unknown) => {
          console.error('[consent] saving the cookie choice failed', error);
          requestToast({ message: t('toast.failed') });
        },
      );
    },
    [client, mutateAsync, onClose, t],
  );

  return { saving, choose };
}
