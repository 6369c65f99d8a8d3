import { describe, expect, it } from 'vitest';
import { canonicalJson, readBatchBody } from './batch-request.ts';
import { csvField, resultsPage, type AnsweredItem } from './batch-results.ts';

const item = (position: number, status: number, body: unknown): AnsweredItem => ({
  position,
  params: { postcode: 'M33 2AU' },
  status,
  credits: status === 200 ? 1 : 0,
  body: JSON.stringify(body),
});

describe('batch bodies', () => {
  it('names the part at fault', () => {
    expect(readBatchBody({ endpoint: 'nope', items: [{}] })).toMatchObject({ ok: false, parameter: 'endpoint' });
    expect(readBatchBody({ endpoint: 'postcode', items: [] })).toMatchObject({ ok: false, parameter: 'items' });
    expect(readBatchBody({ endpoint: 'postcode', items: [{}, 3] })).toMatchObject({ ok: false, parameter: 'items[1]' });
    expect(readBatchBody({ endpoint: 'postcode', items: [{}], extra: 1 })).toMatchObject({ ok: false, parameter: 'extra' });
    expect(readBatchBody([])).toMatchObject({ ok: false, parameter: 'body' });
    expect(readBatchBody({ endpoint: 'postcode', items: [{ postcode: 'M33 2AU' }] }).ok).toBe(true);
  });

  it('fingerprints a body whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: 1 }] })).toBe(canonicalJson({ a: [{ x: 1, y: 2 }], b: 1 }));
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });
});

describe('batch results', () => {
  const items = [
    item(0, 200, { data: { a: 1 }, meta: {} }),
    item(1, 400, { error: 'invalid_request', message: 'postcode: bad, "really"' }),
  ];

  it('writes NDJSON lines with the item, its status, credits and its answer', () => {
    const page = resultsPage(items, 'ndjson', ['postcode'], 3, 0);
    expect(page.next).toBe(2);
    const lines = page.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({
      index: 0,
      status: 200,
      creditsCharged: 1,
      request: { postcode: 'M33 2AU' },
      data: { a: 1 },
    });
    expect(lines[1]).toMatchObject({ index: 1, status: 400, error: 'invalid_request' });
  });

  it('writes CSV with quoting, and keeps spreadsheets from running formulas', () => {
    const page = resultsPage(items, 'csv', ['postcode'], 2, 0);
    expect(page.next).toBeNull();
    expect(page.text.split('\r\n')).toEqual([
      'index,status,creditsCharged,error,message,postcode,data',
      '0,200,1,,,M33 2AU,"{""a"":1}"',
      '1,400,0,invalid_request,"postcode: bad, ""really""",M33 2AU,',
      '',
    ]);
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-12')).toBe('-12');
  });

  it('says where to go on when no item is answered yet', () => {
    expect(resultsPage([], 'ndjson', [], 5, 3)).toEqual({ text: '', next: 3 });
  });
});
