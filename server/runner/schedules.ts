/**
 * Scheduled functions (`config.schedule`, a cron expression or @hourly/@daily) run locally on an
 * interval instead of Netlify's scheduler: every `everyMs` (LOCAL_SCHEDULE_MS, default one
 * minute; 0 turns them off), each scheduled function is called in-process with the POST body
 * Netlify sends (`{ next_run }`). As with `netlify dev`, they can also be called by URL at
 * /.netlify/functions/<name>. A run still going when the next is due is skipped.
 */
import { randomUUID } from 'node:crypto';
import type { FunctionRoute } from './functions.ts';
import { invokeFunction } from './invoke.ts';

export function startSchedules(
  routes: readonly FunctionRoute[],
  siteUrl: string,
  everyMs = Number(process.env['LOCAL_SCHEDULE_MS'] || 60_000),
): () => void {
  const scheduled = routes.filter((route) => route.schedule);
  if (scheduled.length === 0 || !(everyMs > 0)) return () => undefined;
  const running = new Set<string>();
  const timer = setInterval(() => {
    for (const route of scheduled) {
      if (running.has(route.name)) continue;
      running.add(route.name);
      const request = new Request(`${siteUrl}/.netlify/functions/${route.name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ next_run: new Date(Date.now() + everyMs).toISOString() }),
      });
      void invokeFunction({ match: { route, params: {} }, request, ip: '127.0.0.1', requestId: randomUUID(), siteUrl })
        .catch(() => undefined)
        .finally(() => running.delete(route.name));
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
