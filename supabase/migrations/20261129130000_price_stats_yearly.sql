-- Twelve-month sale price figures (issue 41): a place page quotes "median £X in the 12 months to
-- <month>" with its change over 1 and 5 years, beside its authority and England, instead of a
-- median over every month held. Computed in SQL at import, read by primary key.
--
-- open_data.price_stats_yearly: for each place (sector, district, area, authority, and England as
-- level 'country', code E92000001) and each of three 12-month windows ending at
--   the newest month of sales held in the register (L),
--   L − 12 months, and
--   L − 60 months,
-- the sales, median and quartiles, of all sales (property_type '*') and by property type. The
-- windows end at the same month for every place, so a place, its authority and England compare
-- like with like, and the 1- and 5-year changes compare equal spans of sales, never one month
-- against another. The same sales count as in open_data.price_stats (standard transactions,
-- category A or unrecorded, with a valid postcode; a sale counts for its postcode's authority, or
-- by the name Land Registry recorded when its postcode is not in the postcode files), and the same
-- rounding (percentile_cont, rounded to the pound half away from zero).
--
-- England's row counts the sales whose authority is English (code E…); it is the whole of England
-- only when the register holds every English authority: readers check that (authority rows of the
-- window with codes E…) before calling it England.
--
-- Separate from open_data.price_stats (and its begin / fill / swap / touched functions) so the
-- monthly path is unchanged: the window moves with every month of new sales, so the table is
-- rebuilt whole after every price aggregate refresh, full or incremental
-- (scripts/data/lib/price-yearly.ts), from the sales of the three windows only (at most 36 months
-- of sales). One short delete and insert: readers see the previous figures until it commits.

create table open_data.price_stats_yearly (
  level text collate "C" not null check (level in ('sector', 'district', 'area', 'authority', 'country')),
  code text collate "C" not null,
  -- '*' = every type; D/S/T/F/O; '-' = not recorded
  property_type text collate "C" not null,
  -- the last month of the 12, YYYY-MM
  period_end text collate "C" not null,
  sales integer not null,
  median_price integer not null,
  lower_quartile integer not null,
  upper_quartile integer not null,
  primary key (level, code, property_type, period_end)
);

alter table open_data.price_stats_yearly enable row level security;
create policy price_stats_yearly_read_anon on open_data.price_stats_yearly for select to anon using (true);
create policy price_stats_yearly_read_authenticated on open_data.price_stats_yearly for select to authenticated using (true);
grant select on open_data.price_stats_yearly to anon, authenticated;
grant all on open_data.price_stats_yearly to service_role;

-- Rebuilds open_data.price_stats_yearly from open_data.price_paid; the newest month held is read
-- from open_data.price_stats (refreshed just before), so only the windows' sales are aggregated,
-- read through price_paid's (outward, property_type, transfer_date) index district by district,
-- never by a scan of the register (at 30 M sales a scan reads about 11 GB every month).
create function open_data.price_stats_yearly_refresh() returns integer
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

revoke execute on function open_data.price_stats_yearly_refresh() from public;
revoke execute on function open_data.price_stats_yearly_refresh() from anon, authenticated;
grant execute on function open_data.price_stats_yearly_refresh() to service_role;

-- A register imported before this migration gets its figures now (empty registers: nothing to do).
select open_data.price_stats_yearly_refresh();
