/**
 * The one-paragraph text an MCP tool result opens with: what was answered, from which sources and
 * as of when, and what it cost. The figures themselves follow as JSON and structured content;
 * this text only says what they are, so a model (or a person reading the transcript) knows what
 * it holds and what was paid.
 */
import type { V1Operation } from './operations.ts';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function costText(meta: Record<string, unknown>): string {
  const charged = typeof meta['creditsCharged'] === 'number' ? meta['creditsCharged'] : 0;
  const remaining = typeof meta['creditsRemaining'] === 'number' ? ` ${plural(meta['creditsRemaining'], 'credit')} left.` : '';
  const note = typeof meta['creditsNote'] === 'string' ? ` ${meta['creditsNote']}` : '';
  const replay = meta['idempotentReplayed'] === true ? ' Replayed for the same Idempotency-Key.' : '';
  return `Charged ${plural(charged, 'credit')}.${remaining}${note}${replay}`;
}

function accountText(operation: V1Operation, data: Record<string, unknown>): string {
  if (operation.id === 'valuation-accuracy') {
    const overall = (data['overall'] ?? {}) as Record<string, number | null>;
    const pct = (x: number | null | undefined) => (typeof x === 'number' ? `${(x * 100).toFixed(1)}%` : 'n/a');
    const months = (data['months'] ?? {}) as Record<string, string>;
    return `Valuation accuracy on ${String(overall['valued'] ?? 0)} test sales from ${String(months['from'])} to ${String(months['to'])} (data to ${String(data['dataDate'])}): median error ${pct(overall['mdape'])}, ${pct(overall['within10'])} within 10%, 80% range held ${pct(overall['rangeCoverage'])}, ${pct(overall['declinedShare'])} declined.`;
  }
  if (operation.id === 'data-freshness') {
    const sources = Array.isArray(data['sources']) ? (data['sources'] as { overdue?: boolean }[]) : [];
    return `${plural(sources.length, 'source')} of official data, ${sources.filter((s) => s.overdue).length} overdue.`;
  }
  if (operation.id === 'account-usage') {
    const totals = (data['totals'] ?? {}) as Record<string, number>;
    return `Your API usage from ${String(data['from'])} to ${String(data['to'])}: ${plural(totals['requests'] ?? 0, 'request')}, ${plural(totals['errors'] ?? 0, 'error')}, ${plural(totals['credits'] ?? 0, 'credit')} spent.`;
  }
  const key = (data['key'] ?? {}) as Record<string, unknown>;
  const cap =
    typeof key['monthlyCap'] === 'number'
      ? ` This key has spent ${String(key['spentThisMonth'] ?? 0)} of its ${key['monthlyCap']} credit monthly cap.`
      : '';
  return `Balance: ${plural(Number(data['balance'] ?? 0), 'credit')} on the ${String(data['plan'])} plan, ${String(data['rateLimitPerMinute'])} requests a minute.${cap}`;
}

/** The summary of a successful answer `{ data, meta }` of `operation`, given the call's figures. */
export function answerSummary(operation: V1Operation, body: Record<string, unknown>, meta: Record<string, unknown>): string {
  const data = (body['data'] ?? null) as Record<string, unknown> | null;
  const answerMeta = (body['meta'] ?? {}) as Record<string, unknown>;
  if (operation.kind === 'account') return `${accountText(operation, data ?? {})} Free: this call costs nothing.`;
  const sources = Array.isArray(answerMeta['sources']) ? (answerMeta['sources'] as { source?: string }[]) : [];
  const named = sources.map((s) => s.source).filter((s): s is string => typeof s === 'string');
  const from = named.length
    ? ` from ${named.slice(0, 4).join('; ')}${named.length > 4 ? ` and ${named.length - 4} more` : ''}`
    : '';
  const asOf = typeof answerMeta['dataDate'] === 'string' ? `, data as of ${answerMeta['dataDate']}` : '';
  const sandbox = answerMeta['sandbox'] === true ? ' (sandbox key: sample postcodes only, never charged)' : '';
  const empty = data === null ? ' The data holds nothing for this place.' : '';
  return `${operation.name}${sandbox}${from}${asOf}.${empty} ${costText(meta)} The full answer follows as JSON (structured content).`;
}
