import { sharedPackageTestConfig } from './build/vitest-frontend.mjs';

export default sharedPackageTestConfig('shared-ui', new URL('./', import.meta.url));
