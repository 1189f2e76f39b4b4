import { lazy } from 'react';
import { defineRemoteEntry } from 'shared-contracts';

/**
 * remote-search: search (the page and the desktop panel), explore, hashtag and location pages.
 * Each screen loads as a separate chunk on first use.
 */
export default defineRemoteEntry({
  name: 'search',
  contractVersion: __CONTRACT_VERSION__,
  routes: {
    'search.page': lazy(() => import('./features/search-page/SearchScreen')),
    'search.explore': lazy(() => import('./features/explore/ExploreScreen')),
    'search.tag': lazy(() => import('./features/tag-page/TagScreen')),
    'search.locations': lazy(() => import('./features/location-page/LocationsDirectoryScreen')),
    'search.location': lazy(() => import('./features/location-page/LocationScreen')),
  },
  slots: {
    'search.panel': lazy(() => import('./features/search-panel/SearchPanel')),
  },
});
