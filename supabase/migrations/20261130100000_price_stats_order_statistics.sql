-- Monthly Price Paid change files at national size without rereading the register (issue 44;
-- docs/decisions/monthly-updates.md, "Order statistics kept between months").
--
-- Before: a month's file touches nearly every sector, district, area and authority, and their
-- all-time and by-type figures are exact quartiles of every sale of the place, so each month
-- scanned and sorted the whole register (287.7 s at 30 M sales). Now:
--
--   price_stats_changed_sales                 the standard sales a file removes and adds, noted
--                                             before it applies: every figure moves by these.
--   price_stats (new columns)                 a wide place's all-time and by-type row keeps its
--                                             price total and, for each quartile, the sale price at
--                                             the quartile's lower rank with the number of sales
--                                             below that price (its "pivot"); a wide place's month
--                                             row and a postcode's row keep their sorted prices.
--   price_paid indexes (place, price)         a sector's, district's and area's standard sales in
--                                             price order, read index-only.
--   price_stats_authority_prices              the same order for authorities (a sale's authority
--                                             comes from the postcode files, not a column): sales
--                                             per authority, type and price.
--   price_stats_fill_changed(part)            a place's new count and total from the changed sales;
--                                             each new quartile found from its pivot, whose rank
--                                             moved by the sales added and removed below it, by
--                                             reading only the sales between the pivot and the new
--                                             rank; a month's or postcode's row from its sorted
--                                             prices with the changed ones put in and taken out.
--   price_stats_yearly_refresh()              the twelve-month figures read their windows
--                                             index-only, sorted once.
--
-- The figures are a full recompute's, row for row (tests/data/price-stats-incremental.test.ts,
-- PGlite and PostgreSQL 15), pivots and sorted prices included.

-- Sales of a place in price order: standard sales (category A or unrecorded) with an outward code,
-- the sales every aggregate counts.
drop index if exists open_data.price_paid_postcode_idx; -- price_paid_postcode_date_idx leads with the postcode
drop index if exists open_data.price_paid_sector_idx; -- price_paid_sector_type_date_idx leads with the sector
drop index if exists open_data.price_paid_outward_idx; -- price_paid_outward_type_date_idx leads with the outward code
create index if not exists price_paid_sector_price_idx on open_data.price_paid (sector, price) include (property_type)
  where outward is not null and (category is null or category = 'A');
create index if not exists price_paid_outward_price_idx on open_data.price_paid (outward, price) include (property_type)
  where outward is not null and (category is null or category = 'A');
create index if not exists price_paid_area_price_idx on open_data.price_paid (
    (case when substr(outward, 2, 1) between 'A' and 'Z' collate "C" then left(outward, 2) else left(outward, 1) end), price)
  -- (the outward code too: an index-only read of an expression needs the columns it is made of)
  include (property_type, outward)
  where outward is not null and (category is null or category = 'A');
-- A district's sales of some months read index-only (the twelve-month figures): with the postcode
-- and sector for the narrower places and Land Registry's district name for the authority of a sale
-- whose postcode is not in the postcode files.
drop index if exists open_data.price_paid_outward_type_date_idx;
create index price_paid_outward_type_date_idx on open_data.price_paid (outward, property_type, transfer_date desc)
  include (price, category, postcode, sector, district);

alter table open_data.price_stats
  add column total bigint,
  add column q1_price integer,
  add column q1_below integer,
  add column q2_price integer,
  add column q2_below integer,
  add column q3_price integer,
  add column q3_below integer,
  -- a wide place's month row and a postcode's row: its sale prices in order (and `total` their sum)
  add column prices integer[];

create table open_data.price_stats_authority_prices (
  code text collate "C" not null,
  price integer not null,
  property_type text collate "C" not null,
  sales integer not null,
  primary key (code, price, property_type)
);
-- Importer bookkeeping: no reader; only the importer (owner / service_role).
alter table open_data.price_stats_authority_prices enable row level security;
revoke all on open_data.price_stats_authority_prices from anon, authenticated;
grant all on open_data.price_stats_authority_prices to service_role;

create table open_data.price_stats_changed_sales (
  change smallint not null check (change in (-1, 1)),
  postcode text collate "C",
  sector text collate "C",
  outward text collate "C" not null,
  district text,
  property_type text collate "C" not null,
  transfer_date date not null,
  price integer not null,
  -- Whether price_stats_authority_prices already counts it.
  in_authority_prices boolean not null default false
);
alter table open_data.price_stats_changed_sales enable row level security;
-- 'file': a file whose changed sales are noted (the marker of an incremental refresh).
alter table open_data.price_stats_touched drop constraint price_stats_touched_level_check;
alter table open_data.price_stats_touched add constraint price_stats_touched_level_check
  check (level in ('all', 'file', 'postcode', 'sector', 'district', 'area', 'authority'));
revoke all on open_data.price_stats_changed_sales from anon, authenticated;
grant all on open_data.price_stats_changed_sales to service_role;

-- Figures computed before this migration have no pivots: the next refresh is a full recompute.
insert into open_data.price_stats_touched (level, code)
select 'all', '*' where exists (select 1 from open_data.price_stats)
on conflict do nothing;

-- The authority prices are built beside price_stats_next and swapped in with it.
create or replace function open_data.price_stats_begin() returns void
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  r text;
begin
  drop table if exists open_data.price_stats_next;
  create table open_data.price_stats_next (like open_data.price_stats including defaults including constraints);
  -- The same access as open_data.price_stats (public read; the importer writes).
  alter table open_data.price_stats_next enable row level security;
  foreach r in array array['anon', 'authenticated']
  loop
    execute format('create policy %I on open_data.price_stats_next for select to %I using (true)', 'price_stats_read_' || r, r);
    execute format('grant select on open_data.price_stats_next to %I', r);
  end loop;
  grant all on open_data.price_stats_next to service_role;
  drop table if exists open_data.price_stats_authority_prices_next;
  create table open_data.price_stats_authority_prices_next (like open_data.price_stats_authority_prices including defaults including constraints);
  alter table open_data.price_stats_authority_prices_next enable row level security;
  revoke all on open_data.price_stats_authority_prices_next from anon, authenticated;
  grant all on open_data.price_stats_authority_prices_next to service_role;
end
$$;

create or replace function open_data.price_stats_swap() returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer;
begin
  perform set_config('maintenance_work_mem', '256MB', true);
  -- Key and planner statistics before the swap, while readers still use the previous table.
  alter table open_data.price_stats_next add constraint price_stats_next_pkey primary key (level, code, property_type, month);
  analyze open_data.price_stats_next;
  select count(*)::int into n from open_data.price_stats_next;
  -- A full recompute filled the authority prices too (an incremental refresh that swaps drops
  -- them first: it has updated the table in place).
  if to_regclass('open_data.price_stats_authority_prices_next') is not null then
    alter table open_data.price_stats_authority_prices_next
      add constraint price_stats_authority_prices_next_pkey primary key (code, price, property_type);
  end if;
  -- The swap: readers wait only for these statements, then see the new figures.
  drop table open_data.price_stats;
  alter table open_data.price_stats_next rename to price_stats;
  alter index open_data.price_stats_next_pkey rename to price_stats_pkey;
  if to_regclass('open_data.price_stats_authority_prices_next') is not null then
    drop table open_data.price_stats_authority_prices;
    alter table open_data.price_stats_authority_prices_next rename to price_stats_authority_prices;
    alter index open_data.price_stats_authority_prices_next_pkey rename to price_stats_authority_prices_pkey;
  end if;
  update open_data.import_state set version = version + 1, refreshed_at = now() where id = 1;
  return n;
end
$$;

-- The full recompute: as 20261129100000 (its incremental part, `touched`, is gone), with the wide
-- places' all-time and by-type rows carrying their total and pivots, their month rows their
-- sorted prices, and the authority prices written beside them.
drop function open_data.price_stats_fill_touched(text[], integer, integer);
-- (the places are no longer recorded before a file applies: price_stats_note_sales below)
drop function open_data.price_stats_touch(regclass, text);
drop function open_data.price_stats_fill_levels(text[], regclass, boolean);

create function open_data.price_stats_fill_levels(levels text[], sales regclass default 'open_data.price_paid') returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer := 0;
  added integer;
  slices text[] := array[]::text[];
  l text;
  -- The columns every slice writes, from a group's sorted prices (a), their sum and count (see
  -- 20261129100000 for the rounding).
  stats constant text := 'g.sales, floor(open_data.sorted_quantile(g.a, 0.5) + 0.5), floor(open_data.sorted_quantile(g.a, 0.25) + 0.5), '
    || 'floor(open_data.sorted_quantile(g.a, 0.75) + 0.5), round(g.total::numeric / g.sales), g.a[1], g.a[g.sales]';
  -- The pivots: for each quartile the price at its lower rank (0-based floor(p·(n − 1))) and how
  -- many prices lie below it (its first position in the sorted prices, less one).
  pivots constant text := ', g.total, '
    || 'g.a[1 + floor(0.25::float8 * (g.sales - 1))::int], array_position(g.a, g.a[1 + floor(0.25::float8 * (g.sales - 1))::int]) - 1, '
    || 'g.a[1 + floor(0.5::float8 * (g.sales - 1))::int], array_position(g.a, g.a[1 + floor(0.5::float8 * (g.sales - 1))::int]) - 1, '
    || 'g.a[1 + floor(0.75::float8 * (g.sales - 1))::int], array_position(g.a, g.a[1 + floor(0.75::float8 * (g.sales - 1))::int]) - 1, '
    || 'null::int[]';
  -- A wide place's month row and a postcode's row keep their sorted prices instead.
  month_prices constant text := ', g.total, null::int, null::int, null::int, null::int, null::int, null::int, g.a';
  grouped constant text := 'count(*)::int as sales, array_agg(s.price) as a, sum(s.price) as total';
  month_slice constant text :=
    'select %1$L, g.code, ''*'', to_char(g.month, ''YYYY-MM''), %2$s from (select s.%1$I as code, s.month, %3$s from s where s.%1$I is not null group by 1, 2) g';
begin
  foreach l in array levels
  loop
    if l not in ('sector', 'district', 'area', 'postcode', 'authority') then
      raise exception 'unknown price statistics level %', l;
    end if;
  end loop;
  -- Hash aggregates over rows sorted once by price (20261126320000): each group's prices arrive
  -- in order.
  perform set_config('work_mem', '512MB', true);
  perform set_config('hash_mem_multiplier', '2', true);
  perform set_config('enable_hashagg', 'on', true);
  perform set_config('enable_sort', 'off', true);
  perform set_config('max_parallel_workers_per_gather', '0', true);
  perform set_config('jit', 'off', true);

  foreach l in array array['sector', 'district', 'area']
  loop
    if l = any(levels) then
      slices := slices || format(
        'select %1$L, g.code, ''*'', ''*'', %2$s from (select s.%1$I as code, %3$s from s where s.%1$I is not null group by 1) g',
        l, stats || pivots, grouped);
      slices := slices || format(
        'select %1$L, g.code, g.property_type, ''*'', %2$s from (select s.%1$I as code, s.property_type, %3$s from s where s.%1$I is not null group by 1, 2) g',
        l, stats || pivots, grouped);
      slices := slices || format(month_slice, l, stats || month_prices, grouped);
    end if;
  end loop;
  if 'postcode' = any(levels) then
    slices := slices || format(
      'select ''postcode'', g.code, ''*'', ''*'', %1$s from (select s.postcode as code, %2$s from s where s.postcode is not null group by 1) g',
      stats || month_prices, grouped);
  end if;
  if cardinality(slices) > 0 then
    execute 'insert into open_data.price_stats_next '
      || 'with s as materialized ('
      || '  select '
      || case when 'postcode' = any(levels) then 'p.postcode collate "C" as postcode, ' else '' end
      || case when 'sector' = any(levels) then 'p.sector collate "C" as sector, ' else '' end
      || case when 'district' = any(levels) then 'p.outward collate "C" as district, ' else '' end
      || case when 'area' = any(levels) then '(case when substr(p.outward, 2, 1) between ''A'' and ''Z'' collate "C" then left(p.outward, 2) else left(p.outward, 1) end) collate "C" as area, ' else '' end
      || '    coalesce(p.property_type, ''-'') collate "C" as property_type, date_trunc(''month'', p.transfer_date::timestamp) as month, p.price'
      || '  from ' || sales::text || ' p'
      || '  where p.price is not null and p.outward is not null and (p.category is null or p.category = ''A'')'
      || '  order by p.price) '
      || array_to_string(slices, ' union all ');
    get diagnostics added = row_count;
    n := n + added;
  end if;

  if 'authority' = any(levels) then
    -- A sale counts for its postcode's authority (the best-ranked postcode row's), or (postcode
    -- not in the postcode files) for every authority whose name is the one Land Registry recorded.
    execute 'with best_laua as ('
      || '  select distinct on (postcode) postcode, laua'
      || '  from open_data.postcodes where laua is not null'
      || '  order by postcode, rank'
      || '), authority_names as ('
      || '  select p.laua as code, upper(coalesce(g.name, max(p.laua_name))) as name'
      || '  from open_data.postcodes p left join open_data.geo_names g on g.code = p.laua'
      || '  where p.laua is not null group by p.laua, g.name'
      || '), s as materialized ('
      || '  select coalesce(b.laua, a.code) collate "C" as authority, coalesce(p.property_type, ''-'') collate "C" as property_type,'
      || '    date_trunc(''month'', p.transfer_date::timestamp) as month, p.price'
      || '  from ' || sales::text || ' p'
      || '  left join best_laua b on b.postcode = p.postcode'
      || '  left join authority_names a on b.laua is null and a.name = upper(p.district)'
      || '  where p.price is not null and p.outward is not null and (p.category is null or p.category = ''A'')'
      || '    and (b.laua is not null or a.code is not null)'
      || '  order by p.price), '
      || 'ladder as (insert into open_data.price_stats_authority_prices_next (code, price, property_type, sales) '
      || '  select s.authority, s.price, s.property_type, count(*)::int from s group by 1, 2, 3) '
      || 'insert into open_data.price_stats_next '
      || format(
        'select ''authority'', g.code, ''*'', ''*'', %1$s from (select s.authority as code, %2$s from s group by 1) g '
        || 'union all select ''authority'', g.code, g.property_type, ''*'', %1$s from (select s.authority as code, s.property_type, %2$s from s group by 1, 2) g '
        || 'union all %3$s',
        stats || pivots, grouped, format(month_slice, 'authority', stats || month_prices, grouped));
    get diagnostics added = row_count;
    n := n + added;
  end if;
  return n;
end
$$;

revoke execute on function open_data.price_stats_fill_levels(text[], regclass) from public, anon, authenticated;
grant execute on function open_data.price_stats_fill_levels(text[], regclass) to service_role;

-- The standard sales a file changes, noted before it applies (its checked rows in `changes`):
-- removed (change −1) the rows of its transactions the register holds and, for a year's file
-- loaded again, the rows of its previous version; added (change 1) each of its transactions'
-- last record that is not a deletion, as the apply will write it. A marker in
-- price_stats_touched says the places can be refreshed from these alone.
create function open_data.price_stats_note_sales(changes regclass, previous_source text) returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer;
begin
  perform set_config('jit', 'off', true);
  execute 'insert into open_data.price_stats_changed_sales (change, postcode, sector, outward, district, property_type, transfer_date, price) '
    || 'select -1, p.postcode, p.sector, p.outward, p.district, coalesce(p.property_type, ''-''), p.transfer_date, p.price from ('
    -- (the checked rows' ids compare byte-wise; in price_paid's collation its key serves the join)
    || '  select p.* from open_data.price_paid p where p.transaction_id in ('
    || '    select c.transaction_id collate "default" from ' || changes::text || ' c where c.reject is null)'
    || case when previous_source is null then '' else
      '  union select p.* from open_data.price_paid p where p.source_key = ' || quote_literal(previous_source) end
    || ') p where p.outward is not null and (p.category is null or p.category = ''A'') '
    || 'union all '
    || 'select 1, f.postcode, f.sector, f.outward, f.district, coalesce(f.property_type, ''-''), f.transfer_date, f.price from ('
    || '  select distinct on (c.transaction_id) * from ' || changes::text || ' c where c.reject is null order by c.transaction_id, c.line desc'
    || ') f where f.record_status <> ''D'' and f.outward is not null and (f.category is null or f.category = ''A'')';
  get diagnostics n = row_count;
  insert into price_stats_touched (level, code) values ('file', changes::text) on conflict do nothing;
  return n;
end
$$;
revoke execute on function open_data.price_stats_note_sales(regclass, text) from public, anon, authenticated;
grant execute on function open_data.price_stats_note_sales(regclass, text) to service_role;

-- Every wide place (sector, district, area, authority) and property type ('*' and the sale's
-- own) each changed sale moves, with its price and change: a sale counts for its postcode's
-- authority (the best-ranked postcode row's), or (postcode not in the postcode files) for every
-- authority of the name Land Registry recorded, as in a full recompute.
create function open_data.price_stats_changed_groups(every_sale boolean default true)
returns table (level text, code text, property_type text, month text, price integer, change integer)
language sql stable
as $$
  with c as (
    select * from open_data.price_stats_changed_sales c where every_sale or not c.in_authority_prices
  ), placed as (
    select 'sector'::text as level, c.sector as code, c.property_type, c.transfer_date, c.price, c.change::int as change
    from c
    union all select 'district', c.outward, c.property_type, c.transfer_date, c.price, c.change from c
    union all select 'area', (case when substr(c.outward, 2, 1) between 'A' and 'Z' collate "C" then left(c.outward, 2) else left(c.outward, 1) end),
      c.property_type, c.transfer_date, c.price, c.change from c
    union all
    select 'authority', coalesce(b.laua, a.code), c.property_type, c.transfer_date, c.price, c.change
    from c
    left join lateral (select pc.laua from open_data.postcodes pc where pc.postcode = c.postcode collate "default" and pc.laua is not null
      order by pc.rank limit 1) b on true
    left join (
      select p.laua as code, upper(coalesce(g.name, max(p.laua_name))) as name
      from open_data.postcodes p left join open_data.geo_names g on g.code = p.laua
      where p.laua is not null group by p.laua, g.name
    ) a on b.laua is null and a.name = upper(c.district)
    where b.laua is not null or a.code is not null
  )
  select x.level, x.code collate "C", t.property_type collate "C", to_char(x.transfer_date, 'YYYY-MM') collate "C", x.price, x.change
  from placed x cross join lateral (values ('*'::text), (x.property_type)) t(property_type)
  where x.code is not null
$$;
revoke execute on function open_data.price_stats_changed_groups(boolean) from public, anon, authenticated;
grant execute on function open_data.price_stats_changed_groups(boolean) to service_role;

-- Before the parts of an incremental refresh: the months the changed sales fall in, for each wide
-- place (price_stats_touched_months), which price_stats_fill_changed('months') recomputes and
-- price_stats_apply_touched() replaces.
create function open_data.price_stats_changed_prepare() returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer;
begin
  insert into price_stats_touched_months (level, code, month)
  select distinct g.level, g.code, g.month from open_data.price_stats_changed_groups() g where g.property_type = '*'
  on conflict do nothing;
  get diagnostics n = row_count;
  return n;
end
$$;
revoke execute on function open_data.price_stats_changed_prepare() from public, anon, authenticated;
grant execute on function open_data.price_stats_changed_prepare() to service_role;

-- The authority prices moved by the changed sales not yet counted (before the authorities'
-- figures are read from them; a run that stops after this leaves them counted, once).
create function open_data.price_stats_authority_prices_update() returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer;
begin
  create temp table pso_authority_delta on commit drop as
  select d.code, d.price, d.property_type, sum(d.change)::int as change
  from open_data.price_stats_changed_groups(false) d where d.level = 'authority' and d.property_type <> '*'
  group by 1, 2, 3;
  insert into price_stats_authority_prices as l (code, price, property_type, sales)
  select d.code, d.price, d.property_type, d.change from pso_authority_delta d where d.change <> 0
  on conflict (code, price, property_type) do update set sales = l.sales + excluded.sales;
  get diagnostics n = row_count;
  delete from price_stats_authority_prices l using pso_authority_delta d
  where l.code = d.code and l.price = d.price and l.property_type = d.property_type and l.sales <= 0;
  drop table pso_authority_delta;
  update price_stats_changed_sales set in_authority_prices = true where not in_authority_prices;
  return n;
end
$$;
revoke execute on function open_data.price_stats_authority_prices_update() from public, anon, authenticated;
grant execute on function open_data.price_stats_authority_prices_update() to service_role;

-- One part's changed rows into price_stats_next (price_stats_begin() first), from the changed
-- sales: 'sector', 'district', 'area', 'authority' (all-time and by-type rows, from their
-- pivots), 'postcode' (the changed postcodes) and 'months' (the touched months of the four wide
-- levels), both from their sorted prices.
create function open_data.price_stats_fill_changed(part text) returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer := 0;
  area_of constant text := '(case when substr(%s, 2, 1) between ''A'' and ''Z'' collate "C" then left(%s, 2) else left(%s, 1) end)';
  -- The sales of group r (r.code, r.property_type) in price order, each with its weight n.
  src text;
  w text := '1';
begin
  if exists (select 1 from price_stats_touched where level = 'all') then
    raise exception 'a snapshot file was loaded: the price aggregates need a full recompute';
  end if;
  perform set_config('jit', 'off', true);
  perform set_config('work_mem', '256MB', true);

  if part = 'postcode' then
    create temp table pso_array_change on commit drop as
    select 'postcode'::text collate "C" as level, c.postcode as code, '*'::text collate "C" as month, c.price, sum(c.change)::int as change
    from price_stats_changed_sales c where c.postcode is not null
    group by 1, 2, 3, 4;
    return open_data.price_stats_fill_from_prices();
  end if;

  if part = 'months' then
    create temp table pso_array_change on commit drop as
    select c.level, c.code, c.month, c.price, sum(c.change)::int as change
    from open_data.price_stats_changed_groups() c where c.property_type = '*'
    group by 1, 2, 3, 4;
    return open_data.price_stats_fill_from_prices();
  end if;

  if part not in ('sector', 'district', 'area', 'authority') then
    raise exception 'unknown price statistics part %', part;
  end if;

  if part = 'authority' then
    perform open_data.price_stats_authority_prices_update();
  end if;
  -- The changed sales' groups with their deltas, old pivots and new count and total.
  create temp table pso_delta on commit drop as
  select d.code, d.property_type, d.price, d.change from open_data.price_stats_changed_groups() d where d.level = part;

  create temp table pso_group on commit drop as
  select d.code, d.property_type,
    coalesce(s.sales, 0) + sum(d.change)::int as sales,
    coalesce(s.total, 0) + sum(d.change * d.price::bigint) as total,
    coalesce(s.q1_price, 0) as v1, coalesce(s.q1_below, 0) + coalesce(sum(d.change) filter (where d.price < s.q1_price), 0)::int as b1,
    coalesce(s.q2_price, 0) as v2, coalesce(s.q2_below, 0) + coalesce(sum(d.change) filter (where d.price < s.q2_price), 0)::int as b2,
    coalesce(s.q3_price, 0) as v3, coalesce(s.q3_below, 0) + coalesce(sum(d.change) filter (where d.price < s.q3_price), 0)::int as b3
  from pso_delta d
  left join price_stats s on s.level = part and s.code = d.code and s.property_type = d.property_type and s.month = '*'
  group by d.code, d.property_type, s.sales, s.total, s.q1_price, s.q1_below, s.q2_price, s.q2_below, s.q3_price, s.q3_below;
  drop table pso_delta;
  analyze pso_group;

  if part = 'authority' then
    src := 'open_data.price_stats_authority_prices p where p.code = r.code and (r.property_type = ''*'' or p.property_type = r.property_type)';
    w := 'p.sales';
  else
    src := 'open_data.price_paid p where '
      || case part when 'sector' then 'p.sector' when 'district' then 'p.outward' else format(area_of, 'p.outward', 'p.outward', 'p.outward') end
      || ' = r.code collate "default" and p.outward is not null and (p.category is null or p.category = ''A'') '
      || 'and (r.property_type = ''*'' or coalesce(p.property_type, ''-'') = r.property_type)';
  end if;

  -- The ranks wanted: each quartile's lower rank (lo) and, when it interpolates, the next (hi);
  -- with the pivot of that quartile and how many sales its price has now (e).
  create temp table pso_rank (code text collate "C", property_type text collate "C", q int, hi boolean, r int, v int, b int, e int,
    x int, x_below int) on commit drop;
  execute 'insert into pso_rank (code, property_type, q, hi, r, v, b, e) '
    || 'select r.code, r.property_type, r.q, k.hi, floor(r.p * (r.sales - 1))::int + case when k.hi then 1 else 0 end, r.v, r.b, '
    || '  (select coalesce(sum(' || w || '), 0)::int from ' || src || ' and p.price = r.v) '
    || 'from (select g.code, g.property_type, g.sales, q.q, q.p, q.v, q.b from pso_group g cross join lateral (values '
    || '  (1, 0.25::float8, g.v1, g.b1), (2, 0.5::float8, g.v2, g.b2), (3, 0.75::float8, g.v3, g.b3)) q(q, p, v, b) where g.sales > 0) r '
    || 'cross join lateral (select false as hi union all select true where r.p * (r.sales - 1) > floor(r.p * (r.sales - 1))) k';
  analyze pso_rank;

  -- At the pivot's price.
  update pso_rank set x = v, x_below = b where r >= b and r < b + e;
  -- Above it: the (r − b − e)th price after the pivot's, counting each sale.
  execute 'update pso_rank r set (x, x_below) = ('
    || '  select c.price, r.b + r.e + c.cum - c.n from (select g.price, g.n, sum(g.n) over (order by g.price) as cum from ('
    || '    select t.price, sum(t.n) as n from (select p.price, ' || w || ' as n from ' || src
    || '      and p.price > r.v order by p.price limit r.r - r.b - r.e + 2) t group by t.price) g) c'
    || '  where c.cum > r.r - r.b - r.e order by c.price limit 1) '
    || 'where r.r >= r.b + r.e';
  -- Below it: the (b − 1 − r)th price before the pivot's, counting down; the sales at that price
  -- counted again for how many lie below it (only the lower rank's is kept).
  execute 'update pso_rank r set (x, x_below) = ('
    || '  select c.price, case when r.hi then null else r.b - (c.cum - c.n) - '
    || '    (select coalesce(sum(' || w || '), 0)::int from ' || src || ' and p.price = c.price) end '
    || '  from (select g.price, g.n, sum(g.n) over (order by g.price desc) as cum from ('
    || '    select t.price, sum(t.n) as n from (select p.price, ' || w || ' as n from ' || src
    || '      and p.price < r.v order by p.price desc limit r.b - r.r + 1) t group by t.price) g) c'
    || '  where c.cum > r.b - 1 - r.r order by c.price desc limit 1) '
    || 'where r.r < r.b';

  -- The rows: count, quartiles (interpolated as sorted_quantile does), mean, lowest and highest.
  execute 'insert into price_stats_next '
    || 'select ' || quote_literal(part) || ', g.code, g.property_type, ''*'', g.sales, '
    || '  floor(q.x2::float8 + (0.5::float8 * (g.sales - 1) - floor(0.5::float8 * (g.sales - 1))) * (coalesce(q.h2, q.x2)::float8 - q.x2::float8) + 0.5), '
    || '  floor(q.x1::float8 + (0.25::float8 * (g.sales - 1) - floor(0.25::float8 * (g.sales - 1))) * (coalesce(q.h1, q.x1)::float8 - q.x1::float8) + 0.5), '
    || '  floor(q.x3::float8 + (0.75::float8 * (g.sales - 1) - floor(0.75::float8 * (g.sales - 1))) * (coalesce(q.h3, q.x3)::float8 - q.x3::float8) + 0.5), '
    || '  round(g.total::numeric / g.sales), lo.price, hi.price, g.total, q.x1, q.b1, q.x2, q.b2, q.x3, q.b3, null '
    || 'from pso_group g '
    || 'join (select k.code, k.property_type, '
    || '    max(k.x) filter (where k.q = 1 and not k.hi) as x1, max(k.x_below) filter (where k.q = 1 and not k.hi) as b1, '
    || '    max(k.x) filter (where k.q = 1 and k.hi) as h1, '
    || '    max(k.x) filter (where k.q = 2 and not k.hi) as x2, max(k.x_below) filter (where k.q = 2 and not k.hi) as b2, '
    || '    max(k.x) filter (where k.q = 2 and k.hi) as h2, '
    || '    max(k.x) filter (where k.q = 3 and not k.hi) as x3, max(k.x_below) filter (where k.q = 3 and not k.hi) as b3, '
    || '    max(k.x) filter (where k.q = 3 and k.hi) as h3 '
    || '  from pso_rank k group by k.code, k.property_type) q on q.code = g.code and q.property_type = g.property_type '
    || 'cross join lateral (select p.price from (select g.code, g.property_type) r, ' || src || ' order by p.price limit 1) lo '
    || 'cross join lateral (select p.price from (select g.code, g.property_type) r, ' || src || ' order by p.price desc limit 1) hi '
    || 'where g.sales > 0';
  get diagnostics n = row_count;
  drop table pso_rank;
  drop table pso_group;
  return n;
end
$$;
revoke execute on function open_data.price_stats_fill_changed(text) from public, anon, authenticated;
grant execute on function open_data.price_stats_fill_changed(text) to service_role;

-- The rows kept with their sorted prices (a wide place's month, a postcode's all sales) that the
-- changes in pg_temp.pso_array_change (level, code, month, price, change) touch: each row's
-- prices, less the sales removed and with the sales added, and its figures from them (as the full
-- recompute's). A price goes in where a binary search of the sorted prices puts it
-- (width_bucket) and out where it is first found, each a copy of the array in C; a row with many
-- additions (a new month) is sorted again whole.
create function open_data.price_stats_fill_from_prices() returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer := 0;
  g record;
  a integer[];
  v integer;
  i integer;
begin
  -- Every touched row (a correction that changes nothing still touches it), with its net
  -- changes by price, each sale once.
  analyze pso_array_change;
  for g in
    select t.level, t.code, t.month, s.prices, coalesce(s.total, 0) + t.change as total, t.added, t.removed
    from (
      select m.level, m.code, m.month, coalesce(sum(d.price::bigint * d.change), 0) as change,
        coalesce(array_agg(d.price order by d.price) filter (where d.change > 0), '{}') as added,
        coalesce(array_agg(d.price) filter (where d.change < 0), '{}') as removed
      from (select distinct x.level, x.code, x.month from pso_array_change x) m
      left join (
        select x.level, x.code, x.month, x.price, sign(x.change)::int as change
        from pso_array_change x cross join lateral generate_series(1, abs(x.change))
      ) d on d.level = m.level and d.code = m.code and d.month = m.month
      group by m.level, m.code, m.month
    ) t
    left join price_stats s on s.level = t.level and s.code = t.code and s.property_type = '*' and s.month = t.month collate "C"
  loop
    a := coalesce(g.prices, '{}');
    if cardinality(g.added) > 32 then
      a := array(select x from unnest(a || g.added) x order by x);
    else
      foreach v in array g.added loop
        i := case when cardinality(a) = 0 then 0 else width_bucket(v, a) end;
        a := a[1:i] || v || a[i + 1:];
      end loop;
    end if;
    foreach v in array g.removed loop
      i := array_position(a, v);
      if i is null then
        raise exception 'price % removed from % % month % is not among its prices', v, g.level, g.code, g.month;
      end if;
      a := a[1:i - 1] || a[i + 1:];
    end loop;
    if cardinality(a) > 0 then
      insert into price_stats_next
      select g.level, g.code, '*', g.month, cardinality(a), floor(open_data.sorted_quantile(a, 0.5) + 0.5),
        floor(open_data.sorted_quantile(a, 0.25) + 0.5), floor(open_data.sorted_quantile(a, 0.75) + 0.5),
        round(g.total::numeric / cardinality(a)), a[1], a[cardinality(a)],
        g.total, null, null, null, null, null, null, a;
      n := n + 1;
    end if;
  end loop;
  drop table pso_array_change;
  return n;
end
$$;
revoke execute on function open_data.price_stats_fill_from_prices() from public, anon, authenticated;
grant execute on function open_data.price_stats_fill_from_prices() to service_role;

-- Replaces the changed rows: the all-time and by-type rows of every changed group (its figures
-- from price_stats_fill_changed, or none when its last sale went), the touched postcodes and the
-- touched months; the authority prices move by the same changed sales. Then the lists are emptied.
create or replace function open_data.price_stats_apply_touched() returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer;
begin
  if exists (select 1 from price_stats_touched where level = 'all') then
    raise exception 'a snapshot file was loaded: the price aggregates need a full recompute';
  end if;
  drop table if exists open_data.price_stats_authority_prices_next;
  select count(*)::int into n from price_stats_next;

  -- The changed groups.
  create temp table pso_changed on commit drop as select * from open_data.price_stats_changed_groups();

  -- The rows replaced: every changed group's all-time or by-type row (gone when its last sale
  -- went), every changed postcode's, every touched month's.
  create temp table price_stats_replaced on commit drop as
  select distinct d.level, d.code, d.property_type, '*'::text collate "C" as month from pso_changed d
  union
  select distinct 'postcode', c.postcode, '*', '*' from price_stats_changed_sales c where c.postcode is not null
  union
  select m.level, m.code, '*', m.month from price_stats_touched_months m;
  drop table pso_changed;
  analyze price_stats_replaced;
  if n * 4 > (select greatest(reltuples, 0) from pg_class where oid = 'open_data.price_stats'::regclass) then
    insert into price_stats_next
    select s.* from price_stats s
    where not exists (select 1 from price_stats_replaced r
      where r.level = s.level and r.code = s.code and r.property_type = s.property_type and r.month = s.month);
    delete from price_stats_touched;
    delete from price_stats_touched_months;
    delete from price_stats_changed_sales;
    drop table price_stats_replaced;
    perform price_stats_swap();
    return n;
  end if;
  delete from price_stats s using price_stats_replaced r
  where s.level = r.level and s.code = r.code and s.property_type = r.property_type and s.month = r.month;
  insert into price_stats select * from price_stats_next;
  drop table price_stats_next;
  drop table price_stats_replaced;
  delete from price_stats_touched;
  delete from price_stats_touched_months;
  delete from price_stats_changed_sales;
  update import_state set version = version + 1, refreshed_at = now() where id = 1;
  return n;
end
$$;

-- The twelve-month figures (20261129130000_price_stats_yearly.sql): their windows' sales read
-- index-only (the (outward, type, date) index holds every column they need), sorted once by
-- price and grouped by hash, each group's prices arriving in order (as price_stats_fill_levels
-- does): the same figures as percentile_cont's (the same interpolation; a quartile is a multiple
-- of 1/4, so floor(q + 0.5) is round(q)), without a sort per grouping (an authority's and England's sales,
-- which come through a join, sorted within their group).
drop function open_data.price_stats_yearly_refresh();
-- latest_month: the newest month held, when the caller knows it (an incremental refresh runs this
-- beside the places' figures, before they are replaced: price_stats_latest_month_after_changes()).
create function open_data.price_stats_yearly_refresh(latest_month date default null) returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  latest date;
  n integer;
  q constant text := 'count(*)::int as sales, array_agg(s.price) as a';
  -- (the authorities' and England's sales come through a join, which need not keep the order)
  sorted_q constant text := 'count(*)::int as sales, array_agg(s.price order by s.price) as a';
  figures constant text := 'g.sales, floor(open_data.sorted_quantile(g.a, 0.5) + 0.5), floor(open_data.sorted_quantile(g.a, 0.25) + 0.5), '
    || 'floor(open_data.sorted_quantile(g.a, 0.75) + 0.5)';
begin
  perform set_config('work_mem', '256MB', true);
  perform set_config('hash_mem_multiplier', '2', true);
  perform set_config('enable_hashagg', 'on', true);
  perform set_config('enable_sort', 'off', true);
  perform set_config('max_parallel_workers_per_gather', '0', true);
  perform set_config('jit', 'off', true);
  latest := latest_month;
  if latest is null then
    select to_date(max(s.month), 'YYYY-MM') into latest
    from open_data.price_stats s
    where s.level = 'area' and s.property_type = '*' and s.month <> '*';
  end if;
  delete from open_data.price_stats_yearly;
  if latest is null then
    update open_data.import_state set version = version + 1, refreshed_at = now() where id = 1;
    return 0;
  end if;

  execute format($f$
  insert into open_data.price_stats_yearly (level, code, property_type, period_end, sales, median_price, lower_quartile, upper_quartile)
  with districts as (
    select s.code collate "default" as outward
    from open_data.price_stats s
    where s.level = 'district' and s.property_type = '*' and s.month = '*'
    -- (a district whose first sales are still being added)
    union select c.outward collate "default" from open_data.price_stats_changed_sales c where c.change > 0
  ),
  ranges (from_date, to_date) as (
    values ((%1$L::date - interval '23 months')::date, (%1$L::date + interval '1 month')::date),
           ((%1$L::date - interval '71 months')::date, (%1$L::date - interval '59 months')::date)
  ),
  -- The windows' sales by the (outward, property_type, transfer_date) index: one range read per
  -- district, type and window, never a scan of the register.
  window_rows as (
    select r.*
    from districts d cross join ranges w
    cross join lateral (
      select p.postcode, p.district, p.sector, p.outward, p.property_type, p.transfer_date, p.price, p.category
      from open_data.price_paid p
      where p.outward = d.outward and p.property_type = any ('{D,S,T,F,O}'::text[])
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
  s as materialized (
    select p.sector collate "C" as sector, p.outward collate "C" as district,
      (case when substr(p.outward, 2, 1) between 'A' and 'Z' collate "C" then left(p.outward, 2) else left(p.outward, 1) end) collate "C" as area,
      b.laua collate "C" as laua, upper(p.district) as ppd_district,
      coalesce(p.property_type, '-') collate "C" as property_type,
      (case
        when p.transfer_date >= %1$L::date - interval '11 months' then to_char(%1$L::date, 'YYYY-MM')
        when p.transfer_date >= %1$L::date - interval '23 months' and p.transfer_date < %1$L::date - interval '11 months'
          then to_char(%1$L::date - interval '12 months', 'YYYY-MM')
        else to_char(%1$L::date - interval '60 months', 'YYYY-MM')
      end) collate "C" as period_end,
      p.price
    from window_rows p left join best_laua b on b.postcode = p.postcode
    where (p.category is null or p.category = 'A') and p.price is not null
    order by p.price
  ),
  -- A sale counts for its postcode's authority, or (postcode not in the postcode files) for every
  -- authority whose name is the one Land Registry recorded, as in open_data.price_stats.
  authority_sales as (
    select coalesce(s.laua, a.code) collate "C" as authority, s.property_type, s.period_end, s.price
    from s left join authority_names a on s.laua is null and a.name = s.ppd_district
    where s.laua is not null or a.code is not null
  ),
  -- England: each sale once, by its postcode's authority, or the first authority of its name.
  country_sales as (
    select s.property_type, s.period_end, s.price
    from s left join (select a.name, min(a.code) as code from authority_names a group by a.name) a
      on s.laua is null and a.name = s.ppd_district
    where coalesce(s.laua, a.code) like 'E%%'
  )
  select 'sector', g.code, '*', g.period_end, %2$s from (select s.sector as code, s.period_end, %3$s from s where s.sector is not null group by 1, 2) g
  union all select 'sector', g.code, g.property_type, g.period_end, %2$s from (select s.sector as code, s.property_type, s.period_end, %3$s from s where s.sector is not null group by 1, 2, 3) g
  union all select 'district', g.code, '*', g.period_end, %2$s from (select s.district as code, s.period_end, %3$s from s group by 1, 2) g
  union all select 'district', g.code, g.property_type, g.period_end, %2$s from (select s.district as code, s.property_type, s.period_end, %3$s from s group by 1, 2, 3) g
  union all select 'area', g.code, '*', g.period_end, %2$s from (select s.area as code, s.period_end, %3$s from s where s.area is not null group by 1, 2) g
  union all select 'area', g.code, g.property_type, g.period_end, %2$s from (select s.area as code, s.property_type, s.period_end, %3$s from s where s.area is not null group by 1, 2, 3) g
  union all select 'authority', g.code, '*', g.period_end, %2$s from (select s.authority as code, s.period_end, %4$s from authority_sales s group by 1, 2) g
  union all select 'authority', g.code, g.property_type, g.period_end, %2$s from (select s.authority as code, s.property_type, s.period_end, %4$s from authority_sales s group by 1, 2, 3) g
  union all select 'country', 'E92000001', '*', g.period_end, %2$s from (select s.period_end, %4$s from country_sales s group by 1) g
  union all select 'country', 'E92000001', g.property_type, g.period_end, %2$s from (select s.property_type, s.period_end, %4$s from country_sales s group by 1, 2) g
  $f$, latest, figures, q, sorted_q);
  get diagnostics n = row_count;
  update open_data.import_state set version = version + 1, refreshed_at = now() where id = 1;
  return n;
end
$$;

revoke execute on function open_data.price_stats_yearly_refresh(date) from public, anon, authenticated;
grant execute on function open_data.price_stats_yearly_refresh(date) to service_role;

-- The newest month held once the noted changes apply, when it can be told from the figures and
-- the changes alone: the newest month with sales added after the current newest, or the current
-- newest while it keeps a sale; null when its last sales go (then only the figures tell).
create function open_data.price_stats_latest_month_after_changes() returns date
language sql stable
set search_path = open_data, pg_temp
as $$
  with current_latest as (
    select max(s.month) as month from open_data.price_stats s where s.level = 'area' and s.property_type = '*' and s.month <> '*'
  ), net as (
    select to_char(c.transfer_date, 'YYYY-MM') as month, sum(c.change) as change
    from open_data.price_stats_changed_sales c group by 1
  )
  select to_date(coalesce(
    (select max(n.month) from net n, current_latest l where n.change > 0 and (l.month is null or n.month > l.month)),
    (select l.month from current_latest l
      where (select coalesce(sum(s.sales), 0) from open_data.price_stats s
             where s.level = 'area' and s.property_type = '*' and s.month = l.month)
          + coalesce((select n.change from net n where n.month = l.month), 0) > 0)
  ), 'YYYY-MM')
$$;
revoke execute on function open_data.price_stats_latest_month_after_changes() from public, anon, authenticated;
grant execute on function open_data.price_stats_latest_month_after_changes() to service_role;
