import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_PATHS } from 'shared-contracts';
import { ACTIVITY_KINDS } from 'shared-contracts/schemas';
import { fakeApiForEachTest } from 'shared-client/testing';
import { renderInApp } from '../../test-render';
import NotificationsScreen from './NotificationsScreen';
import type { NotificationSettings } from './notification-settings';
import { logInAs, stubViewportWidth } from './settings-test-kit';

const SETTINGS = '/api/v1/activity/settings/';

const api = fakeApiForEachTest();
let saved: NotificationSettings;
beforeEach(() => {
  logInAs('en');
  stubViewportWidth(1280);
  saved = { kinds: Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, true])), paused_until: null };
  api.on('GET', SETTINGS, () => ({ ...saved, status: 'ok' }));
  api.on('POST', SETTINGS, (request) => {
    const kind = request.form.get('kind') as (typeof ACTIVITY_KINDS)[number] | null;
    if (kind) saved = { ...saved, kinds: { ...saved.kinds, [kind]: request.form.get('enabled') === 'true' } };
    const pause = Number(request.form.get('pause') ?? NaN);
    if (pause === 0) saved = { ...saved, paused_until: null };
    else if (pause > 0) saved = { ...saved, paused_until: Date.now() + pause * 60_000 };
    return { ...saved, status: 'ok' };
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsScreen', () => {
  it('offers a switch for every kind the server answers, in its order', async () => {
    renderInApp(<NotificationsScreen />, { path: SETTINGS_PATHS.notifications });
    await screen.findByRole('switch', { name: 'Likes of your posts' });
    // The kinds' switches only: the browser notifications section, loaded on its own, may have
    // added its switches by now or not (in CI it had, once).
    const kinds = screen
      .getAllByRole('switch')
      .map((s) => s.getAttribute('data-testid'))
      .filter((id) => id?.startsWith('notifications-kind-'));
    expect(kinds).toEqual(ACTIVITY_KINDS.map((kind) => `notifications-kind-${kind}`));
  });

  it('turns one kind off, sending only that kind', async () => {
    renderInApp(<NotificationsScreen />, { path: SETTINGS_PATHS.notifications });
    const likes = await screen.findByRole('switch', { name: 'Likes of your posts' });
    expect((likes as HTMLInputElement).checked).toBe(true);
    fireEvent.click(likes);
    await waitFor(() => expect((likes as HTMLInputElement).checked).toBe(false));
    const posts = api.requests.filter((r) => r.method === 'POST').map((r) => Object.fromEntries(r.form));
    expect(posts).toEqual([{ kind: 'like', enabled: 'false' }]);
  });

  it('pauses all for an hour, says until when, and resumes', async () => {
    renderInApp(<NotificationsScreen />, { path: SETTINGS_PATHS.notifications });
    fireEvent.click(await screen.findByRole('button', { name: '1 hour' }));
    expect((await screen.findByTestId('notifications-paused-until')).textContent).toMatch(/^Paused until \d\d:\d\d/);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await screen.findByRole('button', { name: '8 hours' });
    const posts = api.requests.filter((r) => r.method === 'POST').map((r) => r.form.get('pause'));
    expect(posts).toEqual(['60', '0']);
  });
});
