/**
 * Tidy area indicator tables (area_code, area_name, indicator, period, measure, unit, value
 * [, group | band | efficiency]) as published by Nomis/ONS extracts and Trafford Data Lab.
 * One importer per dataset; a file is claimed by the indicator named in its first data row.
 */
import type { DatasetId } from '../../../src/lib/data/datasets.ts';
import { num, text } from '../lib/fields.ts';
import type { FileSignature, Importer } from '../lib/importer.ts';

function isTidy(f: FileSignature): boolean {
  return ['areacode', 'areaname', 'indicator', 'period', 'value'].every((h) => f.header.includes(h));
}

function firstIndicator(f: FileSignature): string {
  const i = f.header.indexOf('indicator');
  return (f.secondLine[i] ?? '').toLowerCase();
}

function tidyImporter(id: string, dataset: DatasetId, indicatorPattern: RegExp): Importer {
  return {
    id,
    dataset,
    table: 'open_data.indicators',
    columns: ['dataset', 'area_code', 'area_name', 'indicator', 'period', 'grp', 'measure', 'unit', 'value'],
    conflict:
      'on conflict (dataset, area_code, indicator, period, grp) do update set area_name = excluded.area_name, measure = excluded.measure, unit = excluded.unit, value = excluded.value, source_key = excluded.source_key',
    matches: (f) => isTidy(f) && indicatorPattern.test(firstIndicator(f)),
    mapRow(row, ctx) {
      const areaCode = text(row['areacode']);
      const indicator = text(row['indicator']);
      const period = text(row['period']);
      if (!areaCode || !indicator || !period) return { ok: false, error: 'missing area code, indicator or period' };
      const value = num(row['value']);
      if (value === null) return { ok: false, error: 'value is not a number' };
      ctx.noteAsOf(period);
      const grp = text(row['group'] ?? row['band'] ?? row['efficiency']) ?? '';
      return {
        ok: true,
        value: [
          dataset,
          areaCode,
          text(row['areaname']) ?? areaCode,
          indicator,
          period,
          grp,
          text(row['measure']),
          text(row['unit']),
          value,
        ],
      };
    },
  };
}

export const broadbandWardImporter = tidyImporter('ofcom-broadband-area', 'ofcom_broadband', /download speed/);
export const earningsImporter = tidyImporter('ons-ashe-earnings', 'ons_earnings', /earnings/);
export const employmentImporter = tidyImporter('ons-aps-employment', 'ons_employment', /employment rate/);
export const claimantImporter = tidyImporter('ons-claimant-count', 'ons_claimant_count', /claimant count/);
export const gvaImporter = tidyImporter('ons-gva', 'ons_gva', /gross value added/);
export const affordabilityImporter = tidyImporter('ons-affordability', 'ons_affordability', /affordability ratio/);
export const voaBandsImporter = tidyImporter('voa-council-tax-bands', 'voa_council_tax_bands', /council tax band/);
export const epcLodgementsImporter = tidyImporter('epc-lodgements-by-rating', 'epc_lodgements', /energy efficiency rating/);
