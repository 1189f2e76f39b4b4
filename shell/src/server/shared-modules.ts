import * as router from 'react-router';
import * as contractsBus from 'shared-contracts/bus';
import * as sharedUi from 'shared-ui';
import * as sharedClient from 'shared-client';
import * as sharedQueries from 'shared-client/queries';
import * as sharedStories from 'shared-client/stories';
import * as sharedDirect from 'shared-client/direct';
import * as sharedSettings from 'shared-client/settings';
import * as sharedAnalytics from 'shared-client/analytics';

/**
 * The stateful shared entries as the shell's server build has them, by the name a remote imports
 * them with: a remote's server build takes these through the `require` the server hands it, as the
 * federation runtime shares them in the browser (docs/performance.md#the-first-screen-is-rendered-on-the-server).
 * The same list as the browser's shared entries (SHARED_PACKAGE_ENTRIES in
 * shared-contracts/build/rspack-config.mjs) with the router: shared-modules.test.ts compares it
 * with what the remotes' server builds require (server-render-config.mjs).
 */
export const sharedModules: Record<string, unknown> = {
  // The router's production build, bundled here once for the page (server-render-config.mjs).
  'react-router': router,
  'shared-contracts/bus': contractsBus,
  'shared-ui': sharedUi,
  'shared-client': sharedClient,
  'shared-client/queries': sharedQueries,
  'shared-client/stories': sharedStories,
  'shared-client/direct': sharedDirect,
  'shared-client/settings': sharedSettings,
  'shared-client/analytics': sharedAnalytics,
};
