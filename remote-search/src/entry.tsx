import { lazy } from 'react';
import { defineRemoteEntry } from 'shared-contracts';

/** remote-search: the search page. The screen loads as a separate chunk on first use. */
export default defineRemoteEntry({
  name: 'search',
  contractVersion: __CONTRACT_VERSION__,
  routes: {
    'search.page': lazy(() => import('./features/search-page/SearchScreen')),
  },
  slots: {},
});
