import { frontendTestConfig } from 'shared-ui/vitest';

export default frontendTestConfig();
