import { lazy } from 'react';
import { defineRemoteEntry } from 'shared-contracts';

/** remote-profile: profile pages. The screen loads as a separate chunk on first use. */
export default defineRemoteEntry({
  name: 'profile',
  contractVersion: __CONTRACT_VERSION__,
  routes: {
    'profile.page': lazy(() => import('./features/profile-page/ProfileScreen')),
  },
  slots: {},
});
