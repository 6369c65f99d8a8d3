/**
 * Scheduled functions, run locally the way Netlify runs them in production: each function whose
 * `config.schedule` is a cron expression is called at its next run time (UTC) with a POST whose
 * body is `{ "next_run": "<ISO time>" }`, Netlify's contract. Runs never overlap; an error is
 * logged and the schedule goes on. SCHEDULED_FUNCTIONS=off turns the scheduler off.
 */
import { nextCronRun } from '../../src/lib/config/cron.ts';
import type { FunctionRoute } from './functions.ts';
import { invokeFunction } from './invoke.ts';

export interface Scheduler {
  stop: () => void;
}

function logLine(level: 'error' | 'info', msg: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ level, msg, ...fields });
  if (level === 'error') console.error(line);
  else if (process.env['LOG_LEVEL'] !== 'silent') console.log(line);
}

export function startScheduler(routes: readonly FunctionRoute[], siteUrl: string): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  if (process.env['SCHEDULED_FUNCTIONS']?.trim().toLowerCase() === 'off') return { stop: () => undefined };

  const plan = (route: FunctionRoute, schedule: string) => {
    if (stopped) return;
    const next = nextCronRun(schedule, new Date());
    if (!next) {
      logLine('error', 'unreadable schedule; function not scheduled', { fn: route.name, schedule });
      return;
    }
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        const following = nextCronRun(schedule, next);
        const request = new Request(new URL(`/.netlify/functions/${route.name}`, siteUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'Netlify Scheduled Function (local)' },
          body: JSON.stringify({ next_run: following?.toISOString() ?? null }),
        });
        invokeFunction({ match: { route, params: {} }, request, ip: '127.0.0.1', requestId: crypto.randomUUID(), siteUrl })
          .then((response) => {
            if (response.status >= 400)
              logLine('error', 'scheduled function failed', { fn: route.name, status: response.status });
          })
          .catch((error: unknown) => logLine('error', 'scheduled function threw', { fn: route.name, error: String(error) }))
          .finally(() => plan(route, schedule));
      },
      Math.max(0, next.getTime() - Date.now()),
    );
    timer.unref();
    timers.add(timer);
  };

  for (const route of routes) if (route.schedule) plan(route, route.schedule);
  return {
    stop: () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
