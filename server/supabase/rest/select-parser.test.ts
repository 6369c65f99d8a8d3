import { describe, expect, it } from 'vitest';
import { MAX_EMBED_DEPTH, parseSelect } from './select-parser.ts';

describe('parseSelect', () => {
  it('reads the profile join the shell sends', () => {
    const result = parseSelect('id,api_credits,credit_exhausted_email_sent,subscriptions(status,trial_end,amount,frequency)');
    expect(result).toEqual({
      ok: true,
      value: [
        { kind: 'column', name: 'id' },
        { kind: 'column', name: 'api_credits' },
        { kind: 'column', name: 'credit_exhausted_email_sent' },
        {
          kind: 'embed',
          relation: 'subscriptions',
          inner: false,
          items: ['status', 'trial_end', 'amount', 'frequency'].map((name) => ({ kind: 'column', name })),
        },
      ],
    });
  });

  it('reads stars, aliases, casts, hints and !inner', () => {
    expect(parseSelect(null)).toEqual({ ok: true, value: [{ kind: 'star' }] });
    expect(parseSelect('credits:api_credits::text, sub:subscriptions!inner(*)')).toEqual({
      ok: true,
      value: [
        { kind: 'column', name: 'api_credits', alias: 'credits', cast: 'text' },
        { kind: 'embed', relation: 'subscriptions', alias: 'sub', inner: true, items: [{ kind: 'star' }] },
      ],
    });
  });

  it('refuses malformed or injected selects', () => {
    for (const text of ['id,(', 'a)', 'x; drop table profile', 'id::text;--', '"a b"'])
      expect(parseSelect(text).ok, text).toBe(false);
  });
});

describe('select parser limits', () => {
  it('accepts type names as casts, never expressions', () => {
    expect(parseSelect('api_credits::int').ok).toBe(true);
    expect(parseSelect('amount::double precision,created_at::timestamp with time zone,tags::text[]').ok).toBe(true);
    expect(parseSelect('api_credits::int between 0 and 100').ok).toBe(false);
    expect(parseSelect('api_credits::int)--').ok).toBe(false);
  });

  it('refuses embedding deeper than the limit instead of recursing for seconds', () => {
    const nested = (n: number) => 'a('.repeat(n) + '*' + ')'.repeat(n);
    expect(parseSelect(nested(MAX_EMBED_DEPTH)).ok).toBe(true);
    expect(parseSelect(nested(MAX_EMBED_DEPTH + 1)).ok).toBe(false);
    const started = performance.now();
    expect(parseSelect(nested(1000)).ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
