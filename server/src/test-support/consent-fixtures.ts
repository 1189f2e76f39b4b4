import type { ConsentInteraction } from 'shared-contracts';

/**
 * A valid interaction record of the cookie dialog (docs/behaviour/consent.md#what-is-recorded), as the
 * dialog posts it with a choice: "allow all" on the first choice unless `overrides` say otherwise.
 */
export function consentInteraction(overrides: Partial<ConsentInteraction> = {}): ConsentInteraction {
  return {
    consent_to_everything: true,
    cookie_banner_type: 'blocking',
    event: 'allow_all',
    interactive_category: null,
    interactive_control: 'allow_all',
    interactive_state: 'on',
    opt_in_categories: ['essential', 'analytics', 'advertising', 'other_companies'],
    opt_in_controls: ['analytics', 'advertising', 'other_companies'],
    total_categories: ['essential', 'analytics', 'advertising', 'other_companies'],
    total_controls: ['analytics', 'advertising', 'other_companies'],
    product: 'lumen',
    session_id: 'session-0001',
    state: 'first_choice',
    source: 'logged_out_dialog',
    version: 'granular_2024',
    ...overrides,
  };
}
