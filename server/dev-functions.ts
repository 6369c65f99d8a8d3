/**
 * `npm run dev`: a Vite plugin that serves the functions in functions/ inside Astro's dev
 * server, with the same routing, Context and error handling as the local runner
 * (server/runner.ts), and netlify.toml's redirects. Functions load through Vite, so edits apply
 * on the next request.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { loadFunctions, matchFunction } from './runner/functions.ts';
import { invokeFunction } from './runner/invoke.ts';
import { readRequestBody, sendResponse, socketAddress, toRequest } from './runner/node-http.ts';
import { loadSiteRules, matchRedirect } from './runner/site-rules.ts';

export function localFunctions(root: string): Plugin {
  return {
    name: 'brickstack:local-functions',
    apply: 'serve',
    configureServer(server) {
      const rules = loadSiteRules(root);
      server.middlewares.use((req, res, next) => {
        const requestId = crypto.randomUUID();
        const url = new URL(req.url ?? '/', 'http://localhost');
        const redirect = matchRedirect(rules, url.pathname);
        if (redirect && redirect.rule.status >= 300 && redirect.rule.status < 400) {
          res.writeHead(redirect.rule.status, { location: redirect.target + url.search });
          res.end();
          return;
        }
        // Every function here lives under /api (or Netlify's default path); pages go straight to Astro.
        if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/.netlify/functions/')) return next();
        void (async () => {
          const routes = await loadFunctions(join(root, 'functions'), (file) => server.ssrLoadModule(file));
          const match = matchFunction(routes, req.method ?? 'GET', url.pathname);
          if (!match) return next();
          const body = await readRequestBody(req);
          if (!body.ok) return sendResponse(res, body.response, req.method === 'HEAD', requestId);
          const response = await invokeFunction({
            match,
            request: toRequest(req, body.value),
            ip: socketAddress(req),
            requestId,
            siteUrl: `http://localhost:${server.config.server.port ?? 4321}`,
          });
          return sendResponse(res, response, req.method === 'HEAD', requestId);
        })().catch(next);
      });
    },
  };
}
