-- Monthly Price Paid change files at national size (issue 44; docs/decisions/monthly-updates.md):
-- the incremental refresh of the sale price aggregates (20261128160000_price_stats_touched.sql)
-- made cheaper where EXPLAIN ANALYZE found the time (docs/data-import.md, "A month's change file"):
--
--   open_data.price_stats_touched_months    the (level, code, month) slices a change file makes
--                                            stale, beside the places of price_stats_touched: only
--                                            those month rows are recomputed and replaced, not
--                                            every month of a touched place (a month's file touches
--                                            nearly every sector and district, each with ~370 months).
--   open_data.price_stats_touch(changes, previous)
--                                            records those pairs too; its join to price_paid names
--                                            price_paid's collation, so the key serves it (it was a
--                                            scan of the whole register).
--   open_data.price_stats_fill_levels(levels, sales, touched)
--                                            with touched: writes only the touched places' groups
--                                            and, of their months, the touched ones (the grouping
--                                            itself unchanged).
--   open_data.price_stats_fill_touched(levels, part, parts)
--                                            the postcode, sector, district and area levels from
--                                            ONE scan and sort (before: a second one for postcodes),
--                                            split by postcode area into `parts` calls run on
--                                            separate connections (before: the three wide levels on
--                                            one connection while the other had little to do);
--                                            postcodes keyed only when touched; the authority
--                                            level on its own as before.
--   open_data.price_stats_apply_touched()    replaces the touched places' all-time and by-type rows
--                                            and the touched month rows.
--
-- The figures are a full recompute's: the statement of a full recompute (each place's sales are
-- all in one part: sectors, districts and postcodes lie within one postcode area), keeping fewer
-- groups, the touched months' prices sorted by their aggregate; tests/data/price-stats-incremental.test.ts checks row-for-row equality on PGlite
-- and PostgreSQL 15, with the areas split in parts too.

create table open_data.price_stats_touched_months (
  level text collate "C" not null check (level in ('sector', 'district', 'area', 'authority')),
  code text collate "C" not null,
  month text collate "C" not null,
  primary key (level, code, month)
);
-- Importer bookkeeping: no reader; only the importer (owner / service_role).
alter table open_data.price_stats_touched_months enable row level security;
revoke all on open_data.price_stats_touched_months from anon, authenticated;
grant all on open_data.price_stats_touched_months to service_role;

-- A list of touched places written before this migration has no months: a full recompute.
insert into open_data.price_stats_touched (level, code)
select 'all', '*' where exists (select 1 from open_data.price_stats_touched)
on conflict do nothing;

create or replace function open_data.price_stats_touch(changes regclass, previous_source text default null) returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer;
begin
  perform set_config('jit', 'off', true);
  execute 'create temp table price_stats_touch_rows on commit drop as '
    || 'select c.postcode, c.sector, c.outward, c.district, to_char(c.transfer_date, ''YYYY-MM'') as month from ' || changes::text || ' c '
    || '  where c.reject is null and c.record_status <> ''D'' '
    || 'union '
    -- (the checked rows' ids compare byte-wise; in price_paid's collation, its key serves the join
    -- instead of a scan of the whole register)
    || 'select p.postcode, p.sector, p.outward, p.district, to_char(p.transfer_date, ''YYYY-MM'') from open_data.price_paid p join ' || changes::text || ' c '
    || '  on c.transaction_id collate "default" = p.transaction_id where c.reject is null'
    -- A snapshot file (a year's pp-YYYY.csv again, with the month's corrections) replaces the
    -- rows its previous version loaded: their places too.
    || case when previous_source is null then '' else
      ' union select p.postcode, p.sector, p.outward, p.district, to_char(p.transfer_date, ''YYYY-MM'') from open_data.price_paid p where p.source_key = '
      || quote_literal(previous_source) end;
  create temp table price_stats_touch_places on commit drop as
  select r.postcode, r.sector, r.outward as district,
    case when substr(r.outward, 2, 1) between 'A' and 'Z' collate "C" then left(r.outward, 2) else left(r.outward, 1) end as area,
    r.district as district_name, r.month
  from price_stats_touch_rows r;
  -- A sale counts for its postcode's authority, or by the name Land Registry recorded: every
  -- authority of its postcode and every authority of that name (more than needed is only slower).
  create temp table price_stats_touch_authorities on commit drop as
  select pc.laua as code, r.month from price_stats_touch_places r join open_data.postcodes pc on pc.postcode = r.postcode
  where pc.laua is not null
  union
  select a.code, r.month from price_stats_touch_places r join (
      select p.laua as code, upper(coalesce(g.name, max(p.laua_name))) as name
      from open_data.postcodes p left join open_data.geo_names g on g.code = p.laua
      where p.laua is not null group by p.laua, g.name
    ) a on a.name = upper(r.district_name);
  insert into price_stats_touched (level, code)
  select distinct t.level, t.code from (
    select 'postcode' as level, r.postcode as code from price_stats_touch_places r
    union all select 'sector', r.sector from price_stats_touch_places r
    union all select 'district', r.district from price_stats_touch_places r
    union all select 'area', r.area from price_stats_touch_places r
    union all select 'authority', a.code from price_stats_touch_authorities a
  ) t
  where t.code is not null
  on conflict do nothing;
  get diagnostics n = row_count;
  insert into price_stats_touched_months (level, code, month)
  select distinct t.level, t.code, t.month from (
    select 'sector' as level, r.sector as code, r.month from price_stats_touch_places r
    union all select 'district', r.district, r.month from price_stats_touch_places r
    union all select 'area', r.area, r.month from price_stats_touch_places r
    union all select 'authority', a.code, a.month from price_stats_touch_authorities a
  ) t
  where t.code is not null and t.month is not null
  on conflict do nothing;
  drop table price_stats_touch_rows;
  drop table price_stats_touch_places;
  drop table price_stats_touch_authorities;
  return n;
end
$$;

-- price_stats_fill_levels gains `touched`: only the touched places and months are written.
drop function open_data.price_stats_fill_levels(text[], regclass);

create function open_data.price_stats_fill_levels(levels text[], sales regclass default 'open_data.price_paid', touched boolean default false) returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer := 0;
  added integer;
  slices text[] := array[]::text[];
  l text;
  -- The columns every slice writes, from a group's sorted prices (a), their sum and count.
  -- A quartile is rounded to the pound as floor(q + 0.5), which equals the previous
  -- round(q::numeric) (half away from zero) here: prices are whole pounds from 1 to 2^31 − 1 and
  -- the interpolation fraction is 0, 1/4, 1/2 or 3/4, so q ≥ 1 is an exact multiple of 1/4 in
  -- float8 with at most 12 significant digits (exact through the 15-digit float8 → numeric
  -- conversion too); it avoids a float8 → numeric conversion per quartile. The mean is rounded as
  -- before.
  stats constant text := 'g.sales, floor(open_data.sorted_quantile(g.a, 0.5) + 0.5), floor(open_data.sorted_quantile(g.a, 0.25) + 0.5), '
    || 'floor(open_data.sorted_quantile(g.a, 0.75) + 0.5), round(g.total::numeric / g.sales), g.a[1], g.a[g.sales]';
  grouped constant text := 'count(*)::int as sales, array_agg(s.price) as a, sum(s.price) as total';
  -- touched: only the touched places' groups (price_stats_touched) are written, and of their
  -- months only the touched ones (price_stats_touched_months). The all-time and by-type groups
  -- are filtered after the grouping (so their arrays are built as in a full recompute); the month
  -- groups before it, their sales picked by the touched (place, month) pairs and each group's
  -- prices sorted by the aggregate itself (array_agg … order by: no reliance on the input's order
  -- there), so the many months no change touched cost one hash probe a sale, not a group each.
  kept constant text := case when touched then
    ' where exists (select 1 from open_data.price_stats_touched t where t.level = %1$L and t.code = g.code)' else '' end;
  month_slice constant text := case when touched then
    'select %1$L, g.code, ''*'', to_char(g.month, ''YYYY-MM''), %2$s from (select s.%1$I as code, s.month, '
    || 'count(*)::int as sales, array_agg(s.price order by s.price) as a, sum(s.price) as total from s '
    || 'where s.%1$I is not null and (s.%1$I, s.month) in (select t.code, to_date(t.month, ''YYYY-MM'')::timestamp '
    || 'from open_data.price_stats_touched_months t where t.level = %1$L) group by 1, 2) g'
    else 'select %1$L, g.code, ''*'', to_char(g.month, ''YYYY-MM''), %2$s from (select s.%1$I as code, s.month, %3$s from s where s.%1$I is not null group by 1, 2) g' end;
begin
  foreach l in array levels
  loop
    if l not in ('sector', 'district', 'area', 'postcode', 'authority') then
      raise exception 'unknown price statistics level %', l;
    end if;
  end loop;
  -- Hash aggregates only (see above); text keys compare byte-wise ("C"); compiling these
  -- expressions (JIT) costs more than it saves.
  -- 512 MB: the sort of 3 million sales by price (and the rows it keeps) stays in memory.
  perform set_config('work_mem', '512MB', true);
  perform set_config('hash_mem_multiplier', '2', true);
  perform set_config('enable_hashagg', 'on', true);
  perform set_config('enable_sort', 'off', true);
  perform set_config('max_parallel_workers_per_gather', '0', true);
  perform set_config('jit', 'off', true);

  -- Sector, district, area (all sales, by property type, by month) and postcode (all sales only:
  -- no reader uses a postcode's figures by property type) from one scan and sort.
  foreach l in array array['sector', 'district', 'area']
  loop
    if l = any(levels) then
      slices := slices || format(
        'select %1$L, g.code, ''*'', ''*'', %2$s from (select s.%1$I as code, %3$s from s where s.%1$I is not null group by 1) g' || kept,
        l, stats, grouped);
      slices := slices || format(
        'select %1$L, g.code, g.property_type, ''*'', %2$s from (select s.%1$I as code, s.property_type, %3$s from s where s.%1$I is not null group by 1, 2) g' || kept,
        l, stats, grouped);
      slices := slices || format(month_slice, l, stats, grouped);
    end if;
  end loop;
  if 'postcode' = any(levels) then
    slices := slices || format(
      'select ''postcode'', g.code, ''*'', ''*'', %1$s from (select s.postcode as code, %2$s from s where s.postcode is not null group by 1) g'
      || format(kept, 'postcode'),
      stats, grouped);
  end if;
  if cardinality(slices) > 0 then
    -- Only the codes of the requested levels are kept (the sorted rows are held in memory or
    -- written to disk past work_mem). An outward code starts with one or two letters (the
    -- import's postcode rule): its area.
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
    execute 'insert into open_data.price_stats_next '
      || 'with best_laua as ('
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
      || '  order by p.price) '
      || format(
        'select ''authority'', g.code, ''*'', ''*'', %1$s from (select s.authority as code, %2$s from s group by 1) g %3$s '
        || 'union all select ''authority'', g.code, g.property_type, ''*'', %1$s from (select s.authority as code, s.property_type, %2$s from s group by 1, 2) g %3$s '
        || 'union all %4$s',
        stats, grouped, format(kept, 'authority'),
        -- (an authority is never null here: the sales without one are left out above)
        format(month_slice, 'authority', stats, grouped));
    get diagnostics added = row_count;
    n := n + added;
  end if;
  return n;
end
$$;

revoke execute on function open_data.price_stats_fill_levels(text[], regclass, boolean) from public;
revoke execute on function open_data.price_stats_fill_levels(text[], regclass, boolean) from anon, authenticated;
grant execute on function open_data.price_stats_fill_levels(text[], regclass, boolean) to service_role;

drop function open_data.price_stats_fill_touched(text[]);

-- The touched places and months of `levels` into price_stats_next (price_stats_begin() first).
-- The authority level alone, in one part: as before (its sales copied when they are a small share).
-- Any of the postcode, sector, district and area levels: one scan and sort of this part's postcode
-- areas' sales (parts > 1: the areas dealt out by their sales, so each call on its own connection
-- gets about as many), postcodes keyed only when touched.
create function open_data.price_stats_fill_touched(levels text[], part integer default 1, parts integer default 1) returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  area constant text := '(case when substr(p.outward, 2, 1) between ''A'' and ''Z'' collate "C" then left(p.outward, 2) else left(p.outward, 1) end)';
  l text;
  mine text[];
  others text[];
  condition text := 'true';
  touched_sales bigint;
  all_sales bigint;
  n integer;
begin
  if exists (select 1 from price_stats_touched where level = 'all') then
    raise exception 'a snapshot file was loaded: the price aggregates need a full recompute';
  end if;
  if part < 1 or part > parts then
    raise exception 'part % of %', part, parts;
  end if;
  if 'authority' = any(levels) and (cardinality(levels) > 1 or parts > 1) then
    raise exception 'the authority level is refreshed on its own, in one part';
  end if;
  foreach l in array levels
  loop
    if l not in ('sector', 'district', 'area', 'postcode', 'authority') then
      raise exception 'unknown price statistics level %', l;
    end if;
  end loop;
  if not exists (select 1 from price_stats_touched where level = any(levels)) then
    return 0;
  end if;

  if levels = array['authority'] then
    -- How many sales the touched authorities hold, from their current figures.
    select coalesce(sum(s.sales) filter (where t.code is not null), 0), coalesce(sum(s.sales), 0)
      into touched_sales, all_sales
    from price_stats s left join price_stats_touched t on t.level = s.level and t.code = s.code
    where s.level = 'authority' and s.property_type = '*' and s.month = '*';
    if all_sales > 0 and touched_sales * 4 < all_sales then
      -- A small share: copy those sales (index lookups) and compute from them.
      create temp table price_stats_touched_sales on commit drop as
      select p.postcode, p.sector, p.outward, p.district, p.property_type, p.transfer_date, p.price, p.category
      from open_data.price_paid p
      where p.postcode in (select pc.postcode from open_data.postcodes pc join price_stats_touched t on t.level = 'authority' and t.code = pc.laua)
        or upper(p.district) in (select upper(coalesce(g.name, pc.laua_name)) from open_data.postcodes pc
          join price_stats_touched t on t.level = 'authority' and t.code = pc.laua left join open_data.geo_names g on g.code = pc.laua);
      n := open_data.price_stats_fill_levels(levels, 'pg_temp.price_stats_touched_sales'::regclass, true);
      drop table price_stats_touched_sales;
    else
      n := open_data.price_stats_fill_levels(levels, 'open_data.price_paid'::regclass, true);
    end if;
    return n;
  end if;

  if parts > 1 then
    select coalesce(array_agg(a.code) filter (where (a.rn - 1) % parts = part - 1), array[]::text[]),
           coalesce(array_agg(a.code) filter (where (a.rn - 1) % parts <> part - 1), array[]::text[])
      into mine, others
    from (select s.code, row_number() over (order by s.sales desc, s.code) as rn
          from price_stats s where s.level = 'area' and s.property_type = '*' and s.month = '*') a;
    -- An area not yet in the figures goes to the first part.
    condition := case when part = 1 then format('not (%s = any(%L::text[]))', area, others)
                 else format('%s = any(%L::text[])', area, mine) end;
  end if;
  execute 'create temp view price_stats_part_sales as '
    || 'select case when p.postcode in (select t.code from open_data.price_stats_touched t where t.level = ''postcode'') then p.postcode end as postcode, '
    || '  p.sector, p.outward, p.district, p.property_type, p.transfer_date, p.price, p.category '
    || 'from open_data.price_paid p where ' || condition;
  n := open_data.price_stats_fill_levels(levels, 'pg_temp.price_stats_part_sales'::regclass, true);
  drop view price_stats_part_sales;
  return n;
end
$$;

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
  select count(*)::int into n from price_stats_next;
  -- The rows replaced: a touched place's all-time and by-type rows, and its touched months.
  create temp table price_stats_replaced on commit drop as
  select s.level, s.code, s.property_type, s.month from price_stats s join price_stats_touched t on t.level = s.level and t.code = s.code
  where s.month = '*'
  union all
  select s.level, s.code, s.property_type, s.month from price_stats s
    join price_stats_touched_months m on m.level = s.level and m.code = s.code and m.month = s.month;
  if n * 4 > (select greatest(reltuples, 0) from pg_class where oid = 'open_data.price_stats'::regclass) then
    -- Most rows change: the untouched rows are copied beside the new ones and the table swapped
    -- in (price_stats_swap: the key built once, sorted).
    insert into price_stats_next
    select s.* from price_stats s
    where not exists (select 1 from price_stats_replaced r
      where r.level = s.level and r.code = s.code and r.property_type = s.property_type and r.month = s.month);
    delete from price_stats_touched;
    delete from price_stats_touched_months;
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
  update import_state set version = version + 1, refreshed_at = now() where id = 1;
  return n;
end
$$;

revoke execute on function open_data.price_stats_fill_touched(text[], integer, integer) from public, anon, authenticated;
grant execute on function open_data.price_stats_fill_touched(text[], integer, integer) to service_role;
