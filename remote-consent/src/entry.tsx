import { lazy } from 'react';
import { defineRemoteEntry } from 'shared-contracts';
import CookieDialog from './features/cookie-dialog/CookieDialog';

/**
 * remote-consent: the cookie consent dialog and the cookie policy page. The shell loads this remote
 * for a browser that has not chosen yet (or reopens the dialog from the cookie settings), so the
 * dialog ships in the entry chunk instead of costing a second round trip; the policy page, rarely
 * opened, is a chunk of its own.
 */
export default defineRemoteEntry({
  name: 'consent',
  contractVersion: __CONTRACT_VERSION__,
  routes: {
    'consent.cookie_policy': lazy(() => import('./features/cookie-policy/CookiePolicyPage')),
  },
  slots: {
    'consent.dialog': CookieDialog,
  },
});
