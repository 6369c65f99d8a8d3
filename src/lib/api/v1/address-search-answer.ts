/**
 * GET /api/v1/address-search: the homes matching an address as typed (src/lib/data/queries/
 * address-search.ts). An answer with no address holds no data (free).
 */
import { readAddressSearch } from '../../data/address-search-text.ts';
import { searchAddresses } from '../../data/queries/address-search.ts';
import type { SqlClient } from '../../data/sql-client.ts';
import type { Produced } from './produce.ts';

export async function addressSearchAnswer(db: SqlClient, query: Record<string, unknown>): Promise<Produced> {
  const text = String(query['q']);
  const read = readAddressSearch(text);
  if (!read.ok) return { kind: 'invalid', message: `q: ${read.message}` };
  const found = await searchAddresses(db, read.place, read.words, Number(query['limit'] ?? 20));
  return {
    kind: 'ok',
    data: {
      query: text,
      place: found.place,
      total: found.total,
      count: found.addresses.length,
      addresses: found.addresses,
      sources: found.provenance,
    },
  };
}
