import { useMutation, type QueryClient } from '@tanstack/react-query';
import { eventBus } from 'shared-contracts/bus';
import { saveCookieConsent, type CookieConsentPost } from 'shared-client';

/** Keys of the cookie consent. */
export const consentKeys = {
  save: ['cookie-consent', 'save'] as const,
};

/**
 * Whether a cookie choice is being saved. Read from the cache, so it is true from the moment a save
 * starts, before the dialog re-renders with its controls disabled (a double click posts once).
 */
export function isSavingCookieConsent(client: QueryClient): boolean {
  return client.isMutating({ mutationKey: consentKeys.save }) > 0;
}

/**
 * Records the visitor's cookie choice (docs/behaviour/consent.md#what-is-recorded). Once saved it
 * is announced (`consent-changed`) and the shell closes the dialog. A failure announces nothing;
 * the dialog stays for another try.
 */
export function useSaveCookieConsentMutation() {
  return useMutation({
    mutationKey: consentKeys.save,
    mutationFn: (input: CookieConsentPost) => saveCookieConsent(input),
    onSuccess: (answer, input) => {
      eventBus.emit('consent-changed', {
        acceptOnlyEssential: input.accept_only_essential,
        optedInControls: answer.consent.opted_in_controls,
      });
    },
  });
}
