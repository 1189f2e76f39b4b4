import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserPushSection } from './BrowserPushSection';
import { logInAs } from './settings-test-kit';

// The settings' browser-notification section (docs/behaviour/activity.md#browser-notifications):
// what it says when the browser cannot, or the person blocked the site, and its two switches.

beforeEach(() => logInAs('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubBrowser(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission, requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => undefined },
  });
}

describe('BrowserPushSection', () => {
  it('says so where the browser cannot show notifications', async () => {
    render(<BrowserPushSection />);
    expect(await screen.findByText("This browser can't show notifications.")).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says how to allow them where the person blocked the site', async () => {
    stubBrowser('denied');
    render(<BrowserPushSection />);
    expect(await screen.findByTestId('notifications-browser-state')).toHaveProperty(
      'textContent',
      "Notifications are blocked for this site. Allow them in your browser's site settings.",
    );
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('offers the switch, off, and previews off by default', async () => {
    stubBrowser('default');
    render(<BrowserPushSection />);
    const on = await screen.findByRole<HTMLInputElement>('switch', { name: 'Notifications in this browser' });
    await vi.waitFor(() => expect(on.disabled).toBe(false), { timeout: 10_000 });
    expect(on.checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /Show who did what/ }).checked).toBe(false);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
