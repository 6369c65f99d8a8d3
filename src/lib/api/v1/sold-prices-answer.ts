/**
 * GET /api/v1/sold-prices: one page of a place's sold prices (src/lib/data/queries/sold-prices.ts)
 * in the documented shape, with the cursor for the next page. A page with no sales is an answer
 * without data (free).
 */
import { getSoldPrices, type SoldPricesScope } from '../../data/queries/sold-prices.ts';
import type { SqlClient } from '../../data/sql-client.ts';
import type { ParsedPostcode } from '../../postcode/parse.ts';
import { PROPERTY_TYPES, TENURES } from '../../valuation/query-words.ts';
import { decodeSaleCursor, encodeSaleCursor } from '../../data/page-cursor.ts';
import type { Produced } from './produce.ts';

const TYPE_CODES: Readonly<Record<string, string>> = { ...PROPERTY_TYPES, other: 'O' };

export async function soldPricesAnswer(
  db: SqlClient,
  postcode: ParsedPostcode,
  query: Record<string, unknown>,
): Promise<Produced> {
  const cursor = typeof query['cursor'] === 'string' ? query['cursor'] : null;
  const after = cursor === null ? null : decodeSaleCursor(cursor);
  if (cursor !== null && after === null)
    return {
      kind: 'invalid',
      message: 'cursor: send the nextCursor of the previous page unchanged, or omit it for the first page.',
    };
  const type = typeof query['type'] === 'string' ? TYPE_CODES[query['type']] : undefined;
  const tenure = typeof query['tenure'] === 'string' ? TENURES[query['tenure'] as keyof typeof TENURES] : undefined;
  const page = await getSoldPrices(db, postcode, {
    scope: (query['scope'] as SoldPricesScope | undefined) ?? 'postcode',
    street: typeof query['street'] === 'string' ? query['street'] : undefined,
    from: typeof query['from'] === 'string' ? query['from'] : undefined,
    to: typeof query['to'] === 'string' ? query['to'] : undefined,
    types: type ? [type] : undefined,
    tenure,
    newBuild: typeof query['newBuild'] === 'boolean' ? query['newBuild'] : undefined,
    limit: Number(query['limit']),
    after,
  });
  return {
    kind: 'ok',
    data: {
      scope: page.scope,
      place: page.place,
      total: page.total,
      count: page.sales.length,
      sales: page.sales,
      nextCursor: page.next ? encodeSaleCursor(page.next) : null,
      provenance: page.provenance,
    },
  };
}
