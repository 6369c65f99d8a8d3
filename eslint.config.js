// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist/**', '.astro/**', '.local/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.netlify/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // src/lib is pure: it runs in the browser, at build time and in functions alike.
    files: ['src/lib/**/*.ts'],
    ignores: ['src/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'nanostores', '@nanostores/*', '@supabase/*', 'astro', 'astro:*'],
              message: 'src/lib is pure TypeScript.',
            },
            { group: ['node:*'], message: 'src/lib runs anywhere: no Node built-ins.' },
            {
              group: ['**/client/**', '**/islands/**', '**/stores/**', '**/server/**', '**/functions/**'],
              message: 'src/lib may not import I/O layers.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'process'],
    },
  },
  {
    // Functions are deployed alone: they may use src/lib and functions/_shared, never the local
    // backend or browser code. Tests beside them may start a local database.
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The MCP SDK's own server/ modules are a dependency, not the local backend.
              group: ['**/server/**', '!@modelcontextprotocol/sdk/server/**'],
              message: 'functions/ is deployed without server/ (the local backend).',
            },
            {
              group: ['**/src/client/**', '**/src/stores/**', '**/src/islands/**'],
              message: 'functions/ may not import browser code; share logic through src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components are .astro without client:*; islands hydrate from pages, layouts and MDX only.
    files: ['src/components/**/*.{astro,ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/islands/**'],
              message:
                'src/components may not import islands: render the island from the page or layout (slot), or move shared pure code to src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // Islands are plain React: they also render in tests and outside Astro.
    files: ['src/islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['astro', 'astro:*', 'astro/*'], message: 'src/islands is React only: no Astro modules.' }] },
      ],
    },
  },
);
