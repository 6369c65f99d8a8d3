import type { Config } from '@netlify/functions';
import { CREDIT_SERVICES } from '../src/lib/api/credit-services.ts';
import { savedAnswerView, type SavedAnswerRow } from '../src/lib/api/metering/saved-answer.ts';
import { verifyBearer } from './_shared/auth.ts';
import { withLogging } from './_shared/handler.ts';
import { authenticationRequired, jsonError, jsonResponse, methodNotAllowed } from './_shared/respond.ts';
import { sqlClient } from './_shared/sql-client.ts';
import { adminClient } from './_shared/supabase-admin.ts';

const PRIVATE = { 'cache-control': 'private, no-store' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'That saved answer is not in your account. Run the lookup again.';

/**
 * The signed-in user's paid answers (docs/decisions/metering.md), free to read:
 * - GET    /api/answers?limit=20[&service=valuation] → `{ answers: SavedAnswer[] }`, newest first, one per request
 * - GET    /api/answers/{id}     → the answer exactly as it was sent, with `x-credits-charged: 0`
 * - DELETE /api/answers/{id}     → 200 `{ deleted: true }`
 */
export default withLogging('answers', async (request) => {
  const path = new URL(request.url).pathname.replace(/^\/api\/answers\/?/, '').replace(/\/$/, '');
  if (path !== '' && !UUID.test(path)) return jsonError(404, 'not_found', NOT_FOUND);
  const allowed = path === '' ? ['GET'] : ['GET', 'DELETE'];
  if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
  const user = await verifyBearer(request, adminClient());
  if (!user) return authenticationRequired();
  const db = sqlClient();

  if (path === '') {
    const params = new URL(request.url).searchParams;
    const limit = Math.min(50, Math.max(1, Number(params.get('limit')) || 20));
    const service = params.get('service');
    if (service !== null && !(CREDIT_SERVICES as readonly string[]).includes(service))
      return jsonError(400, 'invalid_request', `service must be one of: ${CREDIT_SERVICES.join(', ')}.`);
    // The newest answer per request among the user's last 200 (an index range scan, never the whole table).
    const { rows } = await db.query<SavedAnswerRow>(
      `select id, service, label, request_path, credits, created_at, body is not null as kept
       from (
         select distinct on (fingerprint) id, service, label, request_path, credits, created_at, body
         from (
           select * from public.paid_answers
           where user_id = $1 and ($3::text is null or service = $3)
           order by created_at desc limit 200
         ) recent
         order by fingerprint, created_at desc
       ) latest
       order by created_at desc
       limit $2`,
      [user.id, limit, service],
    );
    return jsonResponse(200, { answers: rows.map(savedAnswerView) }, PRIVATE);
  }

  if (request.method === 'DELETE') {
    const { rows } = await db.query('delete from public.paid_answers where id = $1 and user_id = $2 returning id', [
      path,
      user.id,
    ]);
    return rows.length > 0 ? jsonResponse(200, { deleted: true }, PRIVATE) : jsonError(404, 'not_found', NOT_FOUND);
  }
  const { rows } = await db.query<{ status: number; body: string | null; created_at: string; request_path: string }>(
    'select status, body, created_at, request_path from public.paid_answers where id = $1 and user_id = $2',
    [path, user.id],
  );
  const row = rows[0];
  if (!row) return jsonError(404, 'not_found', NOT_FOUND);
  if (row.body === null)
    return jsonError(410, 'answer_expired', 'This saved answer is older than we keep answers for. Run the lookup again.');
  return new Response(row.body, {
    status: row.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...PRIVATE,
      'x-credits-charged': '0',
      'x-answer-id': path,
      'x-answer-saved-at': new Date(row.created_at).toISOString(),
      'x-answer-request': row.request_path,
    },
  });
});

export const config: Config = { path: ['/api/answers', '/api/answers/*'] };
