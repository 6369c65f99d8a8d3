import type { SqlClient } from '../../data/sql-client.ts';
import type { V1Endpoint } from './endpoints.ts';
import { collectSources, latestDataDate } from './meta.ts';
import { produce } from './produce.ts';

/** The request id the recorded examples carry (real answers carry their own). */
export const EXAMPLE_REQUEST_ID = '01JEXAMPLE0000000000000000';

/** The JSON body the API gives for an endpoint's example request, from the data in `db`. */
export async function exampleAnswer(
  endpoint: V1Endpoint,
  db: SqlClient,
  today = new Date().toISOString().slice(0, 10),
): Promise<unknown> {
  const query = endpoint.query.parse(endpoint.example) as Record<string, unknown>;
  const produced = await produce(endpoint.id, query, db, today);
  if (produced.kind !== 'ok') throw new Error(`${endpoint.path} example did not answer: ${produced.message}`);
  const sources = collectSources(produced.sourcesFrom ?? produced.data);
  return {
    data: endpoint.data.parse(produced.data),
    meta: {
      requestId: EXAMPLE_REQUEST_ID,
      apiVersion: 'v1',
      endpoint: endpoint.path,
      // The documented examples are what the sandbox key answers for its sample postcodes.
      sandbox: true,
      dataDate: latestDataDate(sources),
      sources,
    },
  };
}
