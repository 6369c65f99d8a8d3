/** Made-up sales for the engine's unit tests (not data: every number is invented for the test). */
import type { CandidateSale, Subject } from './types.ts';

export const SUBJECT: Subject = {
  postcode: 'M33 3HJ',
  sector: 'M33 3',
  district: 'M33',
  propertyType: 'T',
  tenure: 'L',
  asOf: '2019-10-01',
};

let next = 0;
/** A category A leasehold terrace in M33 3HJ sold for £200,000 on 2019-06-15 unless overridden. */
export function sale(overrides: Partial<CandidateSale> = {}): CandidateSale {
  next += 1;
  return {
    transactionId: `T-${String(next).padStart(4, '0')}`,
    price: 200_000,
    date: '2019-06-15',
    postcode: 'M33 3HJ',
    sector: 'M33 3',
    district: 'M33',
    propertyType: 'T',
    tenure: 'L',
    newBuild: false,
    category: 'A',
    address: `${next}, TEST STREET`,
    paon: String(next),
    saon: null,
    street: 'TEST STREET',
    ...overrides,
  };
}
