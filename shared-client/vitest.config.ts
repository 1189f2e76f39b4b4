import { sharedPackageTestConfig } from 'shared-ui/vitest';

export default sharedPackageTestConfig('shared-client', new URL('./', import.meta.url));
