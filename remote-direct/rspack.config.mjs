import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_VERSION, createFrontendConfig } from 'shared-contracts/rspack';
import { withServerBuild } from 'shared-contracts/rspack/server-render';
import { withNavModule } from 'shared-contracts/rspack/nav-module';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The container, and the nav module (src/nav/, the Messages badge) written beside it as nav.js
// (docs/architecture.md#navigation-entries-from-remotes).
export default withServerBuild(
  withNavModule(
    createFrontendConfig({ name: 'direct', kind: 'remote', dirname, exposes: { './entry': './src/entry.tsx' } }),
    { name: 'direct', dirname, contractVersion: CONTRACT_VERSION },
  ),
  { name: 'direct', kind: 'remote', dirname, entry: './src/entry.tsx', contractVersion: CONTRACT_VERSION },
);
