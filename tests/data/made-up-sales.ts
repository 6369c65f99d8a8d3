/**
 * Made-up sales written in HM Land Registry's bulk layout, for the price aggregate tests: test
 * inputs only, never data shown by the product.
 */
export interface Sale {
  n: number;
  price: number;
  date: string;
  postcode: string;
  type: string;
  district: string;
  category?: 'A' | 'B';
}

/** The sale's transaction id, in Land Registry's braced form. */
const saleId = (n: number) => `{00000000-0000-4000-8000-${String(n).padStart(12, '0')}}`;

/** One line of the official bulk layout (16 quoted fields, record status last). */
export const bulkLine = (s: Sale, status: 'A' | 'C' | 'D') =>
  [
    saleId(s.n),
    String(s.price),
    `${s.date} 00:00`,
    s.postcode,
    s.type,
    'N',
    'F',
    String(s.n),
    '',
    'TEST STREET',
    '',
    'TEST TOWN',
    s.district,
    'TEST COUNTY',
    s.category ?? 'A',
    status,
  ]
    .map((f) => `"${f}"`)
    .join(',');
