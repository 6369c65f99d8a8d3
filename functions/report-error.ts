import type { Config } from '@netlify/functions';
import { handleReportError } from './_shared/report-error.ts';

/** POST /api/report-error → { success, telegramSuccess } */
export default handleReportError;

export const config: Config = { path: '/api/report-error' };
