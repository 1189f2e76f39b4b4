import type { ConsentInteraction, CookieConsent, CookieConsentInput } from 'shared-contracts';
import { apiClient } from '../client.js';

/** GET the visitor's recorded cookie choice, or null when none was made yet. */
export function fetchCookieConsent(signal?: AbortSignal): Promise<{ consent: CookieConsent | null }> {
  return apiClient.request('GET', '/cookie/consent/', { signal });
}

/** A cookie choice as posted: the choice and the dialog's interaction record. */
export type CookieConsentPost = CookieConsentInput & { interaction?: ConsentInteraction };

/** POST the cookie choice (docs/calls.md#cookie-consent). */
export function saveCookieConsent(input: CookieConsentPost): Promise<{ status: 'ok'; consent: CookieConsent }> {
  return apiClient.request('POST', '/cookie/consent/', {
    form: {
      accept_only_essential: String(input.accept_only_essential),
      consent_to_everything: String(input.consent_to_everything),
      opted_in_controls: JSON.stringify(input.opted_in_controls),
      ...(input.optouts ? { optouts: JSON.stringify(input.optouts) } : {}),
      ...(input.interaction ? { interaction: JSON.stringify(input.interaction) } : {}),
    },
  });
}
