import { describe, expect, it } from 'vitest';
import examples from '../../../data/api-v1-examples.json' with { type: 'json' };
import type { PostcodeReport } from '../../data/queries/postcode-report.ts';
import { summariseReport } from './report-summary.ts';
import { reportSummary } from './schemas/data.ts';

const report = (examples as unknown as Record<string, { body: { data: PostcodeReport } }>)['report']!.body.data;

describe('the postcode report summary', () => {
  const summary = summariseReport(report);

  it('fits an assistant’s budget: under 4 KB where the full report is about 50 KB', () => {
    expect(JSON.stringify(report).length).toBeGreaterThan(40_000);
    expect(JSON.stringify(summary).length).toBeLessThan(4_096);
    expect(reportSummary.safeParse(summary).success).toBe(true);
  });

  it('keeps the scorecard verdicts and one line per dataset that holds data, and says which do', () => {
    expect(summary.scorecard.map((s) => s.question)).toEqual(report.scorecard.map((s) => s.question));
    expect(summary.held).toEqual(expect.arrayContaining(['sales', 'crime', 'schools', 'broadband', 'economy']));
    expect(summary.held).not.toContain('epc');
    expect(summary.epc).toBeNull();
    expect(summary.crime).toMatchObject({ total: report.crime!.total, months: report.crime!.months.length });
    expect(summary.schools?.nearest[0]?.name).toBe(report.schools!.schools[0]!.name);
    expect(summary.prices?.medianPrice).toBe(report.sectorPrices!.value.medianPrice);
  });
});
