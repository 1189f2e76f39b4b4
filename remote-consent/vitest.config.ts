import { frontendTestConfig } from 'shared-contracts/vitest';

export default frontendTestConfig();
