import { lazy } from 'react';
import { defineRemoteEntry } from 'shared-contracts';

/**
 * remote-activity: what others did to the viewer (docs/behaviour/activity.md#the-screens), as a
 * panel beside the left nav on a wide screen and as a page on a phone. Both load on first use;
 * the Notifications badge is this remote's nav module (src/nav/), not part of this entry.
 */
export default defineRemoteEntry({
  name: 'activity',
  contractVersion: __CONTRACT_VERSION__,
  routes: {
    'activity.page': lazy(() => import('./features/activity-page/ActivityPage')),
  },
  slots: {
    'activity.panel': lazy(() => import('./features/activity-panel/ActivityPanel')),
  },
});
