/**
 * Scale proof on a throwaway PostgreSQL 15: every valuation query is a bounded index scan, never a
 * sequential scan on open_data.price_paid. The GM 2019 Price Paid sample is imported, then copied 20
 * times with new ids and dates moved back 1–20 years (source_key 'synthetic-plan-load': load for
 * this plan test only, never shown anywhere), so the table is large enough (~300k rows) that the
 * planner would choose a sequential scan without the valuation indexes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { postgresAvailable, startPgCluster, type PgCluster } from '../../scripts/lib/pg-cluster.ts';
import { DATA_DIR, importSamples } from '../data/helpers.ts';
import { CANDIDATE_LIMITS } from '../../src/lib/data/queries/valuation.ts';
import { CANDIDATE_SQL } from '../../src/lib/data/queries/valuation-sql.ts';
import { BACKTEST_SQL } from '../../src/lib/data/queries/valuation-backtest-sql.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function explain(db: Database, sql: string, params: unknown[], analyze = true): Promise<PlanNode[]> {
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (${analyze ? 'analyze, ' : ''}format json) ${sql}`,
    params,
  );
  return nodes(rows[0]!['QUERY PLAN'][0].Plan);
}

const onPricePaid = (n: PlanNode) => n['Relation Name'] === 'price_paid';
const INDEX_SCANS = ['Index Scan', 'Index Only Scan', 'Bitmap Index Scan'];

let cluster: PgCluster | undefined;
let db: Database;
// M33 3HJ: a Trafford postcode with 2019 sales in the sample (PROVENANCE "best test postcodes").
const AS_OF = '2019-10-01';
const FROM = '2017-10-01';

describe.skipIf(!postgresAvailable() || !DATA_DIR)('valuation queries on PostgreSQL 15 (EXPLAIN)', () => {
  beforeAll(async () => {
    cluster = await startPgCluster();
    db = await openDatabase({ databaseUrl: cluster.url });
    await migrate(db);
    await importSamples(db, ['price_paid/ppd_report_greater_manchester_2019.csv']);
    await db.exec(`
      insert into open_data.price_paid (transaction_id, source_key, price, transfer_date, postcode, outward, sector,
        property_type, new_build, tenure, paon, saon, street, town, district, county, category, record_status)
      select 'SYNTH-' || g || '-' || transaction_id, 'synthetic-plan-load', price, (transfer_date - make_interval(years => g))::date,
        postcode, outward, sector, property_type, new_build, tenure, paon, saon, street, town, district, county, category, record_status
      from open_data.price_paid, generate_series(1, 20) g
      where source_key <> 'synthetic-plan-load'`);
    await db.exec('vacuum analyze open_data.price_paid');
  });
  afterAll(async () => {
    await db?.close();
    cluster?.stop();
  });

  it('has enough rows that plan choice matters', async () => {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from open_data.price_paid');
    expect(rows[0]!.n).toBeGreaterThan(300_000);
  });

  // Each case names the index (or, where two serve equally, the indexes) its scan may use.
  const cases: [string, string, unknown[], string | string[], number | null][] = [
    [
      'postcode (every year: the home’s own earlier sales)',
      CANDIDATE_SQL.postcode,
      ['M33 3HJ', AS_OF, CANDIDATE_LIMITS.postcode],
      // A postcode holds a few dozen sales: by postcode alone or by postcode and date, both bounded.
      'price_paid_postcode_date_idx',
      CANDIDATE_LIMITS.postcode,
    ],
    [
      'same street',
      CANDIDATE_SQL.street,
      ['M33', 'HAMPSON STREET', 'T', AS_OF, FROM, CANDIDATE_LIMITS.street],
      'price_paid_street_type_date_idx',
      CANDIDATE_LIMITS.street,
    ],
    [
      'sector',
      CANDIDATE_SQL.sector,
      ['M33 3', 'T', AS_OF, FROM, CANDIDATE_LIMITS.sector],
      'price_paid_sector_type_date_idx',
      CANDIDATE_LIMITS.sector,
    ],
    [
      'district',
      CANDIDATE_SQL.district,
      ['M33', 'T', AS_OF, FROM, CANDIDATE_LIMITS.district],
      'price_paid_outward_type_date_idx',
      CANDIDATE_LIMITS.district,
    ],
    [
      'index cells',
      CANDIDATE_SQL.indexCells,
      ['M33', ['D', 'S', 'T', 'F', 'O'], AS_OF, FROM],
      'price_paid_outward_type_date_idx',
      null,
    ],
    [
      'backtest baseline (sector median)',
      BACKTEST_SQL.sectorMedian,
      ['M33 3', 'T', AS_OF, FROM],
      'price_paid_sector_type_date_idx',
      null,
    ],
  ];

  for (const [name, sql, params, index, limit] of cases) {
    const indexes = typeof index === 'string' ? [index] : index;
    it(`${name}: index scan on ${indexes.join(' or ')}, no sequential scan on price_paid`, async () => {
      const plan = await explain(db, sql, params);
      const scans = plan.filter(onPricePaid);
      expect(scans.some((n) => n['Node Type'] === 'Seq Scan')).toBe(false);
      const used = plan.filter((n) => INDEX_SCANS.includes(n['Node Type']) && indexes.includes(n['Index Name'] ?? ''));
      expect(used.length).toBeGreaterThan(0);
      // Bounded: the scan reads no more than the place's sales inside the window (or stops at the limit).
      // (An ordered index scan stops at the limit; a bitmap scan reads the place's sales in the window.)
      const inWindow =
        limit === null
          ? await db.query<{ n: number }>(
              `select count(*)::int as n from open_data.price_paid where outward = 'M33' and transfer_date < $1::date and transfer_date >= $2::date`,
              [AS_OF, FROM],
            )
          : await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) q`, [...params.slice(0, -1), 1_000_000]);
      for (const n of used) expect(n['Actual Rows']).toBeLessThanOrEqual(Math.max(limit ?? 0, inWindow.rows[0]!.n));
      console.log(
        `${name}: ${plan.map((n) => `${n['Node Type']}${n['Index Name'] ? ` [${n['Index Name']}]` : ''} rows=${n['Actual Rows']}`).join(' > ')}`,
      );
    });
  }

  it('without the valuation indexes the same district query would scan the whole table', async () => {
    let plan: PlanNode[] = [];
    // The indexes are dropped inside a transaction that is then rolled back, so later tests keep them.
    await db
      .transaction(async (tx) => {
        await tx.exec(
          'drop index open_data.price_paid_outward_type_date_idx; drop index open_data.price_paid_outward_price_idx; drop index open_data.price_paid_street_type_date_idx',
        );
        plan = await explain(tx, CANDIDATE_SQL.indexCells, ['M33', ['D', 'S', 'T', 'F', 'O'], AS_OF, FROM], false);
        throw new Error('roll back');
      })
      .catch((e: Error) => expect(e.message).toBe('roll back'));
    expect(plan.some((n) => onPricePaid(n) && n['Node Type'] === 'Seq Scan')).toBe(true);
  });
});
