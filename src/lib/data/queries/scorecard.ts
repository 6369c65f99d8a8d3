import { buildScorecard, type ScorecardAnswer } from '../../scorecard/scorecard.ts';
import { partialPricesNote } from '../price-paid-coverage.ts';
import type { SqlClient } from '../sql-client.ts';
import type { PostcodeReport } from './postcode-report.ts';
import { crimesInAuthority, crimesInLsoa } from './crime-rates.ts';
import { getPriceStats } from './prices.ts';

/** The scorecard for a report: the few extra figures it compares with, then the pure builder. */
export async function getScorecard(db: SqlClient, report: Omit<PostcodeReport, 'scorecard'>): Promise<ScorecardAnswer[]> {
  const g = report.geography;
  const authority = g.authority;
  const [lsoaCrime, authorityCrime, files, ranked] = await Promise.all([
    g.lsoa ? crimesInLsoa(db, g.lsoa.code) : null,
    authority?.name ? crimesInAuthority(db, authority.name) : null,
    db.query<{ file_key: string }>("select file_key from open_data.source_files where dataset = 'price_paid'"),
    report.economy?.deprivation
      ? db.query<{ n: number }>(
          'select max(rank_average_rank)::int as n from open_data.deprivation where domain = $1 and year = $2',
          ['Index of Multiple Deprivation', report.economy.deprivation.provenance.asOf],
        )
      : { rows: [] as { n: number }[] },
  ]);
  const imd = report.economy?.deprivation?.value.find((d) => d.domain === 'Index of Multiple Deprivation');
  const partialNote = partialPricesNote(files.rows.map((r) => r.file_key));
  // Prices are compared with the postcode district (an index lookup), and only from the full register.
  const districtPrices = partialNote === null ? await getPriceStats(db, { district: g.district }) : null;
  return buildScorecard({
    postcode: g.postcode,
    authorityName: authority?.name ?? null,
    lsoaName: g.lsoa?.name ?? null,
    lsoaCrime,
    lsoaPopulation: report.population.lsoa,
    authorityCrime,
    authorityPopulation: report.economy?.population
      ? { value: report.economy.population.value.allAges, provenance: report.economy.population.provenance }
      : null,
    broadband: report.broadband,
    mobile: report.mobile,
    schools: report.schools?.covered ? report.schools.schools : null,
    sectorPrices: report.sectorPrices,
    comparisonPrices: districtPrices,
    comparisonName: `the ${g.district} district`,
    pricesPartial: partialNote !== null,
    pricesPartialNote: partialNote,
    deprivation:
      imd?.rankOfAverageRank && (ranked.rows[0]?.n ?? 0) > 0
        ? { rank: imd.rankOfAverageRank, of: ranked.rows[0]!.n, period: report.economy!.deprivation!.provenance.asOf }
        : null,
  });
}
