import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from 'shared-contracts';
import { SERVER_BUILD_FILE } from '../render/server-builds.js';
import { BUILT_FRONTEND_ROOT } from './rendered-pages.js';

// Server builds that fail on purpose, and frontend folders that hold them, for the tests of what a
// failing render answers (docs/performance.md#the-first-screen-is-rendered-on-the-server).

/** A shell server build that breaks on `/`, outlasts any budget on `/drawn_author/` and renders elsewhere. */
export const BREAKING_SHELL = `
exports.sharedModules = {};
exports.serverRenderedRoute = () => ({ id: 'feed.home', remote: 'feed' });
exports.renderPage = async (page, signal) => {
  const pathname = page.url.split('?')[0];
  if (pathname === '/') throw new Error('the shell broke');
  if (pathname === '/drawn_author/') {
    // Slower than the budget: only its end stops it.
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    throw signal.reason;
  }
  return { html: '<p data-stub>drawn for ' + (page.viewer ? page.viewer.username : 'a visitor') + '</p>', errors: [] };
};
`;

/** The feed remote's server build, broken: its home feed never finishes, its post page throws. */
export const BREAKING_FEED = `
const React = require('react');
const never = new Promise(() => {});
module.exports.default = {
  name: 'feed',
  contractVersion: ${JSON.stringify(CONTRACT_VERSION)},
  routes: {
    'feed.home': () => React.use(never),
    'feed.post': () => { throw new Error('the remote broke'); },
  },
  slots: {},
};
`;

/**
 * A frontend folder holding the built shell or its replacement, and the replaced remotes (with the
 * built ones when the shell is the built one). It lies under the repository's node_modules, so the
 * libraries a server build requires resolve from it as from the built folders.
 */
export function frontendWith(replaced: Record<string, string>): string {
  const cache = path.join(BUILT_FRONTEND_ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const root = fs.mkdtempSync(path.join(cache, 'lumen-render-failures-'));
  for (const entry of fs.readdirSync(BUILT_FRONTEND_ROOT)) {
    if (entry !== 'shell' && !entry.startsWith('remote-')) continue;
    const source = replaced[entry];
    if (source !== undefined) {
      const dist = path.join(root, entry, 'dist');
      fs.mkdirSync(path.join(dist, path.dirname(SERVER_BUILD_FILE)), { recursive: true });
      if (entry === 'shell')
        fs.copyFileSync(path.join(BUILT_FRONTEND_ROOT, entry, 'dist', 'index.html'), path.join(dist, 'index.html'));
      fs.writeFileSync(path.join(dist, SERVER_BUILD_FILE), source);
    } else if (!('shell' in replaced)) {
      fs.symlinkSync(path.join(BUILT_FRONTEND_ROOT, entry), path.join(root, entry));
    }
  }
  return root;
}
