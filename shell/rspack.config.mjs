import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_VERSION, createFrontendConfig } from 'shared-contracts/rspack';
import { withServerBuild } from 'shared-contracts/rspack/server-render';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The page and its assets, and the server build that renders its first screen
// (docs/performance.md#the-first-screen-is-rendered-on-the-server).
export default withServerBuild(createFrontendConfig({ name: 'shell', kind: 'host', dirname }), {
  name: 'shell',
  kind: 'host',
  dirname,
  entry: './src/server/server-entry.tsx',
  contractVersion: CONTRACT_VERSION,
});
