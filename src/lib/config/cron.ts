/**
 * The next time a cron schedule fires, for the local runner's scheduled functions (Netlify runs
 * them in production, in UTC). Five fields, minute hour day-of-month month day-of-week, each `*`,
 * `*\/n`, a number, a range `a-b` or a list of these; plus Netlify's extensions @hourly, @daily,
 * @weekly, @monthly, @yearly. Returns null for a schedule it cannot read.
 */
const ALIASES: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
];

function field(text: string, [min, max]: [number, number]): Set<number> | null {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return null;
    const step = match[4] ? Number(match[4]) : 1;
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : match[3] ? Number(match[3]) : match[4] ? max : from;
    if (step < 1 || from < min || to > max || from > to) return null;
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

export function nextCronRun(schedule: string, after: Date): Date | null {
  const text = ALIASES[schedule.trim()] ?? schedule.trim();
  const parts = text.split(/\s+/);
  if (parts.length !== 5) return null;
  const fields = parts.map((part, i) => field(part, RANGES[i]!));
  if (fields.some((f) => f === null)) return null;
  const [minutes, hours, days, months, weekdays] = fields as Set<number>[];
  const t = new Date(after.getTime());
  t.setUTCSeconds(0, 0);
  t.setUTCMinutes(t.getUTCMinutes() + 1);
  // A year of minutes is the furthest any schedule can be from its next run.
  for (let i = 0; i < 366 * 24 * 60; i++) {
    if (
      minutes!.has(t.getUTCMinutes()) &&
      hours!.has(t.getUTCHours()) &&
      days!.has(t.getUTCDate()) &&
      months!.has(t.getUTCMonth() + 1) &&
      weekdays!.has(t.getUTCDay())
    )
      return t;
    t.setUTCMinutes(t.getUTCMinutes() + 1);
  }
  return null;
}
