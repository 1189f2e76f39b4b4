import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './support/chromium.mjs';

// E2E_MODE=one-port (default) runs everything from the server on one origin; E2E_MODE=stack runs
// the docker-compose topology without Docker, each remote on its own origin.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry: 'a comment and a reply ... survive a reload' failed once in stack mode (the posted
  // comment announced but missing from the list after a re-render); a retry is reported as flaky.
  retries: 1,
  reporter: [['list']],
  // One folder per mode: npm test runs both modes at once (scripts/test-all.sh), and each run
  // empties its output folder when it starts.
  outputDir: `./test-results/${process.env.E2E_MODE === 'stack' ? 'stack' : 'one-port'}`,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
