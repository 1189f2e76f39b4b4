import { lazy } from 'react';
import { defineRemoteEntry } from 'shared-contracts';

/** remote-direct: direct messaging. Screens load as separate chunks on first use. */
export default defineRemoteEntry({
  name: 'direct',
  contractVersion: __CONTRACT_VERSION__,
  routes: {
    'direct.inbox': lazy(() => import('./features/inbox/InboxScreen')),
    'direct.requests': lazy(() => import('./features/requests/RequestsScreen')),
    'direct.new': lazy(() => import('./features/new-message/NewMessageScreen')),
    'direct.thread': lazy(() => import('./features/thread/ThreadScreen')),
  },
  slots: {},
});
