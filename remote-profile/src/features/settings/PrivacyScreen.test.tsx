import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_PATHS } from 'shared-contracts';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { makeProfile } from '../../test-fixtures';
import { collectToasts, renderInApp } from '../../test-render';
import PrivacyScreen from './PrivacyScreen';
import { logInAs, stubViewportWidth, VIEWER } from './settings-test-kit';

const PROFILE = '/api/v1/users/web_profile_info/';
const EDIT = '/api/v1/web/accounts/edit/';
const PRESENCE = '/api/v1/accounts/get_presence_disabled/';
const SET_PRESENCE = '/api/v1/accounts/set_presence_disabled/';

let api: FakeApi;
let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  logInAs('en');
  stubViewportWidth(1280);
  api = installFakeApi();
  toasts = collectToasts();
  const own = makeProfile({ pk: VIEWER.pk, id: VIEWER.id, username: VIEWER.username, is_viewer: true });
  api.on('GET', PROFILE, { data: { user: own }, status: 'ok' });
  api.on('GET', PRESENCE, { disabled: false, status: 'ok' });
});
afterEach(() => {
  cleanup();
  toasts.stop();
  api.restore();
  vi.unstubAllGlobals();
});

describe('PrivacyScreen', () => {
  it('makes the account private with a profile edit, and the switch follows the answer', async () => {
    api.on('POST', EDIT, (request) => ({
      user: makeProfile({
        pk: VIEWER.pk,
        username: VIEWER.username,
        is_viewer: true,
        is_private: request.form.get('is_private') === 'true',
      }),
      status: 'ok',
    }));
    renderInApp(<PrivacyScreen />, { path: SETTINGS_PATHS.privacyAndSecurity });
    const privacy = await screen.findByRole('switch', { name: /Private account/ });
    expect((privacy as HTMLInputElement).checked).toBe(false);
    fireEvent.click(privacy);
    await waitFor(() => expect((privacy as HTMLInputElement).checked).toBe(true));
    const edits = api.requests.filter((r) => r.path === EDIT);
    expect(edits.map((r) => Object.fromEntries(r.form))).toEqual([{ is_private: 'true' }]);
  });

  it('turns the activity status off', async () => {
    api.on('POST', SET_PRESENCE, (request) => ({ disabled: request.form.get('disabled') === '1', status: 'ok' }));
    renderInApp(<PrivacyScreen />, { path: SETTINGS_PATHS.privacyAndSecurity });
    const activity = await screen.findByRole('switch', { name: /Show activity status/ });
    expect((activity as HTMLInputElement).checked).toBe(true);
    fireEvent.click(activity);
    await waitFor(() => expect((activity as HTMLInputElement).checked).toBe(false));
    expect(api.requests.filter((r) => r.path === SET_PRESENCE).map((r) => r.form.get('disabled'))).toEqual(['1']);
  });

  it('says so when a switch could not be saved, and the switch stays', async () => {
    api.on('POST', SET_PRESENCE, { status: 500, body: { message: 'boom' } });
    renderInApp(<PrivacyScreen />, { path: SETTINGS_PATHS.privacyAndSecurity });
    const activity = await screen.findByRole('switch', { name: /Show activity status/ });
    fireEvent.click(activity);
    await waitFor(() => expect(toasts.messages).toEqual(['Something went wrong. Please try again.']));
    expect((activity as HTMLInputElement).checked).toBe(true);
  });
});
