-- The twelve-month figures (20261129130000_price_stats_yearly.sql) read the three windows' sales
-- through price_paid's (outward, property_type, transfer_date) index, district by district, instead
-- of scanning the whole register: at 30 M sales a scan reads about 11 GB every month, the windows
-- about a tenth of it. Same rows as before (tests/data/price-stats-yearly.test.ts).

create or replace function open_data.price_stats_yearly_refresh() returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  latest date;
  n integer;
begin
  perform set_config('work_mem', '256MB', true);
  perform set_config('jit', 'off', true);
  select to_date(max(s.month), 'YYYY-MM') into latest
  from open_data.price_stats s
  where s.level = 'area' and s.property_type = '*' and s.month <> '*';
  delete from open_data.price_stats_yearly;
  if latest is null then
    update open_data.import_state set version = version + 1, refreshed_at = now() where id = 1;
    return 0;
  end if;

  insert into open_data.price_stats_yearly (level, code, property_type, period_end, sales, median_price, lower_quartile, upper_quartile)
  with districts as (
    select s.code collate "default" as outward
    from open_data.price_stats s
    where s.level = 'district' and s.property_type = '*' and s.month = '*'
  ),
  ranges (from_date, to_date) as (
    values ((latest - interval '23 months')::date, (latest + interval '1 month')::date),
           ((latest - interval '71 months')::date, (latest - interval '59 months')::date)
  ),
  -- The windows' sales by the (outward, property_type, transfer_date) index: one range read per
  -- district, type and window, never a scan of the register.
  window_rows as materialized (
    select r.*
    from districts d cross join ranges w
    cross join lateral (
      select p.postcode, p.district, p.sector, p.outward, p.property_type, p.transfer_date, p.price, p.category
      from open_data.price_paid p
      where p.outward = d.outward and p.property_type = any ('{D,S,T,F,O}'::text[])
        and p.transfer_date >= w.from_date and p.transfer_date < w.to_date
      union all
      select p.postcode, p.district, p.sector, p.outward, p.property_type, p.transfer_date, p.price, p.category
      from open_data.price_paid p
      where p.outward = d.outward and p.property_type is null
        and p.transfer_date >= w.from_date and p.transfer_date < w.to_date
    ) r
  ),
  best_laua as (
    select distinct on (postcode) postcode, laua
    from open_data.postcodes where laua is not null
    order by postcode, rank
  ),
  authority_names as (
    select p.laua as code, upper(coalesce(g.name, max(p.laua_name))) as name
    from open_data.postcodes p left join open_data.geo_names g on g.code = p.laua
    where p.laua is not null group by p.laua, g.name
  ),
  windowed as (
    select p.postcode, p.district as ppd_district, p.sector collate "C" as sector, p.outward collate "C" as district,
      (case when substr(p.outward, 2, 1) between 'A' and 'Z' collate "C" then left(p.outward, 2) else left(p.outward, 1) end) collate "C" as area,
      coalesce(p.property_type, '-') collate "C" as property_type,
      (case
        when p.transfer_date >= latest - interval '11 months' then to_char(latest, 'YYYY-MM')
        when p.transfer_date >= latest - interval '23 months' and p.transfer_date < latest - interval '11 months'
          then to_char(latest - interval '12 months', 'YYYY-MM')
        when p.transfer_date >= latest - interval '71 months' and p.transfer_date < latest - interval '59 months'
          then to_char(latest - interval '60 months', 'YYYY-MM')
      end) collate "C" as period_end,
      p.price
    from window_rows p
    where (p.category is null or p.category = 'A') and p.price is not null
  ),
  sales as materialized (
    select * from windowed where period_end is not null
  ),
  -- A sale counts for its postcode's authority, or (postcode not in the postcode files) for every
  -- authority whose name is the one Land Registry recorded, as in open_data.price_stats.
  authority_sales as (
    select coalesce(b.laua, a.code) collate "C" as authority, s.property_type, s.period_end, s.price
    from sales s
    left join best_laua b on b.postcode = s.postcode
    left join authority_names a on b.laua is null and a.name = upper(s.ppd_district)
    where b.laua is not null or a.code is not null
  ),
  -- England: each sale once, by its postcode's authority, or the first authority of its name.
  country_sales as (
    select s.property_type, s.period_end, s.price
    from sales s
    left join best_laua b on b.postcode = s.postcode
    where coalesce(b.laua, (select min(a.code) from authority_names a where b.laua is null and a.name = upper(s.ppd_district))) like 'E%'
  ),
  grouped as (
    select 'sector' as level, sector as code, property_type, period_end, count(*)::int as sales,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price) as q
    from sales where sector is not null
    group by grouping sets ((sector, period_end), (sector, property_type, period_end))
    union all
    select 'district', district, property_type, period_end, count(*)::int,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price)
    from sales
    group by grouping sets ((district, period_end), (district, property_type, period_end))
    union all
    select 'area', area, property_type, period_end, count(*)::int,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price)
    from sales where area is not null
    group by grouping sets ((area, period_end), (area, property_type, period_end))
    union all
    select 'authority', authority, property_type, period_end, count(*)::int,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price)
    from authority_sales
    group by grouping sets ((authority, period_end), (authority, property_type, period_end))
    union all
    select 'country', 'E92000001', property_type, period_end, count(*)::int,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price)
    from country_sales
    group by grouping sets ((period_end), (property_type, period_end))
  )
  select g.level, g.code, coalesce(g.property_type, '*'), g.period_end, g.sales,
    round(g.q[2]::numeric), round(g.q[1]::numeric), round(g.q[3]::numeric)
  from grouped g;
  get diagnostics n = row_count;
  update open_data.import_state set version = version + 1, refreshed_at = now() where id = 1;
  return n;
end
$$;

