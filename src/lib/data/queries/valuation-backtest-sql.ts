/**
 * The SQL of `npm run valuation:backtest`: the cut date, the seeded samples and the naive baseline
 * are computed in the database, so the backtest never loads the register into Node. The cut date and
 * the samples read the standard sales of the last 24 months once each (a sort in the database,
 * bounded memory there); the baseline is one bounded index lookup per hold-out sale.
 */

/** Standard sales the backtest values: category A, a postcode, a known type and tenure. */
const BACKTESTABLE = `(category is null or category = 'A') and postcode is not null and sector is not null
  and property_type in ('D','S','T','F','O') and tenure in ('F','L')`;

export interface SampleRow {
  transaction_id: string;
  price: number;
  sale_date: string;
  postcode: string;
  sector: string;
  outward: string;
  property_type: string;
  tenure: string;
  new_build: boolean | null;
  paon: string | null;
  saon: string | null;
  street: string | null;
}

export const BACKTEST_SQL = {
  /** $1 from, $2 latest sale date, $3 share before the cut (0.8): the date splitting training from hold-out. */
  cutDate: `select to_char(percentile_disc($3::float8) within group (order by transfer_date), 'YYYY-MM-DD') as cut
    from open_data.price_paid where transfer_date >= $1::date and transfer_date <= $2::date and ${BACKTESTABLE}`,
  /** $1 from, $2 cut, $3 latest sale date: how many sales each side holds. */
  counts: `select count(*) filter (where transfer_date < $2::date)::int as training,
      count(*) filter (where transfer_date >= $2::date)::int as test
    from open_data.price_paid where transfer_date >= $1::date and transfer_date <= $3::date and ${BACKTESTABLE}`,
  /** $1 from (inclusive), $2 to (exclusive), $3 seed, $4 size: a reproducible sample of the period's sales. */
  sample: `select transaction_id, price::int as price, to_char(transfer_date, 'YYYY-MM-DD') as sale_date, postcode, sector, outward,
      property_type, tenure, new_build, paon, saon, street
    from open_data.price_paid where transfer_date >= $1::date and transfer_date < $2::date and ${BACKTESTABLE}
    order by md5(transaction_id || $3::text) limit $4`,
  /**
   * $1 latest sale date, $2 how many months, $3 least sales in a month: the latest months holding
   * standard sales, with their counts — read from the postcode areas' monthly figures the import
   * keeps (`price_stats`, every standard sale with an outward code: a few thousand rows whatever
   * the register's size; a pass over the register took 8.6 s at 30 million sales).
   */
  heldMonths: `select month, sum(sales)::int as sales
    from open_data.price_stats where level = 'area' and property_type = '*' and month <> '*' and month <= to_char($1::date, 'YYYY-MM')
    group by 1 having sum(sales) >= $3 order by 1 desc limit $2`,
  /**
   * $1 from (inclusive), $2 to (exclusive), $3 seed, $4 size per month, $5 the months ("YYYY-MM") to sample: the same seeded sample as
   * `sample` taken month by month, in one pass over the period (the walk-forward's 12 held months).
   */
  monthlySample: `select transaction_id, price, sale_date, postcode, sector, outward, property_type, tenure, new_build, paon, saon, street
    from (select transaction_id, price::int as price, to_char(transfer_date, 'YYYY-MM-DD') as sale_date, postcode, sector, outward,
        property_type, tenure, new_build, paon, saon, street,
        row_number() over (partition by date_trunc('month', transfer_date) order by md5(transaction_id || $3::text)) as n
      from open_data.price_paid where transfer_date >= $1::date and transfer_date < $2::date and ${BACKTESTABLE}
        and to_char(transfer_date, 'YYYY-MM') = any($5::text[])) s
    where n <= $4 order by sale_date, transaction_id`,
  /** $1 sector, $2 type, $3 sale date, $4 window start: the naive baseline in the sector. */
  sectorMedian: `select percentile_cont(0.5) within group (order by price)::float8 as median, count(*)::int as n
    from open_data.price_paid where sector = $1 and property_type = $2 and transfer_date < $3::date and transfer_date >= $4::date
      and (category is null or category = 'A')`,
  /** $1 district, $2 type, $3 sale date, $4 window start: the naive baseline in the district. */
  districtMedian: `select percentile_cont(0.5) within group (order by price)::float8 as median, count(*)::int as n
    from open_data.price_paid where outward = $1 and property_type = $2 and transfer_date < $3::date and transfer_date >= $4::date
      and (category is null or category = 'A')`,
} as const;
