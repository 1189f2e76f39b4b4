import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { logEvent } from 'shared-client';
import { requestToast } from 'shared-contracts/bus';
import { isSavingCookieConsent, useSaveCookieConsentMutation } from 'shared-client/queries';
import { useConsentTranslation } from '../../i18n/messages';
import { consentPayload, interactionRecord, type ConsentChoice } from './consent-choice';

/**
 * Records a cookie choice through the query cache. On success: `consent-changed` on the bus (the
 * mutation announces it), the "Changes saved." toast, and the dialog hands back to the shell. On
 * failure: an error toast, the dialog stays, and the focus goes back to the button used (disabling
 * it while saving dropped the focus) so the visitor can simply try again. Each choice carries its
 * interaction record; `changing` says the browser had chosen before (reopened from the settings).
 */
export function useConsentChoice(
  onClose: () => void,
  changing: boolean,
): { saving: boolean; choose: (choice: ConsentChoice) => void } {
  const t = useConsentTranslation();
  const client = useQueryClient();
  const { mutateAsync, isPending: saving } = useSaveCookieConsentMutation();
  const lastTrigger = useRef<HTMLElement | null>(null);
  // One id for the dialog's session, kept in memory only (no storage before a choice).
  const [sessionId] = useState(dialogSessionId);

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
      mutateAsync({ ...consentPayload(choice), interaction: interactionRecord(choice, { sessionId, changing }) }).then(
        () => {
          requestToast({ message: t('toast.saved') });
          onClose();
        },
        (error: unknown) => {
          // Reported to the console and the error log (an analytics error event, sent only once
          // analytics is allowed: docs/behaviour/consent.md#outcome).
          console.error('[consent] saving the cookie choice failed', error);
          logEvent({
            event: 'client_error',
            category: 'error',
            data: { kind: 'consent_save_failed', message: error instanceof Error ? error.message.slice(0, 300) : null },
            immediate: true,
          });
          requestToast({ message: t('toast.failed') });
        },
      );
    },
    [changing, client, mutateAsync, onClose, sessionId, t],
  );

  return { saving, choose };
}

/** A random id of 32 hex digits (getRandomValues works on plain http too, unlike randomUUID). */
function dialogSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
