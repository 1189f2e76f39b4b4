import type { CookieConsentInput, CookieControl } from 'shared-contracts';

/** The optional cookie controls, in the order the dialog lists them. */
export const COOKIE_CONTROLS: readonly CookieControl[] = ['analytics', 'advertising', 'other_companies'];

/** What the visitor picked: everything, only essential cookies, or some categories. */
export type ConsentChoice =
  { kind: 'all' } | { kind: 'essential' } | { kind: 'selected'; controls: readonly CookieControl[] };

/** The POST /cookie/consent/ body for a choice (docs/behaviour/consent.md#what-is-recorded). */
export function consentPayload(choice: ConsentChoice): CookieConsentInput {
  switch (choice.kind) {
    case 'all':
      return { accept_only_essential: false, consent_to_everything: true, opted_in_controls: [...COOKIE_CONTROLS] };
    case 'essential':
      return { accept_only_essential: true, consent_to_everything: false, opted_in_controls: [] };
    case 'selected':
      // Listed in the dialog's order, whatever order the boxes were ticked in.
      return {
        accept_only_essential: false,
        consent_to_everything: false,
        opted_in_controls: COOKIE_CONTROLS.filter((control) => choice.controls.includes(control)),
      };
  }
}
