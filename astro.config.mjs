// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { localFunctions } from './server/dev-functions.ts';
import { clientDirectives } from './src/client/directives/integration.ts';
import { siteUrl } from './src/lib/site/site-url.ts';
import { isSitemapPage } from './src/lib/routes/sitemap-filter.ts';

export default defineConfig({
  site: siteUrl(process.env.SITE_URL),
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  // Astro 7's default ('jsx') drops the space where prose wraps before an inline element
  // ("See<a>crime rates</a>"); `true` collapses whitespace without losing word gaps.
  compressHTML: true,
  integrations: [react(), mdx(), sitemap({ filter: isSitemapPage }), clientDirectives()],
  vite: {
    // In `npm run dev`, the functions and redirects are served like production (server/dev-functions.ts).
    plugins: [tailwindcss(), ...(process.env.LOCAL_FUNCTIONS ? [localFunctions(process.cwd())] : [])],
  },
});
