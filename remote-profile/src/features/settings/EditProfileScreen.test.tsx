import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_PATHS } from 'shared-contracts';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { makeProfile } from '../../test-fixtures';
import { collectToasts, renderInApp } from '../../test-render';
import EditProfileScreen from './EditProfileScreen';
import { logInAs, stubViewportWidth, VIEWER } from './settings-test-kit';

const EDIT = '/api/v1/web/accounts/edit/';

let api: FakeApi;
let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  logInAs('en');
  stubViewportWidth(1280);
  api = installFakeApi();
  toasts = collectToasts();
  api.on('GET', '/api/v1/users/web_profile_info/', {
    data: { user: makeProfile({ pk: VIEWER.pk, username: VIEWER.username, biography: 'old bio', is_viewer: true }) },
    status: 'ok',
  });
});
afterEach(() => {
  cleanup();
  toasts.stop();
  api.restore();
  vi.unstubAllGlobals();
});

describe('EditProfileScreen', () => {
  it('is the profile edit form as a page: it sends only what changed, then starts from the saved profile', async () => {
    api.on('POST', EDIT, (request) => ({
      user: makeProfile({
        pk: VIEWER.pk,
        username: VIEWER.username,
        biography: request.form.get('biography') ?? '',
        is_viewer: true,
      }),
      status: 'ok',
    }));
    renderInApp(<EditProfileScreen />, { path: SETTINGS_PATHS.edit });
    expect(document.title).toBe('Edit profile • Lumen');
    const bio = (await screen.findByTestId('edit-bio')) as HTMLTextAreaElement;
    expect(bio.value).toBe('old bio');
    fireEvent.change(bio, { target: { value: 'new bio' } });
    fireEvent.click(screen.getByTestId('edit-submit'));
    await waitFor(() => expect(toasts.messages.length).toBe(1));
    expect(api.requests.filter((r) => r.path === EDIT).map((r) => Object.fromEntries(r.form))).toEqual([
      { biography: 'new bio' },
    ]);
    expect(((await screen.findByTestId('edit-bio')) as HTMLTextAreaElement).value).toBe('new bio');
  });
});
