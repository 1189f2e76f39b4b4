import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from 'shared-contracts/rspack';

export default createFrontendConfig({
  name: 'shell',
  kind: 'host',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
});
