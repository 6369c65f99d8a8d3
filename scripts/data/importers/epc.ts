/**
 * Domestic EPC certificates. One mapping serves the official certificates.csv layout
 * (LMK_KEY, ADDRESS1-3, CONSTRUCTION_AGE_BAND …), reduced extracts with a subset of those
 * columns, and PPD-EPC linked research files (paon/saon/street, tfarea, propertytype_epc).
 * Also the live table D1 of lodgements by rating per authority (tidy layout).
 */
import { normalisePostcode } from '../../../src/lib/postcode/parse.ts';
import type { CsvRecord } from '../lib/csv-rows.ts';
import { int, isoDate, isGss, num, text } from '../lib/fields.ts';
import type { Importer } from '../lib/importer.ts';

const RATING = /^[A-G]$/;

/** The columns (normalised names) the certificates importer reads, of any of its layouts. */
export const EPC_CERTIFICATE_COLUMNS = [
  'lmkkey',
  'buildingreferencenumber',
  'address',
  'address1',
  'address2',
  'address3',
  'saon',
  'paon',
  'street',
  'postcode',
  'currentenergyrating',
  'potentialenergyrating',
  'currentenergyefficiency',
  'potentialenergyefficiency',
  'propertytypeepc',
  'propertytype',
  'builtform',
  'totalfloorarea',
  'tfarea',
  'constructionageband',
  'transactiontype',
  'mainfuel',
  'lodgementdate',
  'inspectiondate',
  'localauthority',
  'laua',
  'localauthoritylabel',
] as const;

function rating(value: string | undefined): string | null | false {
  const v = text(value)?.toUpperCase() ?? null;
  if (v === null) return null;
  return RATING.test(v) ? v : false;
}

function addressOf(row: CsvRecord): string | null {
  const joined = (parts: (string | undefined)[]) =>
    parts
      .map((p) => text(p))
      .filter((p): p is string => p !== null)
      .join(', ') || null;
  return (
    text(row['address']) ??
    joined([row['address1'], row['address2'], row['address3']]) ??
    joined([row['saon'], row['paon'], row['street']])
  );
}

export const epcCertificatesImporter: Importer = {
  id: 'epc-domestic-certificates',
  dataset: 'epc_domestic',
  table: 'open_data.epc_certificates',
  columns: [
    'reference',
    'address',
    'postcode',
    'current_rating',
    'potential_rating',
    'current_efficiency',
    'potential_efficiency',
    'property_type',
    'built_form',
    'floor_area',
    'construction_age_band',
    'transaction_type',
    'main_fuel',
    'lodgement_date',
    'inspection_date',
    'la_code',
    'la_name',
  ],
  matches: (f) => f.header.includes('currentenergyrating') && f.header.includes('postcode'),
  mapRow(row, ctx) {
    const postcode = normalisePostcode(row['postcode'] ?? '');
    if (!postcode) return { ok: false, error: 'missing or invalid postcode' };
    const address = addressOf(row);
    if (!address) return { ok: false, error: 'missing address' };
    const current = rating(row['currentenergyrating']);
    const potential = rating(row['potentialenergyrating']);
    if (current === false || potential === false) return { ok: false, error: 'energy rating is not A-G' };
    const lodged = isoDate(row['lodgementdate']);
    if (lodged) ctx.noteAsOf(lodged);
    const laCode = [text(row['localauthority']), text(row['laua'])].find((v) => isGss(v)) ?? null;
    return {
      ok: true,
      value: [
        text(row['lmkkey']) ?? text(row['buildingreferencenumber']),
        address,
        postcode,
        current,
        potential,
        int(row['currentenergyefficiency']),
        int(row['potentialenergyefficiency']),
        text(row['propertytypeepc']) ?? text(row['propertytype']),
        text(row['builtform']),
        num(row['totalfloorarea'] ?? row['tfarea']),
        text(row['constructionageband']),
        text(row['transactiontype']),
        text(row['mainfuel']),
        lodged,
        isoDate(row['inspectiondate']),
        laCode,
        text(row['localauthoritylabel']),
      ],
    };
  },
};
