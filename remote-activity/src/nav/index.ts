import type { RemoteNav } from 'shared-client';
import { activityCountCall, createActivityBadgeStore } from './badge-store';

/**
 * remote-activity's nav module, built on its own as `nav.js` (rspack.config.mjs): the
 * Notifications entry's unread badge (docs/behaviour/activity.md#the-badge). The shell loads it on
 * every logged-in page after its first render (docs/architecture.md#navigation-entries-from-remotes).
 */
export default {
  name: 'activity',
  contractVersion: __CONTRACT_VERSION__,
  entries: [
    {
      item: 'notifications',
      badge: ({ api, bus, session }) => createActivityBadgeStore(activityCountCall(api), bus, session),
    },
  ],
} satisfies RemoteNav;
