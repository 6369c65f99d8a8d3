// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { siteUrl } from './src/lib/site/site-url.ts';
import { isSitemapPage } from './src/lib/routes/sitemap-filter.ts';

export default defineConfig({
  site: siteUrl(process.env.SITE_URL),
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react(), mdx(), sitemap({ filter: isSitemapPage })],
  vite: {
    // In `npm run dev`, Netlify's Vite plugin serves functions, redirects and headers like production.
    plugins: [tailwindcss(), ...(process.env.NETLIFY_LOCAL_DEV ? [netlify({ middleware: true })] : [])],
  },
});
