import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_VERSION, createFrontendConfig } from 'shared-contracts/rspack';
import { withServerBuild } from 'shared-contracts/rspack/server-render';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The container, and its server build (docs/performance.md#the-first-screen-is-rendered-on-the-server).
export default withServerBuild(
  createFrontendConfig({ name: 'feed', kind: 'remote', dirname, exposes: { './entry': './src/entry.tsx' } }),
  { name: 'feed', kind: 'remote', dirname, entry: './src/entry.tsx', contractVersion: CONTRACT_VERSION },
);
