/**
 * Structured logs: one JSON object per line on stdout/stderr, so Netlify's log drain and a
 * local `grep` can both read them. LOG_LEVEL (debug | info | warn | error | silent, default
 * info) sets the threshold. Never pass secrets or request bodies to these functions.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const ORDER: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function threshold(): number {
  const level = (process.env['LOG_LEVEL'] ?? 'info').toLowerCase();
  return level in ORDER ? ORDER[level as LogLevel] : ORDER.info;
}

/** Writes `{ time, level, msg, ...fields }` as one line when `level` passes LOG_LEVEL. */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

/** Name, message and stack of a thrown value, for the server log only. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { errorMessage: String(error) };
}
