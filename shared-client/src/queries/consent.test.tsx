// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { createTestQueryClient, TestProviders } from 'shared-client/testing';
import { isSavingCookieConsent, useSaveCookieConsentMutation } from './consent.js';

const ESSENTIAL = { accept_only_essential: true, consent_to_everything: false, opted_in_controls: [] };

let api: FakeApi;
let events: Array<AppEvents['consent-changed']>;
const listen = (event: AppEvents['consent-changed']) => events.push(event);
beforeEach(() => {
  api = installFakeApi();
  events = [];
  eventBus.on('consent-changed', listen);
});
afterEach(() => {
  api.restore();
  eventBus.off('consent-changed', listen);
});

function setup() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders client={client}>{children}</TestProviders>;
  return { client, ...renderHook(() => useSaveCookieConsentMutation(), { wrapper }) };
}

describe('saving the cookie choice', () => {
  it('posts the choice, is pending from the first moment, and announces it once saved', async () => {
    api.on('POST', '/cookie/consent/', { status: 'ok', consent: { ...ESSENTIAL, decided_at: 1 } });
    const { result, client } = setup();
    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = result.current.mutateAsync(ESSENTIAL);
      expect(isSavingCookieConsent(client)).toBe(true);
    });
    await act(() => saved);
    expect(api.requests[0]?.form.get('accept_only_essential')).toBe('true');
    expect(events).toEqual([{ acceptOnlyEssential: true, optedInControls: [] }]);
    expect(isSavingCookieConsent(client)).toBe(false);
  });

  it('announces nothing when the save fails', async () => {
    api.on('POST', '/cookie/consent/', { status: 500, body: { error_id: 'internal', message: 'boom' } });
    const { result } = setup();
    await act(async () => {
      await result.current.mutateAsync(ESSENTIAL).catch(() => undefined);
    });
    expect(result.current.isError).toBe(true);
    expect(events).toEqual([]);
  });
});
