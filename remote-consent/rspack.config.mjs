import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from 'shared-contracts/rspack/remote';

// The container and its server build (docs/performance.md#the-first-screen-is-rendered-on-the-server).
export default createRemoteConfig({ name: 'consent', dirname: path.dirname(fileURLToPath(import.meta.url)) });
