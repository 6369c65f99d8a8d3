/**
 * Theme tokens, loaded by src/styles/global.css with `@config` (Tailwind 4). Colours and the type
 * scale come from src/data/design-tokens.json, whose text/background pairs are checked for WCAG AA
 * by src/lib/design/contrast.test.ts. See docs/decisions/design.md.
 */
// A CommonJS config (loaded by Tailwind's @config) reads JSON with require.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tokens = require('./src/data/design-tokens.json');

/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ['./src/**/*.{astro,html,md,mdx,ts,tsx}', './content/**/*.{md,mdx}'],
  theme: {
    extend: {
      colors: tokens.colors,
      fontSize: tokens.fontSize,
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
      maxWidth: {
        page: '72rem',
      },
    },
  },
};
