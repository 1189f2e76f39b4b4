import { describe, expect, it } from 'vitest';
import { consentPayload } from './consent-choice';

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
