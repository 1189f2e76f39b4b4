import type { RemoteNav } from 'shared-client';
import { badgeCountCall, createDirectBadgeStore } from './badge-store';

/**
 * remote-direct's nav module, built on its own as `nav.js` (rspack.config.mjs): the Messages
 * entry's unread badge (docs/behaviour/direct.md#the-messages-badge). The shell loads it on every
 * logged-in page after its first render (docs/architecture.md#navigation-entries-from-remotes).
 */
export default {
  name: 'direct',
  contractVersion: __CONTRACT_VERSION__,
  entries: [
    {
      item: 'messages',
      badge: ({ api, bus, session }) => createDirectBadgeStore(badgeCountCall(api), bus, session),
    },
  ],
} satisfies RemoteNav;
