/**
 * UK postcode parsing with the maintained `postcode` library (ideal-postcodes). Parsers return
 * a result instead of throwing; the error message tells the person how to fix their input.
 */
import { parse, validOutcode } from 'postcode';
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

/** Normalises a postcode from a data file to "OUT IN" form, or null when it is not a valid postcode. */
export function normalisePostcode(input: string): string | null {
  const parsed = parse((input ?? '').replace(/\s+/g, ''));
  return parsed.valid ? parsed.postcode : null;
}
