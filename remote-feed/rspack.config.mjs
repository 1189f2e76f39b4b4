import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from 'shared-contracts/rspack';

export default createFrontendConfig({
  name: 'feed',
  kind: 'remote',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './entry': './src/entry.tsx' },
});
