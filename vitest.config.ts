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
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
