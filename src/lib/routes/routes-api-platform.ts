import type { RouteEntry } from './route-types.ts';

/** The property API beyond its reference: the MCP server's setup page, and usage and keys for signed-in users. */
export const API_PLATFORM_ROUTES: RouteEntry[] = [
  {
    path: '/docs/mcp',
    title: 'Connect an AI Assistant to UK Property Data (MCP Server)',
    heading: 'Connect an AI assistant with the MCP server',
    description:
      'Use Brickstack’s UK property data from Claude, Cursor, VS Code or any MCP client: setup snippets, every tool and what each costs.',
    layout: 'default',
    section: 'api-docs',
  },
  {
    path: '/api-usage',
    title: 'API Usage',
    heading: 'API usage',
    description:
      'Your property API and MCP calls: requests per day per endpoint, credits spent, errors by code and the last 100 requests.',
    layout: 'logged-in',
    section: 'account',
    inSitemap: false,
  },
  {
    path: '/api-keys',
    title: 'API Keys',
    heading: 'API keys',
    description: 'Create named API keys limited to chosen endpoints and a monthly credit cap; rotate or revoke them at any time.',
    layout: 'logged-in',
    section: 'account',
    inSitemap: false,
  },
  {
    path: '/oauth/authorize',
    title: 'Connect an App to Brickstack',
    heading: 'Connect an app',
    description: 'Allow an AI assistant or app to call the Brickstack MCP tools with your credits, within a monthly cap.',
    layout: 'logged-in',
    section: 'account',
    inSitemap: false,
  },
];
