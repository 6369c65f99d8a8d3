-- Sale price statistics computed in the database at import time, so a postcode report or a
-- location page reads a handful of rows by primary key whatever the size of the register.
--
-- open_data.price_stats: one row per place (postcode, sector, district, area, authority) and
-- slice: all sales (property_type = '*', month = '*'), one property type (month = '*'), or one
-- month (property_type = '*'); postcodes have no monthly rows (a postcode holds few sales; its
-- sales are listed instead). Sales counted: standard price-paid transactions (category A or
-- unrecorded) with a valid postcode, as the per-row summaries before it counted them.
-- Medians and quartiles are percentile_cont (linear interpolation between the two middle
-- values), rounded to the pound half away from zero, which is what Math.round did before.
-- The authority of a sale is the best-ranked postcode row's authority; a sale whose postcode
-- is not in the postcode files counts for the authority Land Registry names (its "district").
--
-- Public read like every open_data table; only the importer (table owner / service_role) writes
-- and refreshes.

-- Re-importing a changed file deletes its previous rows by source_key: an index lookup.
create index if not exists price_paid_source_key_idx on open_data.price_paid (source_key);

-- Keys compare byte-wise ("C"): only looked up by equality, and building the key index is then
-- several times cheaper than under the database's locale.
create table open_data.price_stats (
  level text collate "C" not null check (level in ('postcode', 'sector', 'district', 'area', 'authority')),
  code text collate "C" not null,
  -- '*' = every type; D/S/T/F/O; '-' = not recorded
  property_type text collate "C" not null,
  -- '*' = every month; else YYYY-MM
  month text collate "C" not null,
  sales integer not null,
  median_price integer not null,
  lower_quartile integer not null,
  upper_quartile integer not null,
  mean_price integer not null,
  min_price integer not null,
  max_price integer not null,
  primary key (level, code, property_type, month)
);

-- One row: bumped after every import run, so caches of public answers know when to drop them.
create table open_data.import_state (
  id smallint primary key default 1 check (id = 1),
  version bigint not null default 0,
  refreshed_at timestamptz not null default now()
);
insert into open_data.import_state (id) values (1) on conflict do nothing;

do $$
declare t text;
begin
  foreach t in array array['price_stats', 'import_state']
  loop
    execute format('alter table open_data.%I enable row level security', t);
    execute format('create policy %I on open_data.%I for select to anon using (true)', t || '_read_anon', t);
    execute format('create policy %I on open_data.%I for select to authenticated using (true)', t || '_read_authenticated', t);
    execute format('grant select on open_data.%I to anon, authenticated', t);
    execute format('grant all on open_data.%I to service_role', t);
  end loop;
end
$$;

-- Rebuilds open_data.price_stats from open_data.price_paid in set-based statements (one
-- grouping-sets aggregate per level) and bumps open_data.import_state. Readers keep seeing the
-- previous figures until the calling transaction commits.
create or replace function open_data.refresh_price_stats() returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  inserted integer := 0;
  n integer;
begin
  -- Sorting text keys byte-wise ("C") is several times faster than by the locale, and the
  -- order does not matter here.
  perform set_config('work_mem', '256MB', true);
  drop table if exists pg_temp.price_stat_input;
  create temporary table price_stat_input on commit drop as
  with best_laua as (
    select distinct on (postcode) postcode, laua
    from open_data.postcodes where laua is not null
    order by postcode, rank
  )
  select p.postcode collate "C" as postcode, p.sector collate "C" as sector, p.outward collate "C" as district,
    substring(p.outward from '^[A-Z]+') collate "C" as area, b.laua collate "C" as laua, upper(p.district) as ppd_district,
    coalesce(p.property_type, '-') collate "C" as property_type, to_char(p.transfer_date, 'YYYY-MM') collate "C" as month,
    p.price
  from open_data.price_paid p
  left join best_laua b on b.postcode = p.postcode
  where p.outward is not null and (p.category is null or p.category = 'A');

  delete from open_data.price_stats;

  insert into open_data.price_stats
  select 'postcode', postcode, coalesce(property_type, '*'), '*', count(*),
    round(percentile_cont(0.5) within group (order by price)::numeric), round(percentile_cont(0.25) within group (order by price)::numeric),
    round(percentile_cont(0.75) within group (order by price)::numeric), round(avg(price)), min(price), max(price)
  from pg_temp.price_stat_input where postcode is not null
  group by grouping sets ((postcode), (postcode, property_type));
  get diagnostics n = row_count;
  inserted := inserted + n;

  insert into open_data.price_stats
  select 'sector', sector, coalesce(property_type, '*'), coalesce(month, '*'), count(*),
    round(percentile_cont(0.5) within group (order by price)::numeric), round(percentile_cont(0.25) within group (order by price)::numeric),
    round(percentile_cont(0.75) within group (order by price)::numeric), round(avg(price)), min(price), max(price)
  from pg_temp.price_stat_input where sector is not null
  group by grouping sets ((sector), (sector, property_type), (sector, month));
  get diagnostics n = row_count;
  inserted := inserted + n;

  insert into open_data.price_stats
  select 'district', district, coalesce(property_type, '*'), coalesce(month, '*'), count(*),
    round(percentile_cont(0.5) within group (order by price)::numeric), round(percentile_cont(0.25) within group (order by price)::numeric),
    round(percentile_cont(0.75) within group (order by price)::numeric), round(avg(price)), min(price), max(price)
  from pg_temp.price_stat_input
  group by grouping sets ((district), (district, property_type), (district, month));
  get diagnostics n = row_count;
  inserted := inserted + n;

  insert into open_data.price_stats
  select 'area', area, coalesce(property_type, '*'), coalesce(month, '*'), count(*),
    round(percentile_cont(0.5) within group (order by price)::numeric), round(percentile_cont(0.25) within group (order by price)::numeric),
    round(percentile_cont(0.75) within group (order by price)::numeric), round(avg(price)), min(price), max(price)
  from pg_temp.price_stat_input where area is not null
  group by grouping sets ((area), (area, property_type), (area, month));
  get diagnostics n = row_count;
  inserted := inserted + n;

  -- A sale counts for its postcode's authority, or (postcode not in the postcode files) for every
  -- authority whose name is the one Land Registry recorded.
  insert into open_data.price_stats
  with authority_names as (
    select p.laua as code, upper(coalesce(g.name, max(p.laua_name))) as name
    from open_data.postcodes p left join open_data.geo_names g on g.code = p.laua
    where p.laua is not null group by p.laua, g.name
  ),
  authority_sales as (
    select i.laua collate "C" as laua, i.property_type, i.month, i.price from pg_temp.price_stat_input i where i.laua is not null
    union all
    select a.code collate "C", i.property_type, i.month, i.price
    from pg_temp.price_stat_input i join authority_names a on a.name = i.ppd_district
    where i.laua is null
  )
  select 'authority', laua, coalesce(property_type, '*'), coalesce(month, '*'), count(*),
    round(percentile_cont(0.5) within group (order by price)::numeric), round(percentile_cont(0.25) within group (order by price)::numeric),
    round(percentile_cont(0.75) within group (order by price)::numeric), round(avg(price)), min(price), max(price)
  from authority_sales
  group by grouping sets ((laua), (laua, property_type), (laua, month));
  get diagnostics n = row_count;
  inserted := inserted + n;

  drop table pg_temp.price_stat_input;
  update open_data.import_state set version = version + 1, refreshed_at = now() where id = 1;
  return inserted;
end
$$;

revoke execute on function open_data.refresh_price_stats() from public;
revoke execute on function open_data.refresh_price_stats() from anon, authenticated;
grant execute on function open_data.refresh_price_stats() to service_role;
