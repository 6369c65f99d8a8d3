import { describe, expect, it } from 'vitest';
import { reportLines } from './operator-record.ts';

describe('reportLines', () => {
  it('reads each refresh outcome as one line', () => {
    expect(
      reportLines([
        { source: 'police', status: 'current', release: '2026-09' },
        {
          source: 'price-paid-monthly',
          status: 'loaded',
          release: 'etag-1',
          releasedOn: '2026-10-23',
          period: '2026-09',
          rows: 98000,
          files: 1,
        },
        { source: 'gias', status: 'held', release: 'edubase20261120', reasons: ['layout changed', 'rows fell 40%'] },
        { source: 'uk-hpi', status: 'failed', release: null, error: 'download incomplete after 5 tries' },
        { source: 'epc-domestic', status: 'skipped', release: null, reason: 'token not set (EPC_API_TOKEN)' },
      ]),
    ).toEqual([
      'police · current · 2026-09',
      'price-paid-monthly · loaded · etag-1 · 98000 rows from 1 file(s)',
      'gias · held · edubase20261120 · layout changed; rows fell 40%',
      'uk-hpi · failed · download incomplete after 5 tries',
      'epc-domestic · skipped · token not set (EPC_API_TOKEN)',
    ]);
  });
  it('is empty for anything but a list', () => {
    expect(reportLines(null)).toEqual([]);
    expect(reportLines({})).toEqual([]);
  });
});
