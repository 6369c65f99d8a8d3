import { defineConfig } from 'vitest/config';

/** Unit and integration tests (browser journeys live in e2e/ and run under Playwright). */
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'supabase/**/*.test.ts',
      'functions/**/*.test.ts',
    ],
    exclude: ['node_modules/**', 'dist/**', 'e2e/**', '.local/**'],
    // Functions log one JSON line per request; tests read answers, not logs.
    env: { LOG_LEVEL: 'silent' },
    // One folder per run for the database snapshots test files share (tests/support/).
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
