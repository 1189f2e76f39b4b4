import { lazy } from 'react';
import { defineRemoteEntry } from 'shared-contracts';

/** remote-profile: profile pages and the account's own data page. Screens load as separate chunks on first use. */
export default defineRemoteEntry({
  name: 'profile',
  contractVersion: __CONTRACT_VERSION__,
  routes: {
    'profile.page': lazy(() => import('./features/profile-page/ProfileScreen')),
    'profile.your_information': lazy(() => import('./features/your-information/YourInformationScreen')),
  },
  slots: {},
});
