/**
 * UK postcode parsing with the maintained `postcode` library (ideal-postcodes). Parsers return
 * a result instead of throwing; the error message tells the person how to fix their input.
 */
import { parse, toArea, validOutcode } from 'postcode';
import type { Result } from '../result.ts';

export interface ParsedPostcode {
  /** Normalised full postcode, upper case with one space: "M33 2AU". `district` is the outward code. */
  postcode: string;
  outward: string;
  inward: string;
  area: string;
  district: string;
  sector: string;
}

const EXAMPLE = 'Enter a full UK postcode such as M33 2AU: letters and numbers, then a space, then a number and two letters.';

/** Parses a full UK postcode, tolerant of case, missing or extra spaces. */
export function parsePostcode(input: string): Result<ParsedPostcode> {
  const raw = (input ?? '').trim();
  if (raw === '') return { ok: false, error: `Please enter a postcode. ${EXAMPLE}` };
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (compact.length > 8) return { ok: false, error: `“${raw}” is too long to be a UK postcode. ${EXAMPLE}` };
  const parsed = parse(compact);
  // ZZ99 is the pseudo-postcode ONS and the NHS use for "address not known": no place has it.
  if (parsed.valid && parsed.outcode === 'ZZ99') {
    return {
      ok: false,
      error: `“${parsed.postcode}” is a placeholder used in official records when an address is not known, not a real postcode. ${EXAMPLE}`,
    };
  }
  if (parsed.valid) {
    return {
      ok: true,
      value: {
        postcode: parsed.postcode,
        outward: parsed.outcode,
        inward: parsed.incode,
        area: parsed.area,
        // The outward code is the postcode district in Royal Mail usage (EC1A, not the library's EC1).
        district: parsed.outcode,
        sector: parsed.sector,
      },
    };
  }
  if (validOutcode(compact)) {
    return {
      ok: false,
      error: `“${compact}” is only the first half of a postcode (the district). Add the last part, for example ${compact} 1AA.`,
    };
  }
  return { ok: false, error: `“${raw}” is not a valid UK postcode. ${EXAMPLE}` };
}

/** The kind of location a browse query names. */
export type LocationQuery =
  | { kind: 'postcode'; value: ParsedPostcode }
  | { kind: 'district'; district: string; area: string }
  | { kind: 'area'; area: string };

/**
 * Parses a full postcode, a postcode district ("M33", "wa14") or a postcode area ("M", "WA").
 * Area validity is checked against the shape only (one or two letters).
 */
export function parseLocationQuery(input: string): Result<LocationQuery> {
  const compact = (input ?? '').replace(/\s+/g, '').toUpperCase();
  if (compact === '') return { ok: false, error: 'Please enter a postcode, a postcode district (like M33) or an area (like M).' };
  if (/^[A-Z]{1,2}$/.test(compact)) return { ok: true, value: { kind: 'area', area: compact } };
  if (validOutcode(compact)) {
    const area = toArea(`${compact} 1AA`) ?? compact.replace(/[^A-Z].*$/, '');
    return { ok: true, value: { kind: 'district', district: compact, area } };
  }
  const full = parsePostcode(input);
  if (full.ok) return { ok: true, value: { kind: 'postcode', value: full.value } };
  return { ok: false, error: 'Enter a full postcode (M33 2AU), a postcode district (M33) or a postcode area (M).' };
}

/** Postcode with every space removed, as some official files store it ("WA142QS"). */
export function compactPostcode(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

/** Normalises a postcode from a data file to "OUT IN" form, or null when it is not a valid postcode. */
export function normalisePostcode(input: string): string | null {
  const parsed = parse((input ?? '').replace(/\s+/g, ''));
  return parsed.valid ? parsed.postcode : null;
}
