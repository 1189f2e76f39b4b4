import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_PATHS } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { renderInApp } from '../../test-render';
import SettingsIndexScreen from './SettingsIndexScreen';
import { SettingsLayout } from './SettingsLayout';
import { logInAs, stubViewportWidth } from './settings-test-kit';

beforeEach(() => logInAs('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SECTION_LINKS = [
  ['Edit profile', '/accounts/edit/'],
  ['Privacy and security', '/accounts/privacy_and_security/'],
  ['Email address', '/accounts/email/'],
  ['Password', '/accounts/password/change/'],
  ["Where you're logged in", '/accounts/login_activity/'],
  ['Two-factor authentication', '/accounts/two_factor_authentication/'],
  ['Notifications', '/accounts/notifications/'],
  ['Blocked accounts', '/accounts/blocked_accounts/'],
  ['Close friends', '/accounts/close_friends/'],
  ['Favorites', '/accounts/favorites/'],
  ['Appearance', '/accounts/appearance/'],
  ['Language', '/accounts/language/'],
  ['Your reports', '/accounts/reports/'],
  ['Your information', '/accounts/your_information/'],
];

function linksOf(nav: HTMLElement): string[][] {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']);
}

describe('settings navigation', () => {
  it('on a wide screen, lists every section beside the page, the current one marked, and titles the page', () => {
    stubViewportWidth(1280);
    renderInApp(
      <SettingsLayout section="blocked">
        <p>content</p>
      </SettingsLayout>,
      { path: SETTINGS_PATHS.blockedAccounts },
    );
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(linksOf(nav)).toEqual(SECTION_LINKS);
    expect(within(nav).getByRole('link', { name: 'Blocked accounts' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blocked accounts');
    expect(screen.queryByTestId('settings-back')).toBeNull();
    expect(document.title).toBe('Blocked accounts • Lumen');
  });

  it('on a phone, shows the section alone with a back arrow to the list of sections', () => {
    stubViewportWidth(390);
    renderInApp(
      <SettingsLayout section="privacy">
        <p>content</p>
      </SettingsLayout>,
      { path: SETTINGS_PATHS.privacyAndSecurity },
    );
    expect(screen.queryByRole('navigation', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to settings' }).getAttribute('href')).toBe('/accounts/settings/');
  });

  it('the index is the list of sections on a phone', () => {
    stubViewportWidth(390);
    renderInApp(<SettingsIndexScreen />, { path: SETTINGS_PATHS.index });
    expect(linksOf(screen.getByRole('navigation', { name: 'Settings' }))).toEqual(SECTION_LINKS);
  });

  it('the index opens Edit profile on a wide screen', () => {
    stubViewportWidth(1280);
    renderInApp(
      <Routes>
        <Route path={SETTINGS_PATHS.index} element={<SettingsIndexScreen />} />
        <Route path={SETTINGS_PATHS.edit} element={<p>edit page</p>} />
      </Routes>,
      { path: SETTINGS_PATHS.index },
    );
    expect(screen.getByText('edit page')).toBeTruthy();
  });

  it('speaks Chinese', () => {
    logInAs('zh-CN');
    stubViewportWidth(1280);
    renderInApp(
      <SettingsLayout section="closeFriends">
        <p>content</p>
      </SettingsLayout>,
      { path: SETTINGS_PATHS.closeFriends },
    );
    expect(screen.getByRole('navigation', { name: '设置' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('密友');
  });

  it('"Cookie settings" asks the shell to reopen the cookie dialog', () => {
    stubViewportWidth(1280);
    const requested: unknown[] = [];
    const listen = (payload: unknown) => requested.push(payload);
    eventBus.on('consent-dialog-requested', listen);
    renderInApp(
      <SettingsLayout section="edit">
        <p>content</p>
      </SettingsLayout>,
      { path: SETTINGS_PATHS.edit },
    );
    screen.getByRole('button', { name: 'Cookie settings' }).click();
    eventBus.off('consent-dialog-requested', listen);
    expect(requested).toEqual([{}]);
  });
});
