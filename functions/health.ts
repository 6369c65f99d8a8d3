import type { Config } from '@netlify/functions';
import { handleHealth } from './_shared/health.ts';

/** GET /api/health → { status: "ok", build: "<buildId>", data: { sources, overdue } | null } */
export default handleHealth;

export const config: Config = { path: '/api/health' };
