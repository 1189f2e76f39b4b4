import { describe, expect, it } from 'vitest';
import { consentPayload, interactionRecord } from './consent-choice';

describe('consentPayload', () => {
  it('consents to everything for "allow all"', () => {
    expect(consentPayload({ kind: 'all' })).toEqual({
      accept_only_essential: false,
      consent_to_everything: true,
      opted_in_controls: ['analytics', 'advertising', 'other_companies'],
    });
  });

  it('accepts only essential cookies for "decline optional"', () => {
    expect(consentPayload({ kind: 'essential' })).toEqual({
      accept_only_essential: true,
      consent_to_everything: false,
      opted_in_controls: [],
    });
  });

  it('lists the selected controls in the dialog order, without duplicates', () => {
    expect(consentPayload({ kind: 'selected', controls: ['other_companies', 'analytics', 'analytics'] })).toEqual({
      accept_only_essential: false,
      consent_to_everything: false,
      opted_in_controls: ['analytics', 'other_companies'],
    });
  });
});

describe('interactionRecord', () => {
  const context = { sessionId: 'dialog-session-1', changing: false };

  it('records "allow all" as every category on', () => {
    expect(interactionRecord({ kind: 'all' }, context)).toMatchObject({
      consent_to_everything: true,
      event: 'allow_all',
      interactive_control: 'allow_all',
      interactive_state: 'on',
      opt_in_categories: ['essential', 'analytics', 'advertising', 'other_companies'],
      total_controls: ['analytics', 'advertising', 'other_companies'],
      cookie_banner_type: 'blocking',
      source: 'logged_out_dialog',
      version: 'granular_2024',
      state: 'first_choice',
      session_id: 'dialog-session-1',
    });
  });

  it('records a selection as mixed, and a change of choice as such', () => {
    const record = interactionRecord({ kind: 'selected', controls: ['analytics'] }, { ...context, changing: true });
    expect(record).toMatchObject({
      event: 'allow_selected',
      interactive_state: 'mixed',
      opt_in_categories: ['essential', 'analytics'],
      opt_in_controls: ['analytics'],
      state: 'changed_choice',
    });
    expect(interactionRecord({ kind: 'essential' }, context)).toMatchObject({
      event: 'decline_optional',
      interactive_state: 'off',
      opt_in_controls: [],
    });
  });
});
