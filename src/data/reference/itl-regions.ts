/**
 * ONS correspondence between ITL1 areas (the first three characters of an ITL code) and the
 * English regions, Wales, Scotland and Northern Ireland (GSS codes). Source: ONS, International
 * Territorial Levels (ITL) — the ITL1 areas are the former Government Office Regions.
 * https://www.ons.gov.uk/methodology/geography/ukgeographies/eurostat
 */
export const ITL1_TO_REGION: Record<string, string> = {
  TLC: 'E12000001',
  TLD: 'E12000002',
  TLE: 'E12000003',
  TLF: 'E12000004',
  TLG: 'E12000005',
  TLH: 'E12000006',
  TLI: 'E12000007',
  TLJ: 'E12000008',
  TLK: 'E12000009',
  TLL: 'W92000004',
  TLM: 'S92000003',
  TLN: 'N92000002',
};

/** The country of a local authority GSS code by its first letter (E England, W Wales, S Scotland, N Northern Ireland). */
export const COUNTRY_OF_CODE_LETTER: Record<string, string> = {
  E: 'E92000001',
  W: 'W92000004',
  S: 'S92000003',
  N: 'N92000002',
};
