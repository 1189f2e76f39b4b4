import { CONTRACT_VERSION, createFrontendConfig } from './rspack-config.mjs';
import { withNavModule } from './nav-module-config.mjs';
import { withServerBuild } from './server-render-config.mjs';

/**
 * A remote's builds, the same for every remote: its container exposing `./entry` (src/entry.tsx),
 * with `navModule` the nav module written beside it as nav.js
 * (docs/architecture.md#navigation-entries-from-remotes), then its server build
 * (docs/performance.md#the-first-screen-is-rendered-on-the-server). A remote's rspack.config.mjs
 * is this one call, so the recipe is written once.
 */
export function createRemoteConfig({ name, dirname, navModule = false }) {
  const entry = './src/entry.tsx';
  const container = createFrontendConfig({ name, kind: 'remote', dirname, exposes: { './entry': entry } });
  return withServerBuild(
    navModule ? withNavModule(container, { name, dirname, contractVersion: CONTRACT_VERSION }) : container,
    { name, kind: 'remote', dirname, entry, contractVersion: CONTRACT_VERSION },
  );
}
