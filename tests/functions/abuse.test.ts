/**
 * Abuse: over 1,000 malformed requests across the four endpoints. Every answer must be a 4xx
 * with the `{ error, message }` JSON shape (never a 5xx, never a crash), and nothing may be
 * stored, charged or sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleDeductCredit } from '../../functions/_shared/deduct-credit.ts';
import { handleReportError } from '../../functions/_shared/report-error.ts';
import { handleTrialUpgradeEmail } from '../../functions/_shared/trial-upgrade-email.ts';
import { handleValidateChallenge } from '../../functions/_shared/validate-challenge.ts';
import { startTestBackend, type TestBackend } from './backend.ts';
import { seededRandom } from '../../src/lib/random/seeded-random.ts';
import { malformedRequest, type Endpoint } from './malformed-requests.ts';

const PER_ENDPOINT = 300;
const handlers: Record<Endpoint, (request: Request) => Promise<Response>> = {
  'validate-challenge': handleValidateChallenge,
  'deduct-credit': handleDeductCredit,
  'trial-upgrade-email': handleTrialUpgradeEmail,
  'report-error': handleReportError,
};

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(async () => t?.close());

async function snapshot() {
  return {
    reports: await t.sql('select count(*)::int as n from public.error_reports'),
    ledger: await t.sql('select count(*)::int as n from public.credit_ledger'),
    profiles: await t.sql('select user_id, api_credits, credit_exhausted_email_sent from public.profile order by user_id'),
    outbox: await t.outbox(),
  };
}

describe('abuse', () => {
  it(`answers ${PER_ENDPOINT * 4} malformed requests with 4xx JSON errors and stores nothing`, async () => {
    const before = await snapshot();
    const auth: Record<Endpoint, Record<string, string>> = {
      'validate-challenge': {},
      'deduct-credit': { 'x-api-key': t.account('trial').apiKey },
      'trial-upgrade-email': { authorization: `Bearer ${await t.accessToken('trial-empty')}` },
      'report-error': {},
    };
    const rnd = seededRandom(20250601);
    const failures: string[] = [];
    const kinds = new Map<string, number>();
    const statuses = new Map<number, number>();
    for (const endpoint of Object.keys(handlers) as Endpoint[]) {
      const batch = Array.from({ length: PER_ENDPOINT }, () => malformedRequest(endpoint, rnd, auth[endpoint]));
      for (let i = 0; i < batch.length; i += 25) {
        await Promise.all(
          batch.slice(i, i + 25).map(async ({ kind, request }) => {
            kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
            const label = `${endpoint} ${kind} ${request.method}`;
            let response: Response;
            try {
              response = await handlers[endpoint](request);
            } catch (error) {
              failures.push(`${label}: threw ${String(error)}`);
              return;
            }
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status < 400 || response.status > 499) failures.push(`${label}: status ${response.status}`);
            if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) failures.push(`${label}: not JSON`);
            const body = (await response.json().catch(() => null)) as {
              error?: unknown;
              message?: unknown;
              stack?: unknown;
            } | null;
            if (typeof body?.error !== 'string' || typeof body.message !== 'string')
              failures.push(`${label}: bad shape ${JSON.stringify(body)}`);
            if (JSON.stringify(body).includes('    at ')) failures.push(`${label}: leaked a stack trace`);
          }),
        );
      }
    }
    expect(failures).toEqual([]);
    expect([...kinds.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1000);
    expect(kinds.size).toBe(8);
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400, 401, 405, 413, 415]));
    expect(await snapshot()).toEqual(before);
  });
});
