import type { ConsentInteraction, CookieControl } from 'shared-contracts';
import type { CookieConsentPost } from 'shared-client';

/** The optional cookie controls, in the order the dialog lists them. */
export const COOKIE_CONTROLS: readonly CookieControl[] = ['analytics', 'advertising', 'other_companies'];

/** What the visitor picked: everything, only essential cookies, or some categories. */
export type ConsentChoice =
  { kind: 'all' } | { kind: 'essential' } | { kind: 'selected'; controls: readonly CookieControl[] };

/** The controls a choice allows, in the dialog's order. */
function allowedControls(choice: ConsentChoice): CookieControl[] {
  switch (choice.kind) {
    case 'all':
      return [...COOKIE_CONTROLS];
    case 'essential':
      return [];
    case 'selected':
      // Listed in the dialog's order, whatever order the boxes were ticked in.
      return COOKIE_CONTROLS.filter((control) => choice.controls.includes(control));
  }
}

/** The POST /cookie/consent/ choice fields (docs/behaviour/consent.md#what-is-recorded). */
export function consentPayload(choice: ConsentChoice): CookieConsentPost {
  return {
    accept_only_essential: choice.kind === 'essential',
    consent_to_everything: choice.kind === 'all',
    opted_in_controls: allowedControls(choice),
  };
}

const CONTROL_OF = { all: 'allow_all', essential: 'decline_optional', selected: 'allow_selected' } as const;

/**
 * The interaction record posted with a choice (docs/behaviour/consent.md#what-is-recorded): which
 * button, what it allowed out of what was offered, and whether it was the first choice or a change.
 */
export function interactionRecord(
  choice: ConsentChoice,
  context: { sessionId: string; changing: boolean },
): ConsentInteraction {
  const controls = allowedControls(choice);
  const control = CONTROL_OF[choice.kind];
  return {
    consent_to_everything: choice.kind === 'all',
    cookie_banner_type: 'blocking',
    event: control,
    interactive_category: null,
    interactive_control: control,
    interactive_state: controls.length === COOKIE_CONTROLS.length ? 'on' : controls.length === 0 ? 'off' : 'mixed',
    opt_in_categories: ['essential', ...controls],
    opt_in_controls: controls,
    total_categories: ['essential', ...COOKIE_CONTROLS],
    total_controls: [...COOKIE_CONTROLS],
    product: 'lumen',
    session_id: context.sessionId,
    state: context.changing ? 'changed_choice' : 'first_choice',
    source: 'logged_out_dialog',
    version: 'granular_2024',
  };
}
