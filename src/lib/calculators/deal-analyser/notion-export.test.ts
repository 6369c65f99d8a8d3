import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { dealCsv, dealMarkdown } from './notion-export.ts';

const inputs = [{ label: 'Price', value: '£200,000' }];
const results = [
  { label: 'Gross yield', value: '6%' },
  { label: 'Note', value: 'a | b, "c"' },
];

describe('Notion export', () => {
  it('Markdown has the title, verdict and both tables, with pipes escaped', () => {
    const md = dealMarkdown('12 High St', 'meets all targets', inputs, results);
    expect(md.startsWith('# 12 High St\n')).toBe(true);
    expect(md).toContain('**Verdict:** meets all targets');
    expect(md).toContain('| Price | £200,000 |');
    expect(md).toContain('| Note | a \\| b, "c" |');
  });
  it('CSV parses back to the same header and values', () => {
    const csv = dealCsv('12 High St, Leeds', 'misses some targets', [...inputs, ...results]);
    const rows = parse(csv) as string[][];
    expect(rows[0]).toEqual(['Name', 'Verdict', 'Price', 'Gross yield', 'Note']);
    expect(rows[1]).toEqual(['12 High St, Leeds', 'misses some targets', '£200,000', '6%', 'a | b, "c"']);
  });
});
