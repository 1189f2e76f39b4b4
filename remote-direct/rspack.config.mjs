import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from 'shared-contracts/rspack/remote';

// The container, the nav module (src/nav/, the Messages badge) written beside it as nav.js, and the
// server build (docs/architecture.md#navigation-entries-from-remotes).
export default createRemoteConfig({
  name: 'direct',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  navModule: true,
});
