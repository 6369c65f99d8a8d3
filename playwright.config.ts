import { defineConfig, devices } from '@playwright/test';
import { E2E_ENV, E2E_PORT } from './e2e/support/e2e-env.ts';

/**
 * Browser journeys against the built site served by the local runner (`node server/start.ts`).
 * `npm test` builds the site first (scripts/test.ts); Debian's Chromium drives the pages.
 */
export default defineConfig({
  testDir: './e2e',
  // Two workers, and a file's tests spread over both, so no long file is left to one worker at the
  // end; a spec whose tests build on each other says so (`test.describe.configure`). e2e/README.md.
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recording a trace costs about a fifth of the suite's CPU; a failing journey is traced on its
    // retry (CI retries once), or locally with `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node server/start.ts',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: E2E_ENV,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
