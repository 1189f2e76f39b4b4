import { defineRemoteEntry } from 'shared-contracts';
import CookieDialog from './features/cookie-dialog/CookieDialog';

/**
 * remote-consent: the cookie consent dialog. The shell loads this remote only for a browser that
 * has not chosen yet, and then only to show the dialog, so the dialog ships in the entry chunk
 * instead of costing a second round trip.
 */
export default defineRemoteEntry({
  name: 'consent',
  contractVersion: __CONTRACT_VERSION__,
  routes: {},
  slots: {
    'consent.dialog': CookieDialog,
  },
});
