import type { Config } from '@netlify/functions';
import { answerMcp } from './_shared/mcp-server.ts';
import { mcpAuthRefusal } from './_shared/mcp-auth.ts';
import { withLogging } from './_shared/handler.ts';
import { jsonResponse } from './_shared/respond.ts';

/**
 * The MCP server of the property API: POST /api/mcp (Streamable HTTP, stateless, JSON answers).
 * The same key as the REST API in `x-api-key` or `Authorization: Bearer`, or an OAuth access token
 * (functions/_shared/mcp-auth.ts: no credentials → 401 pointing at the OAuth metadata); the tools, metering and
 * errors are in functions/_shared/mcp-server.ts. GET (a server-sent event stream) and DELETE
 * (ending a session) are not offered by a stateless server: 405, as the transport specification allows.
 */
export default withLogging('mcp', async (request, context) => {
  if (request.method !== 'POST')
    return jsonResponse(
      405,
      { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: send JSON-RPC messages with POST.' }, id: null },
      { allow: 'POST' },
    );
  const refusal = await mcpAuthRefusal(request, new URL(request.url).origin);
  if (refusal) return refusal;
  const origins = [new URL(request.url).origin, process.env['SITE_URL']?.trim()].filter((o): o is string => Boolean(o));
  return answerMcp({ request, ip: context?.ip, allowedOrigins: origins });
});

export const config: Config = { path: '/api/mcp' };
